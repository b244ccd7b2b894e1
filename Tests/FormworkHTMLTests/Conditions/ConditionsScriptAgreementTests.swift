import Formwork
import FormworkHTML
import Foundation
import Testing

// The script evaluates predicates as the form does: each predicate below hides a row of its
// own, the page starts in the form's state, and an event makes the script read every control
// and evaluate every predicate again. A predicate it evaluated otherwise would flip its row.

@Suite(
  "Conditions script evaluates as the form does",
  .enabled(if: FakeDOM.isAvailable, "Node.js is not installed: the script is not run"))
struct ConditionsScriptAgreementTests {
  static let predicates = [
    "$name == 'Ada Lovelace'", "$name != 'ada lovelace'", "$name ==[c] 'ada lovelace'",
    "$name BEGINSWITH 'Ada'", "$name ENDSWITH[c] 'LACE'", "$name CONTAINS ' '",
    "$name CONTAINS ''", "$name LIKE 'A*e'", "$name LIKE 'A?a*'", "$name LIKE '?'",
    "$name IN 'Ada Lovelace Byron'", "$name IN {'x', 'Ada Lovelace'}",
    "$city ==[d] 'Zurich'", "$city ==[cd] 'zurich'", "$city == 'Zurich'", "$city > 'Zz'",
    "$city < 'Zz'", "$city > 'Zu'", "$city <= 'Zürich'", "$nfd == 'é'", "$nfd CONTAINS 'é'",
    "$n == 7", "$n == 7.0", "$n > 6.5", "$n <= 7", "$n >= 8", "$n IN {1, 7, 9}", "$n == '7'",
    "$n != 7", "$x == 2.5", "$x >= 3", "$x < 2.6", "$on == YES", "$on == 1", "$off == NO",
    "$off == 0", "$on == 'YES'", "$on > $off", "$tags CONTAINS 'a'", "$tags CONTAINS 'b'",
    "$tags == {'c', 'a'}", "$tags == {'a'}", "$tags != {'a', 'c'}", "$pick == 'Économie'",
    "$pick ==[d] 'economie'", "$pick ==[cd] 'ECONOMIE'", "$pick IN {'Business'}",
    "$none == nil", "$none != nil", "$none < 3", "$nobody == nil", "$nobody.isHidden == nil",
    "$name.isHidden == NO", "$name.isDisabled == YES", "NOT ($n == 7 AND $on == NO)",
    "$n == 7 OR $x == 0", "TRUEPREDICATE", "FALSEPREDICATE", "$name > $city", "$n < $x",
    "$on == $n", "$on", "$off", "$label == 'fixed'", "$label BEGINSWITH 'fix'",
  ]

  @Test("every predicate gives the form's answer")
  func agreement() throws {
    let section =
      Section()
      <<< TextRow("name") { $0.value = "Ada Lovelace" }
      <<< TextRow("city") { $0.value = "Zürich" }
      <<< TextRow("nfd") { $0.value = "e\u{301}" }
      <<< IntRow("n") { $0.value = 7 }
      <<< DecimalRow("x") { $0.value = 2.5 }
      <<< SwitchRow("on") { $0.value = true }
      <<< SwitchRow("off") { $0.value = false }
      <<< MultipleSelectorRow<String>("tags") {
        $0.options = ["a", "b", "c"]
        $0.value = ["a", "c"]
      }
      <<< PushRow<String>("pick") {
        $0.options = ["Économie", "Business"]
        $0.value = "Économie"
      }
      <<< TextRow("none")
      <<< LabelRow("label") { $0.value = "fixed" }
    for (index, predicate) in Self.predicates.enumerated() {
      section <<< TextRow("p\(index)") { $0.hidden = Condition(stringLiteral: predicate) }
    }
    let form = Form() +++ section
    // Only the tag no row has, which predicates read as no value.
    #expect(form.lint().count == 2)
    let script = ConditionsScript(form: form)
    #expect(script.leftToServer.isEmpty)
    #expect(script.conditionCount == Self.predicates.count)

    func field(_ tag: String, _ value: String) -> FakeDOM.Node {
      .wrapper("fw-\(tag).row", [.input("fw-\(tag)", type: "text", value: value)])
    }
    var page: [FakeDOM.Node] = [
      field("name", "Ada Lovelace"), field("city", "Zürich"), field("nfd", "e\u{301}"),
      field("n", "7"), field("x", "2.5"), field("none", ""),
      .wrapper("fw-on.row", [.input("fw-on", type: "checkbox", checked: true)]),
      .wrapper("fw-off.row", [.input("fw-off", type: "checkbox")]),
      .wrapper("fw-tags.row", [.select("fw-tags", ["a", "b", "c"], selected: ["a", "c"])]),
      .wrapper(
        "fw-pick.row", [.select("fw-pick", ["", "Économie", "Business"], selected: ["Économie"])]),
      .wrapper("fw-label.row", []),
    ]
    var watched: [String] = []
    var expected: [String] = []
    for index in Self.predicates.indices {
      let row = try #require(form.rowBy(tag: "p\(index)"))
      page.append(.wrapper("fw-p\(index).row", hidden: row.isHidden, []))
      watched.append("fw-p\(index).row")
      expected.append("fw-p\(index).row" + (row.isHidden ? " hidden" : ""))
    }
    // Both answers occur, so a script that always said one of them would fail.
    #expect(expected.contains { $0.hasSuffix(" hidden") })
    #expect(expected.contains { !$0.hasSuffix(" hidden") })
    let lines = try FakeDOM.run(
      page: page, script: script.source,
      steps: [FakeDOM.Step(id: "fw-name", value: "Ada Lovelace")],
      watch: watched)
    let after = try #require(lines.last).dropFirst("fw-name: ".count).split(separator: " | ")
    for (index, (got, want)) in zip(after, expected).enumerated() {
      #expect(String(got) == want, "\(Self.predicates[index])")
    }
    #expect(after.count == expected.count)
  }
}
