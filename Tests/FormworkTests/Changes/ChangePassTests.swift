import Formwork
import Foundation
import Testing

/// One change, one pass: what a value change delivers, in which order, and how often each cell is
/// refreshed (see `ChangePass`).
@Suite("A change of the form runs as one pass")
struct ChangePassTests {
  /// The issue's example: a switch with a rule validated on change, `cellUpdate`, `onChange` and
  /// `onRowValidationChanged`, read by another row's hidden condition, in an observed form.
  final class Trace {
    var entries: [String] = []
  }

  static func observedSwitchForm(_ trace: Trace) -> (Form, SwitchRow) {
    let sw = SwitchRow("sw") {
      $0.value = false
      $0.validationOptions = .validatesOnChange
      $0.add(rule: RuleClosure { $0 == true ? ValidationError(msg: "no") : nil })
    }
    .cellUpdate { _, row in trace.entries.append("cellUpdate(\(row.tag ?? "?"))") }
    .onChange { row in trace.entries.append("onChange(\(row.tag ?? "?"))") }
    .onRowValidationChanged { _, row in
      trace.entries.append("onRowValidationChanged(\(row.tag ?? "?"))")
    }
    let dependent = TextRow("dep") { $0.hidden = "$sw == YES" }
    let form = Form() +++ Section() <<< sw <<< dependent
    form.observe { event in
      switch event {
      case .valueChanged(let row, _, _, _): trace.entries.append("valueChanged(\(row.tag ?? "?"))")
      case .rowsRemoved(let rows, _): trace.entries.append("rowsRemoved(\(rows[0].tag ?? "?"))")
      case .rowsAdded(let rows, _): trace.entries.append("rowsAdded(\(rows[0].tag ?? "?"))")
      case .rowVisibilityChanged(let row, _, _):
        trace.entries.append("rowVisibilityChanged(\(row.tag ?? "?"))")
      case .cellChanged(let row, _): trace.entries.append("cellChanged(\(row.tag ?? "?"))")
      default: trace.entries.append("other")
      }
    }
    return (form, sw)
  }

  @Test("one value change: cell refreshed once, events cause first, then callbacks")
  func issueExample() {
    let trace = Trace()
    let (form, sw) = Self.observedSwitchForm(trace)
    defer { withExtendedLifetime(form) {} }
    // A renderer has shown the switch: its cell exists.
    _ = sw.displayedCell
    trace.entries.removeAll()
    sw.value = true
    #expect(
      trace.entries == [
        "cellUpdate(sw)",
        "valueChanged(sw)", "rowsRemoved(dep)", "rowVisibilityChanged(dep)", "cellChanged(sw)",
        "onRowValidationChanged(sw)", "onChange(sw)",
      ])
  }

  @Test("cellUpdate runs once per change, however many things changed in the row")
  func cellUpdateOnce() {
    var updates = 0
    let name = TextRow("name") {
      $0.validationOptions = .validatesOnChange
      $0.add(rule: RuleMinLength(minLength: 3))
      $0.disabled = "$lock == YES"
    }
    .cellUpdate { _, _ in updates += 1 }
    let lock = SwitchRow("lock") { $0.value = false }
    let form = Form() +++ Section() <<< lock <<< name
    _ = name.displayedCell
    updates = 0
    // New value, new errors: one update.
    name.value = "ab"
    #expect(updates == 1)
    #expect(name.cell.validationMessages.count == 1)
    // Disabled by a condition: one update.
    lock.value = true
    #expect(updates == 2)
    #expect(name.cell.isDisabled)
    // Focus and blur each refresh once.
    lock.value = false
    updates = 0
    try? name.focus()
    #expect(updates == 1)
    form.resignFocus()
    #expect(updates == 2)
  }

  @Test("a row not yet drawn is not refreshed, and sends no cell event")
  func unloadedCells() {
    let text = TextRow("t")
    let form = Form() +++ Section() <<< text
    let log = EventLog(observing: form, includingCells: true)
    text.value = "x"
    #expect(log.events == ["valueChanged t nil -> x at 0.0"])
    #expect(!text.isCellLoaded)
  }

  @Test("every kind of cell change sends cellChanged for the row")
  func cellChangedForEveryKind() async {
    let text = TextRow("t") { $0.title = "T" }
    let other = SwitchRow("o") { $0.value = false }
    text.disabled = "$o == YES"
    text.add(asyncRule: AsyncRuleClosure<String> { _ in nil })
    let form = Form() +++ Section() <<< other <<< text
    _ = text.displayedCell
    let log = EventLog(observing: form, includingCells: true)
    text.title = "Title"
    #expect(log.events == ["cellChanged t at 0.1"])
    log.clear()
    text.value = "v"
    #expect(log.events == ["valueChanged t nil -> v at 0.1", "cellChanged t at 0.1"])
    log.clear()
    text.validationErrors = [ValidationError(msg: "bad")]
    #expect(log.events == ["cellChanged t at 0.1"])
    log.clear()
    try? text.focus()
    #expect(log.events == ["cellChanged t at 0.1"])
    log.clear()
    text.blur()
    #expect(log.events == ["cellChanged t at 0.1"])
    log.clear()
    other.value = true
    #expect(
      log.events == [
        "valueChanged o false -> true at 0.0", "rowDisabled t at 0.1", "cellChanged t at 0.1",
      ])
    log.clear()
    text.helpText = "help"
    text.placeholder = "p"
    text.required = true
    #expect(log.events == ["cellChanged t at 0.1", "cellChanged t at 0.1", "cellChanged t at 0.1"])
    log.clear()
    other.value = false
    log.clear()
    // An async validation refreshes the cell when it starts and when it ends.
    text.validationErrors = []
    log.clear()
    _ = await text.validateAsync()
    #expect(log.events == ["cellChanged t at 0.1", "cellChanged t at 0.1"])
  }

  // MARK: Changes made from callbacks

  @Test("a change made in onChange runs as its own pass, after the events of the first")
  func nestedFromOnChange() {
    var order: [String] = []
    let a = IntRow("a")
    let b = IntRow("b")
    a.onChange { row in
      order.append("onChange a")
      b.value = (row.value ?? 0) * 10
      order.append("after b set: \(b.value ?? -1)")
    }
    b.onChange { _ in order.append("onChange b") }
    let form = Form() +++ Section() <<< a <<< b
    let log = EventLog(observing: form)
    a.value = 2
    #expect(log.events == ["valueChanged a nil -> 2 at 0.0", "valueChanged b nil -> 20 at 0.1"])
    // Nested: b's whole change (and its onChange) is done before a's onChange goes on.
    #expect(order == ["onChange a", "onChange b", "after b set: 20"])
  }

  @Test("observers that set values on every change end, with the loop recorded")
  func observerLoopEnds() {
    let a = IntRow("a") { $0.value = 0 }
    let b = IntRow("b") { $0.value = 0 }
    let form = Form() +++ Section() <<< a <<< b
    var heard = 0
    form.observe { event in
      guard case .valueChanged(let row, _, _, _) = event else { return }
      heard += 1
      // Each change of one row sets the other to a new value.
      if row === a { b.value = (b.value ?? 0) + 1 } else { a.value = (a.value ?? 0) + 1 }
    }
    a.value = 1
    #expect(heard > 1)
    #expect(heard <= Form.maximumNestedValueChanges + 1)
    #expect(form.problems.contains { if case .valueChangeLoop = $0 { true } else { false } })
  }

  @Test("validation callbacks that change each other's rows end")
  func validationCallbackLoopEnds() {
    let a = TextRow("a") {
      $0.validationOptions = .validatesOnChange
      $0.add(rule: RuleMinLength(minLength: 100))
    }
    let b = TextRow("b") {
      $0.validationOptions = .validatesOnChange
      $0.add(rule: RuleMinLength(minLength: 100))
    }
    var runs = 0
    // Weak captures: the two rows would otherwise hold each other through their callbacks.
    a.onRowValidationChanged { [weak b] _, _ in
      guard let b else { return }
      runs += 1
      b.value = "b\(runs)"
      b.validationErrors = []
    }
    b.onRowValidationChanged { [weak a] _, _ in
      guard let a else { return }
      runs += 1
      a.value = "a\(runs)"
      a.validationErrors = []
    }
    let form = Form() +++ Section() <<< a <<< b
    a.value = "x"
    #expect(runs > 2)
    #expect(runs < 10 * Form.maximumNestedValueChanges)
    #expect(!form.problems.isEmpty)
  }

  @Test("an observer that adds rows while it hears a section appear keeps renderers in step")
  func observerChangesStructureDuringDelivery() {
    let more = SwitchRow("more") { $0.value = false }
    let details = Section("Details") { $0.hidden = "$more == NO" }
    details <<< TextRow("first")
    let form = Form() +++ Section("Main") <<< more +++ details
    var mirror = form.map { Array($0).map { $0.tag ?? "?" } }
    form.observe { event in
      switch event {
      case .valueChanged(let row, _, _, _) where row === more:
        // Told of the switch, the observer adds a row to the section the switch shows.
        details <<< TextRow("added")
      case .sectionsAdded(let sections, let indexes):
        for (section, index) in zip(sections, indexes) {
          mirror.insert(Array(section).map { $0.tag ?? "?" }, at: index)
        }
      case .sectionsRemoved(_, let indexes):
        for index in indexes.reversed() { mirror.remove(at: index) }
      case .rowsAdded(let rows, let paths):
        for (row, path) in zip(rows, paths) {
          mirror[path.section].insert(row.tag ?? "?", at: path.row)
        }
      case .rowsRemoved(_, let paths):
        for path in paths.sorted(by: >) { mirror[path.section].remove(at: path.row) }
      default: break
      }
    }
    more.value = true
    #expect(mirror == form.map { Array($0).map { $0.tag ?? "?" } })
    #expect(mirror == [["more"], ["first", "added"]])
  }
}
