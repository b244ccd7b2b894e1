import Formwork
import FormworkTestSupport
import Testing

/// Several changes as one pass (`Form.performChanges(_:)`): cells refreshed once, events cause
/// first, conditions evaluated once; `setValues` and model reloads run so.
@Suite("Several changes run as one pass")
struct PerformChangesTests {
  /// Rows "a", "b", "c", and "odd", hidden while an odd number of the three hold a value (so
  /// setting them one by one hides, shows and hides it again); every cell shown, the form
  /// observed.
  static func form(_ trace: ChangeTrace) -> Form {
    let count = { (form: Form) -> Int in
      ["a", "b", "c"].filter { form.rowBy(tag: $0)?.baseValue != nil }.count
    }
    let odd = TextRow("odd") {
      $0.hidden = .function(["a", "b", "c"]) { form in
        trace.evaluations += 1
        return count(form) % 2 == 1
      }
    }
    let form =
      Form() +++ Section()
      <<< IntRow("a") <<< IntRow("b") <<< IntRow("c") <<< odd
    trace.watch(form)
    return form
  }

  /// The events of setting "a", "b" and "c" in one pass: the values, cause first, then "odd"
  /// hidden once, then each refreshed cell once.
  static let onePassEvents = [
    "valueChanged(a)", "valueChanged(b)", "valueChanged(c)",
    "rowsRemoved(odd)", "rowVisibilityChanged(odd, true)",
    "cellChanged(a)", "cellChanged(b)", "cellChanged(c)",
  ]

  @Test("setValues of several values refreshes each cell once and evaluates a condition once")
  func setValuesIsOnePass() {
    let trace = ChangeTrace()
    let form = Self.form(trace)
    form.setValues(["a": 1, "b": 2, "c": 3])
    #expect(trace.cellUpdates == ["a": 1, "b": 1, "c": 1])
    #expect(trace.evaluations == 1)
    #expect(trace.events == Self.onePassEvents)
    #expect(form.rowBy(tag: "odd")?.isHidden == true)
  }

  @Test("setValues(checking:) of several values is one pass")
  func checkingSetValuesIsOnePass() throws {
    let trace = ChangeTrace()
    let form = Self.form(trace)
    try form.setValues(checking: ["a": 1, "b": 2, "c": 3])
    #expect(trace.cellUpdates == ["a": 1, "b": 1, "c": 1])
    #expect(trace.evaluations == 1)
    #expect(trace.events == Self.onePassEvents)
  }

  @Test("performChanges holds events and cell refreshes back until its body returns")
  func performChangesHoldsBack() {
    let trace = ChangeTrace()
    let form = Self.form(trace)
    let a: IntRow? = form.rowBy(tag: "a")
    let b: IntRow? = form.rowBy(tag: "b")
    form.performChanges {
      a?.value = 1
      a?.value = 2
      b?.value = 3
      #expect(trace.events.isEmpty)
      #expect(trace.cellUpdates.isEmpty)
    }
    #expect(trace.cellUpdates == ["a": 1, "b": 1])
    #expect(trace.evaluations == 1)
    #expect(
      trace.events == [
        "valueChanged(a)", "valueChanged(a)", "valueChanged(b)", "cellChanged(a)",
        "cellChanged(b)",
      ])
  }

  @Test("Reading a row's hidden state inside performChanges gives its current answer")
  func readsAreCurrent() {
    let trace = ChangeTrace()
    let form = Self.form(trace)
    let a: IntRow? = form.rowBy(tag: "a")
    let odd = form.rowBy(tag: "odd")
    form.performChanges {
      a?.value = 1
      #expect(odd?.isHidden == true)
      #expect(form.rows.map(\.tag) == ["a", "b", "c"])
      #expect(odd?.indexPath == nil)
    }
    #expect(trace.evaluations == 1)
  }

  @Test("A nested performChanges joins the outer pass")
  func nestedCallsJoin() {
    let trace = ChangeTrace()
    let form = Self.form(trace)
    let a: IntRow? = form.rowBy(tag: "a")
    let b: IntRow? = form.rowBy(tag: "b")
    let c: IntRow? = form.rowBy(tag: "c")
    let answer = form.performChanges {
      a?.value = 1
      form.performChanges {
        b?.value = 2
        form.setValues(["c": 3])
      }
      #expect(trace.events.isEmpty)
      return 42
    }
    #expect(answer == 42)
    #expect(c?.value == 3)
    #expect(trace.cellUpdates == ["a": 1, "b": 1, "c": 1])
    #expect(trace.evaluations == 1)
    #expect(trace.events == Self.onePassEvents)
  }

  struct Stop: Error, Equatable {}

  @Test("A throw inside performChanges ends the pass: the changes made stand, their events go out")
  func throwEndsThePass() {
    let trace = ChangeTrace()
    let form = Self.form(trace)
    let a: IntRow? = form.rowBy(tag: "a")
    let b: IntRow? = form.rowBy(tag: "b")
    #expect(throws: Stop()) {
      try form.performChanges { () throws(Stop) in
        a?.value = 1
        #expect(trace.events.isEmpty)
        throw Stop()
      }
    }
    b?.value = 2
    #expect(a?.value == 1)
    #expect(trace.cellUpdates == ["a": 1, "b": 1])
    #expect(trace.evaluations == 2)
    #expect(
      trace.events == [
        "valueChanged(a)", "rowsRemoved(odd)", "rowVisibilityChanged(odd, true)",
        "cellChanged(a)", "valueChanged(b)", "rowsAdded(odd)",
        "rowVisibilityChanged(odd, false)", "cellChanged(b)",
      ])
  }

  @Test("onChange runs as its change ends, seeing the conditions' current answers")
  func callbacksSeeCurrentState() {
    let trace = ChangeTrace()
    let form = Self.form(trace)
    let a: IntRow? = form.rowBy(tag: "a")
    let b: IntRow? = form.rowBy(tag: "b")
    var seen: [Bool?] = []
    // Weakly: the form holds the row that holds this closure.
    a?.onChange { [weak form] _ in seen.append(form?.rowBy(tag: "odd")?.isHidden) }
    // onChange may set another row, as a request binding relies on: the later value wins.
    b?.onChange { _ in a?.value = nil }
    form.performChanges {
      a?.value = 1
      b?.value = 2
      a?.value = 3
    }
    #expect(seen == [true, true, false])
    #expect(a?.value == 3)
  }

  struct Counts: Codable {
    var a: Int?
    var b: Int?
    var c: Int?
  }

  @Test("Reloading values from a model is one pass")
  func modelReloadIsOnePass() throws {
    let form = try Form(model: Counts())
    let trace = ChangeTrace()
    form.allSections[0]
      <<< TextRow("odd") {
        $0.hidden = .function(["a", "b", "c"]) { form in
          trace.evaluations += 1
          return ["a", "b", "c"].filter { form.rowBy(tag: $0)?.baseValue != nil }.count % 2 == 1
        }
      }
    trace.watch(form)
    try form.reloadValues(from: Counts(a: 1, b: 2, c: 3))
    #expect(trace.cellUpdates == ["a": 1, "b": 1, "c": 1])
    #expect(trace.evaluations == 1)
    #expect(
      trace.events.filter { $0.hasPrefix("rowVisibilityChanged") } == [
        "rowVisibilityChanged(odd, true)"
      ])
  }
}
