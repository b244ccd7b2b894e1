import Formwork
import Foundation
import Testing

/// Counts the rows and sections each delegate call reports.
private final class CountingDelegate: FormDelegate {
  var sectionsAdded = 0
  var sectionsRemoved = 0
  var sectionsReplacedIn = 0
  var sectionsReplacedOut = 0
  var rowsAdded = 0
  var rowsRemoved = 0
  var rowsReplacedIn = 0
  var rowsReplacedOut = 0
  var valuesChanged = 0

  func sectionsHaveBeenAdded(_ sections: [Section], at: IndexSet) {
    sectionsAdded += sections.count
  }
  func sectionsHaveBeenRemoved(_ sections: [Section], at: IndexSet) {
    sectionsRemoved += sections.count
  }
  func sectionsHaveBeenReplaced(oldSections: [Section], newSections: [Section], at: IndexSet) {
    sectionsReplacedOut += oldSections.count
    sectionsReplacedIn += newSections.count
  }
  func rowsHaveBeenAdded(_ rows: [BaseRow], at: [IndexPath]) {
    rowsAdded += rows.count
  }
  func rowsHaveBeenRemoved(_ rows: [BaseRow], at: [IndexPath]) {
    rowsRemoved += rows.count
  }
  func rowsHaveBeenReplaced(oldRows: [BaseRow], newRows: [BaseRow], at: [IndexPath]) {
    rowsReplacedOut += oldRows.count
    rowsReplacedIn += newRows.count
  }
  func valueHasBeenChanged(for row: BaseRow, oldValue: Any?, newValue: Any?) {
    valuesChanged += 1
  }
}

/// Records what it is told, in the same words as ``EventLog``, into a shared list.
private final class RecordingDelegate: FormDelegate {
  var calls: [String] = []

  func rowsHaveBeenAdded(_ rows: [BaseRow], at: [IndexPath]) {
    calls.append("delegate rowsAdded \(rows.map { $0.tag ?? "?" }) \(at.map(\.row))")
  }
  func valueHasBeenChanged(for row: BaseRow, oldValue: Any?, newValue: Any?) {
    calls.append("delegate valueChanged \(row.tag ?? "?") \(newValue.map { "\($0)" } ?? "nil")")
  }
}

/// A section that logs its own row hooks.
private final class HookedSection: Section {
  var hooks: [String] = []

  override func rowsHaveBeenAdded(_ rows: [BaseRow], at indexes: IndexSet) {
    hooks.append("added \(rows.map { $0.tag ?? "?" }) \(Array(indexes))")
  }
  override func rowsHaveBeenRemoved(_ rows: [BaseRow], at indexes: IndexSet) {
    hooks.append("removed \(rows.map { $0.tag ?? "?" }) \(Array(indexes))")
  }
  override func rowsHaveBeenReplaced(oldRows: [BaseRow], newRows: [BaseRow], at indexes: IndexSet) {
    hooks.append(
      "replaced \(oldRows.map { $0.tag ?? "?" }) \(newRows.map { $0.tag ?? "?" }) \(Array(indexes))"
    )
  }
}

@Suite("Form delegate and observers")
struct EventsTests {
  /// Sections `A` (rows a, b, c) and `B` (row d).
  private func sample() -> Form {
    Form()
      +++ Section("A") <<< TextRow("a") <<< TextRow("b") <<< TextRow("c")
      +++ Section("B") <<< TextRow("d")
  }

  // MARK: Delegate

  @Test("the delegate hears Eureka's delegate test scenario with the same counts")
  func eurekaDelegateScenario() {
    let form = Form()
    let delegate = CountingDelegate()
    form.delegate = delegate

    form +++ Section("A")
    form +++ TextRow("textrow1") { $0.value = " " }
    form +++ Section("C") <<< TextRow("textrow2") <<< TextRow("textrow3")
    #expect(delegate.sectionsAdded == 3)
    #expect(delegate.rowsAdded == 0)

    form[0][0] = TextRow("textrow6")
    form[1][0].baseValue = "a"
    #expect(delegate.valuesChanged == 1)
    #expect(delegate.sectionsAdded == 3)
    #expect(delegate.rowsAdded == 1)

    form[2][1] = TextRow("textrow7")
    form.replaceSubrange(0..<2, with: [Section("replaced in")])
    #expect(delegate.sectionsRemoved == 1)

    form[1].removeAll()
    form.removeAll()

    #expect(delegate.valuesChanged == 1)
    #expect(delegate.sectionsAdded == 3)
    #expect(delegate.rowsAdded == 1)
    #expect(delegate.sectionsRemoved == 3)
    #expect(delegate.rowsRemoved == 2)
    #expect(delegate.rowsReplacedIn == 1)
    #expect(delegate.rowsReplacedOut == 1)
    #expect(delegate.sectionsReplacedIn == 1)
    #expect(delegate.sectionsReplacedOut == 1)
  }

  @Test("the delegate hears before the observers")
  func delegateFirst() {
    let form = sample()
    let delegate = RecordingDelegate()
    form.delegate = delegate
    form.observe { delegate.calls.append("observer " + EventLog.describe($0)) }
    form[1] <<< TextRow("e")
    form.setValues(["e": "x"])
    #expect(
      delegate.calls == [
        "delegate rowsAdded [\"e\"] [1]", "observer rowsAdded e at 1.1",
        "delegate valueChanged e x", "observer valueChanged e nil -> x at 1.1",
      ])
  }

  @Test("a form whose delegate went away keeps working")
  func delegateReleased() {
    let form = sample()
    do {
      let delegate = CountingDelegate()
      form.delegate = delegate
      form[0] <<< TextRow("x")
      #expect(delegate.rowsAdded == 1)
    }
    #expect(form.delegate == nil)
    form[0] <<< TextRow("y")
    #expect(form[0].visibleTags == ["a", "b", "c", "x", "y"])
  }

  // MARK: Rows

  @Test("adding rows reports their index paths")
  func rowsAdded() {
    let form = sample()
    let log = EventLog(observing: form)
    form[0] <<< TextRow("e")
    form[1].append(contentsOf: [TextRow("f"), TextRow("g")])
    let first = form[0]
    first.insert(TextRow("x"), at: 1)
    #expect(
      log.events == [
        "rowsAdded e at 0.3",
        "rowsAdded f,g at 1.1,1.2",
        "rowsAdded x at 0.1",
      ])
  }

  @Test("removing rows reports where they were")
  func rowsRemoved() {
    let form = sample()
    let log = EventLog(observing: form)
    form[0].remove(at: 1)
    form[0].removeAll()
    form[1].removeAll { $0.tag == "d" }
    #expect(
      log.events == [
        "rowsRemoved b at 0.1",
        "rowsRemoved a,c at 0.0,0.1",
        "rowsRemoved d at 1.0",
      ])
  }

  @Test("replacing rows reports replacements, then removals or additions")
  func rowsReplaced() {
    let form = sample()
    let log = EventLog(observing: form)
    form[0][1] = TextRow("x")
    #expect(log.events == ["rowsReplaced b by x at 0.1"])
    log.clear()
    form[0].replaceSubrange(1..<2, with: [TextRow("y"), TextRow("z")])
    #expect(log.events == ["rowsReplaced x by y at 0.1", "rowsAdded z at 0.2"])
    log.clear()
    form[0].replaceSubrange(0..<4, with: [TextRow("w")])
    #expect(log.events == ["rowsReplaced a by w at 0.0", "rowsRemoved y,z,c at 0.1,0.2,0.3"])
    #expect(form[0].visibleTags == ["w"])
  }

  @Test("replacing a row by a hidden row reports a removal, and the row shows in its place")
  func replaceByHiddenRow() {
    let form = sample()
    let log = EventLog(observing: form)
    form[0][1] = TextRow("h") { $0.hidden = true }
    #expect(log.events == ["rowsRemoved b at 0.1"])
    form.allRows[1].hidden = false
    #expect(log.events == ["rowsRemoved b at 0.1", "rowsAdded h at 0.1", "rowShown h at 0.1"])
  }

  @Test("removing rows with hidden ones among them reports only the visible ones")
  func removeWithHidden() {
    let form = sample()
    form[0] <<< TextRow("h") { $0.hidden = true } <<< TextRow("i")
    let log = EventLog(observing: form)
    form[0].removeAll { ["b", "h", "i"].contains($0.tag) }
    #expect(log.events == ["rowsRemoved b,i at 0.1,0.3"])
  }

  @Test("moving a row between sections reports a removal and an addition")
  func moveRow() {
    let form = sample()
    let log = EventLog(observing: form)
    form[1] <<< form[0][0]
    #expect(log.events == ["rowsRemoved a at 0.0", "rowsAdded a at 1.1"])
  }

  @Test("changes inside a hidden section report nothing")
  func hiddenSectionIsQuiet() {
    let form = sample()
    form[1].hidden = true
    let log = EventLog(observing: form)
    let hidden = form.allSections[1]
    hidden <<< TextRow("e")
    hidden.remove(at: 0)
    hidden <<< TextRow("f") { $0.hidden = true }
    #expect(log.events.isEmpty)
    #expect(hidden.allTags == ["e", "f"])
  }

  @Test("a hidden row added to a form reports nothing")
  func hiddenRowAddedQuietly() {
    let form = sample()
    let log = EventLog(observing: form)
    form[0] <<< TextRow("h") { $0.hidden = true }
    #expect(log.events.isEmpty)
  }

  // MARK: Sections

  @Test("adding, removing and replacing sections reports their indexes")
  func sections() {
    let form = sample()
    let log = EventLog(observing: form)
    form +++ Section("C")
    form.insert(Section("X"), at: 0)
    form.remove(at: 1)
    form[1] = Section("Y")
    form.replaceSubrange(0..<1, with: [Section("P"), Section("Q")])
    form.replaceSubrange(1..<4, with: [Section("R")])
    #expect(
      log.events == [
        "sectionsAdded C at 2",
        "sectionsAdded X at 0",
        "sectionsRemoved A at 1",
        "sectionsReplaced B by Y at 1",
        "sectionsReplaced X by P at 0",
        "sectionsAdded Q at 1",
        "sectionsReplaced Q by R at 1",
        "sectionsRemoved Y,C at 2,3",
      ])
    #expect(form.map(\.name) == ["P", "R"])
  }

  @Test("a hidden section added to a form reports nothing; removeAll reports the visible ones")
  func hiddenSections() {
    let form = sample()
    let log = EventLog(observing: form)
    form +++ Section("H") { $0.hidden = true }
    #expect(log.events.isEmpty)
    form.removeAll()
    #expect(log.events == ["sectionsRemoved A,B at 0,1"])
  }

  // MARK: Hiding and showing

  @Test("hiding a row reports it removed; showing it reports it added at its place")
  func hideAndShowRow() throws {
    let form =
      Form() +++ Section("S")
      <<< SwitchRow("more") { $0.value = false }
      <<< TextRow("detail") {
        $0.hidden = .function(["more"]) { ($0.rowBy(tag: "more") as? SwitchRow)?.value != true }
      }
      <<< TextRow("after")
    let log = EventLog(observing: form)
    let more: SwitchRow = try #require(form.rowBy(tag: "more"))
    more.value = true
    more.value = false
    #expect(
      log.events == [
        "valueChanged more false -> true at 0.0",
        "rowsAdded detail at 0.1",
        "rowShown detail at 0.1",
        "valueChanged more true -> false at 0.0",
        "rowsRemoved detail at 0.1",
        "rowHidden detail at 0.1",
      ])
  }

  @Test("a row hidden with a Boolean literal reports removed and added")
  func hideRowWithLiteral() {
    let form = sample()
    let log = EventLog(observing: form)
    form[0][1].hidden = true
    form.allRows[1].hidden = false
    #expect(
      log.events == [
        "rowsRemoved b at 0.1", "rowHidden b at 0.1", "rowsAdded b at 0.1", "rowShown b at 0.1",
      ])
  }

  @Test("hiding and showing a section reports it at its index")
  func hideAndShowSection() {
    let form = sample() +++ Section("C")
    let log = EventLog(observing: form)
    form[1].hidden = true
    form.allSections[1].hidden = false
    #expect(
      log.events == [
        "sectionsRemoved B at 1", "sectionHidden B at 1", "sectionsAdded B at 1",
        "sectionShown B at 1",
      ])
  }

  // MARK: Values

  @Test("a value change reports the old and new values and where the row is")
  func valueChanged() throws {
    let form = Form() +++ Section() <<< TextRow("name") <<< IntRow("age") { $0.value = 1 }
    let log = EventLog(observing: form)
    let age: IntRow = try #require(form.rowBy(tag: "age"))
    age.value = 2
    age.value = 2
    age.value = nil
    form.setValues(["name": "Ada"])
    #expect(
      log.events == [
        "valueChanged age 1 -> 2 at 0.1",
        "valueChanged age 2 -> nil at 0.1",
        "valueChanged name nil -> Ada at 0.0",
      ])
  }

  @Test("a value change of a hidden row reports no position")
  func valueChangedWhileHidden() {
    let form = Form() +++ Section() <<< IntRow("secret") { $0.hidden = true }
    let log = EventLog(observing: form)
    form.setValues(["secret": 7])
    #expect(log.events == ["valueChanged secret nil -> 7 at hidden"])
  }

  @Test("the values carried by an event keep their types")
  func typedValues() throws {
    let form = Form() +++ Section() <<< DecimalRow("price") { $0.value = 1.5 }
    var pairs: [(Double?, Double?)] = []
    form.observe { event in
      if case .valueChanged(_, let old, let new, _) = event {
        pairs.append((old as? Double, new as? Double))
      }
    }
    form.setValues(["price": 2.5])
    #expect(pairs.count == 1)
    #expect(pairs.first?.0 == 1.5)
    #expect(pairs.first?.1 == 2.5)
  }

  // MARK: Observers

  @Test("removeObserver stops delivery to that observer only")
  func removeObserver() {
    let form = sample()
    let kept = EventLog(observing: form)
    let removed = EventLog(observing: form)
    form[0] <<< TextRow("x")
    form.removeObserver(removed.observation)
    form[0] <<< TextRow("y")
    #expect(kept.events == ["rowsAdded x at 0.3", "rowsAdded y at 0.4"])
    #expect(removed.events == ["rowsAdded x at 0.3"])
  }

  @Test("several observers each receive every event, in registration order")
  func severalObservers() {
    let form = sample()
    var order: [String] = []
    form.observe { _ in order.append("first") }
    form.observe { _ in order.append("second") }
    form[0] <<< TextRow("x")
    #expect(order == ["first", "second"])
  }

  // MARK: Section hooks

  @Test("a section subclass hears its own rows added, removed and replaced")
  func sectionHooks() {
    let section = HookedSection()
    section <<< TextRow("a") <<< TextRow("b")
    section.append(contentsOf: [TextRow("c"), TextRow("d")])
    section[0] = TextRow("x")
    section.remove(at: 1)
    section[0].hidden = true
    #expect(
      section.hooks == [
        "added [\"a\"] [0]", "added [\"b\"] [1]", "added [\"c\", \"d\"] [2, 3]",
        "replaced [\"a\"] [\"x\"] [0]", "removed [\"b\"] [1]", "removed [\"x\"] [0]",
      ])
  }
}
