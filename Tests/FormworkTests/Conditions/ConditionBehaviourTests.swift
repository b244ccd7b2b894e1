import Formwork
import Foundation
import Testing

@Suite("Hidden and disabled conditions")
struct ConditionBehaviourTests {
  @Test("a predicate string hides and shows a row at once when the value it reads changes")
  func predicateString() throws {
    let toggle = SwitchRow("more") { $0.value = false }
    let detail = TextRow("detail") { $0.hidden = "$more == NO" }
    let form = Form() +++ Section() <<< toggle <<< detail
    #expect(detail.isHidden)
    #expect(form.rows.map(\.tag) == ["more"])
    toggle.value = true
    #expect(!detail.isHidden)
    #expect(form.rows.map(\.tag) == ["more", "detail"])
  }

  @Test("setting a condition on a row already in the form takes effect at once")
  func settingCondition() {
    let row = TextRow("a")
    let form = Form() +++ Section() <<< row <<< TextRow("b")
    row.hidden = true
    #expect(form.rows.map(\.tag) == ["b"])
    row.hidden = .predicate(.value(of: "b").equals(nil))
    #expect(row.isHidden)
    row.hidden = nil
    #expect(form.rows.map(\.tag) == ["a", "b"])
  }

  @Test("a hidden row comes back at its original position, between hidden neighbours")
  func positions() throws {
    let form = Form() +++ Section()
    for name in ["a", "b", "c", "d", "e"] {
      form[0]
        <<< TextRow(name) {
          $0.hidden = .predicate(.value(of: "show").notEquals(.literal(.string(name))))
        }
    }
    form +++ Section() <<< TextRow("show")
    #expect(form[0].isEmpty)
    form.setValues(["show": "d"])
    #expect(form[0].map(\.tag) == ["d"])
    let c: TextRow? = form.rowBy(tag: "c")
    c?.hidden = false
    #expect(form[0].map(\.tag) == ["c", "d"])
    form.setValues(["show": "a"])
    #expect(form[0].map(\.tag) == ["a", "c"])
    #expect(form[0].allRows.map(\.tag) == ["a", "b", "c", "d", "e"])
  }

  @Test("chains propagate: C reads B's hidden state, B reads A's value")
  func chains() {
    let a = SwitchRow("a") { $0.value = false }
    let b = TextRow("b") { $0.hidden = "$a == NO" }
    let c = TextRow("c") { $0.hidden = "$b.isHidden" }
    let d = TextRow("d") { $0.disabled = "$c.isHidden == NO" }
    let form = Form() +++ Section() <<< a <<< b <<< c <<< d
    #expect(b.isHidden && c.isHidden && !d.isDisabled)
    #expect(form.rows.map(\.tag) == ["a", "d"])
    a.value = true
    #expect(!b.isHidden && !c.isHidden && d.isDisabled)
    #expect(form.rows.map(\.tag) == ["a", "b", "c", "d"])
    a.value = false
    #expect(b.isHidden && c.isHidden && !d.isDisabled)
  }

  @Test("a condition may name a row that is added later")
  func lateRows() {
    let dependent = TextRow("dependent") { $0.hidden = "$later == 'hide'" }
    let form = Form() +++ Section() <<< dependent
    #expect(!dependent.isHidden)
    #expect(form.lint() == [.unknownConditionTag(row: "dependent", tag: "later")])
    form +++ Section() <<< TextRow("later") { $0.value = "hide" }
    #expect(dependent.isHidden)
    #expect(form.lint().isEmpty)
    form.removeAll { $0.allRows.contains { $0.tag == "later" } }
    #expect(!dependent.isHidden)
  }

  @Test("section conditions hide whole sections and bring them back in place")
  func sections() {
    let toggle = SwitchRow("show") { $0.value = false }
    let form =
      Form()
      +++ Section("first") <<< toggle
      +++ Section("second") { $0.hidden = "$show == NO" } <<< TextRow("x")
      +++ Section("third") <<< TextRow("y")
    #expect(form.map(\.header?.title) == ["first", "third"])
    #expect(form.values()["x"] == nil)
    toggle.value = true
    #expect(form.map(\.header?.title) == ["first", "second", "third"])
    #expect(form.rows.map(\.tag) == ["show", "x", "y"])
  }

  @Test("function conditions are re-evaluated when a row they name changes")
  func functions() {
    var calls = 0
    let row = TextRow("t") {
      $0.hidden = .function(["n"]) { form in
        calls += 1
        return (form.rowBy(tag: "n") as? IntRow)?.value ?? 0 > 2
      }
    }
    let count = IntRow("n") { $0.value = 1 }
    let form = Form() +++ Section() <<< row <<< count <<< TextRow("unrelated")
    let before = calls
    count.value = 5
    #expect(row.isHidden)
    #expect(calls == before + 1)
    (form.rowBy(tag: "unrelated") as? TextRow)?.value = "x"
    #expect(calls == before + 1)
  }

  @Test("a cycle of conditions is reported by lint and evaluation ends")
  func cycles() {
    let a = TextRow("a") { $0.hidden = "$b.isHidden == NO" }
    let b = TextRow("b") { $0.hidden = "$c.isHidden == YES" }
    let c = TextRow("c") { $0.hidden = "$a.isHidden" }
    let form = Form() +++ Section() <<< a <<< b <<< c
    #expect(form.lint().contains(.conditionCycle(["a", "b", "c"])))
    a.hidden = "$b.isHidden"  // re-evaluates around the cycle without recursing forever
    #expect(form.allRows.count == 3)
    #expect(form.problems.contains { if case .conditionCycle = $0 { true } else { false } })
  }

  @Test("a row hiding on its own hidden state is a cycle of one")
  func selfCycle() {
    let row = TextRow("self") { $0.hidden = "$self.isHidden == NO" }
    let form = Form() +++ Section() <<< row
    #expect(form.lint().contains(.conditionCycle(["self"])))
  }

  @Test("a malformed predicate string is kept, reads as false and is reported with its offset")
  func invalidPredicate() {
    let row = TextRow("r") { $0.hidden = "$other ==" }
    let form = Form() +++ Section() <<< row <<< TextRow("other")
    #expect(!row.isHidden)
    let expected = PredicateError(
      source: "$other ==", offset: 9, expected: "a value or a '$tag'", found: "end of text")
    #expect(row.hidden?.error == expected)
    #expect(form.lint() == [.invalidCondition(row: "r", expected)])
    #expect(throws: expected) { try Condition(format: "$other ==") }
  }

  @Test(
    "the read-only form disables every row, including later ones, and lifting it restores each row's own state"
  )
  func readOnly() {
    let own = TextRow("own") { $0.disabled = true }
    let free = TextRow("free")
    let form = Form() +++ Section() <<< own <<< free
    form.disabled = true
    #expect(own.isDisabled && free.isDisabled)
    let later = TextRow("later")
    form[0] <<< later
    #expect(later.isDisabled)
    #expect(throws: InteractionError.disabled(row: "free")) { try free.typeText("x") }
    form.disabled = false
    #expect(own.isDisabled)
    #expect(!free.isDisabled && !later.isDisabled)
  }

  @Test("hidden rows keep their values by default, and the values are left out of values()")
  func keepPolicy() {
    let toggle = SwitchRow("show") { $0.value = true }
    let text = TextRow("text") {
      $0.value = "kept"
      $0.hidden = "$show == NO"
    }
    let form = Form() +++ Section() <<< toggle <<< text
    toggle.value = false
    #expect(text.value == "kept")
    #expect(form.values()["text"] == nil)
    #expect(form.values(includeHidden: true)["text"] as? String == "kept")
    toggle.value = true
    #expect(form.values()["text"] as? String == "kept")
  }

  @Test("the clear policy clears a row's value when it is hidden")
  func clearPolicy() {
    let toggle = SwitchRow("show") { $0.value = true }
    var changes: [String?] = []
    let text = TextRow("text") {
      $0.value = "gone"
      $0.hidden = "$show == NO"
    }
    .onChange { changes.append($0.value) }
    let form = Form() +++ Section() <<< toggle <<< text
    form.hiddenValuePolicy = .clear
    toggle.value = false
    #expect(text.value == nil)
    #expect(changes == [nil])
    #expect(form.values(includeHidden: true)["text"]! == nil)
  }

  @Test("observers learn when a row's hidden or disabled state changes, with its index path")
  func events() {
    let toggle = SwitchRow("t") { $0.value = false }
    let hidden = TextRow("h") { $0.hidden = "$t == YES" }
    let disabled = TextRow("d") { $0.disabled = "$t == YES" }
    let form = Form() +++ Section() <<< toggle <<< hidden <<< disabled
    var log: [String] = []
    form.observe { event in
      switch event {
      case .rowsRemoved(let rows, let paths):
        log.append("removed \(rows.map { $0.tag ?? "" }) \(paths.map { [$0.section, $0.row] })")
      case .rowsAdded(let rows, let paths):
        log.append("added \(rows.map { $0.tag ?? "" }) \(paths.map { [$0.section, $0.row] })")
      case .rowVisibilityChanged(let row, let isHidden, let path):
        log.append("\(row.tag ?? "") hidden=\(isHidden) \([path.section, path.row])")
      case .rowDisabledChanged(let row, let isDisabled, let path):
        log.append(
          "\(row.tag ?? "") disabled=\(isDisabled) \(path.map { [$0.section, $0.row] } ?? [])")
      case .valueChanged(let row, _, _, _):
        log.append("value \(row.tag ?? "")")
      default:
        log.append("other")
      }
    }
    toggle.value = true
    toggle.value = false
    // Cause first: the value change, then what it hid and disabled.
    #expect(
      log == [
        "value t", "removed [\"h\"] [[0, 1]]", "h hidden=true [0, 1]", "d disabled=true [0, 1]",
        "value t", "added [\"h\"] [[0, 1]]", "h hidden=false [0, 1]", "d disabled=false [0, 2]",
      ])
  }

  @Test("disabled rows refuse scripted input and keep their values")
  func disabledRefuses() {
    let text = TextRow("text") {
      $0.value = "same"
      $0.disabled = true
    }
    let toggle = SwitchRow("switch") {
      $0.value = false
      $0.disabled = true
    }
    let check = CheckRow("check") { $0.disabled = true }
    let form = Form() +++ Section() <<< text <<< toggle <<< check
    #expect(throws: InteractionError.disabled(row: "text")) { try form.type("x", into: "text") }
    #expect(throws: InteractionError.disabled(row: "switch")) { try form.toggle("switch") }
    #expect(throws: InteractionError.disabled(row: "check")) { try form.tap("check") }
    #expect(text.value == "same" && toggle.value == false && check.value == nil)
  }

  @Test("hiding the focused row takes focus away")
  func hidingFocused() throws {
    let toggle = SwitchRow("t") { $0.value = false }
    let text = TextRow("x") { $0.hidden = "$t == YES" }
    let form = Form() +++ Section() <<< toggle <<< text
    try text.focus()
    #expect(form.focusedRow === text)
    toggle.value = true
    #expect(form.focusedRow == nil)
    #expect(text.wasBlurred)
  }
}
