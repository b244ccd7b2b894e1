import Formwork
import FormworkHTML
import Foundation
import Testing

private typealias Node = FakeDOM.Node
private typealias Step = FakeDOM.Step

@Suite("The conditions script decides only what it decides as the server does")
struct ConditionsScriptExactnessTests {
  @Test(
    "A whole number the page cannot tell from its neighbours leaves the condition to the server")
  func inexactLiteral() {
    let form =
      Form()
      +++ Section()
      <<< IntRow("amount")
      <<< TextRow("note") { $0.hidden = "$amount == 9007199254740992" }
      <<< TextRow("small") { $0.hidden = "$amount == -9007199254740991" }
    let script = ConditionsScript(form: form)
    #expect(
      script.leftToServer == [
        ServerSideCondition(
          owner: "note", element: "fw-note.row", kind: .hidden,
          reasons: [.inexactNumber("9007199254740992")])
      ])
    #expect(script.conditionCount == 1)
  }

  @Test(
    "Text that JavaScript folds otherwise leaves a case- or diacritic-insensitive condition to the server",
    arguments: ["ı", "ẞ", "ΟΔΟΣ", "ﬀ" + "\u{301}", "آ"])
  func foldingLiteral(text: String) {
    let form =
      Form()
      +++ Section()
      <<< TextRow("name")
      <<< TextRow("folded") {
        $0.hidden = .predicate(
          .value(of: "name").equals(.literal(.string(text)), options: .caseInsensitive))
      }
      <<< TextRow("exact") {
        $0.hidden = .predicate(.value(of: "name").equals(.literal(.string(text))))
      }
    let script = ConditionsScript(form: form)
    #expect(script.leftToServer.map(\.owner) == ["folded"])
    #expect(script.leftToServer.first?.reasons == [.foldsDifferently(text)])
    #expect(script.conditionCount == 1)
  }

  @Test(
    "Typed numbers beyond 2^53 and text that folds otherwise leave the row as it is",
    .enabled(if: FakeDOM.isAvailable, "Node.js is not installed: the script is not run"))
  func undecidedAtRunTime() throws {
    let form =
      Form()
      +++ Section()
      <<< IntRow("a") { $0.value = 1 }
      <<< IntRow("b") { $0.value = 2 }
      <<< TextRow("name") { $0.value = "x" }
      <<< TextRow("same") { $0.hidden = "$a == $b" }
      <<< TextRow("eye") { $0.hidden = "$name ==[c] 'I'" }
      <<< TextRow("either") { $0.hidden = "$name ==[c] 'I' OR $a == 5" }
    #expect(ConditionsScript(form: form).leftToServer.isEmpty)
    let page: [Node] = [
      .wrapper("fw-a.row", [.input("fw-a", type: "number", value: "1")]),
      .wrapper("fw-b.row", [.input("fw-b", type: "number", value: "2")]),
      .wrapper("fw-name.row", [.input("fw-name", type: "text", value: "x")]),
      .wrapper("fw-same.row", [.input("fw-same", type: "text")]),
      .wrapper("fw-eye.row", [.input("fw-eye", type: "text")]),
      .wrapper("fw-either.row", [.input("fw-either", type: "text")]),
    ]
    let steps = [
      Step(id: "fw-a", value: "9007199254740993"), Step(id: "fw-b", value: "9007199254740992"),
      Step(id: "fw-name", value: "ı"), Step(id: "fw-a", value: "5"),
      Step(id: "fw-b", value: "5"), Step(id: "fw-name", value: "i"),
    ]
    let states = try FakeDOM.run(
      page: page, script: ConditionsScript(form: form).source, steps: steps,
      watch: ["fw-same.row", "fw-eye.row", "fw-either.row"])
    #expect(
      states == [
        "start: fw-same.row | fw-eye.row | fw-either.row",
        // 9007199254740993 reads as 2^53 in JavaScript: the comparison is left undecided.
        "fw-a: fw-same.row | fw-eye.row | fw-either.row",
        "fw-b: fw-same.row | fw-eye.row | fw-either.row",
        // JavaScript folds ı to i, Foundation does not: undecided, the rows stay.
        "fw-name: fw-same.row | fw-eye.row | fw-either.row",
        // One part of an OR decides it.
        "fw-a: fw-same.row | fw-eye.row | fw-either.row hidden",
        "fw-b: fw-same.row hidden | fw-eye.row | fw-either.row hidden",
        "fw-name: fw-same.row hidden | fw-eye.row hidden | fw-either.row hidden",
      ])
  }
}
