import Formwork
import Foundation
import Testing

// Per-type defaults (`defaultCellSetup`, …) are global and tests run in parallel, so each test
// that sets a default uses a row type of its own, defined here, and resets the default after.

/// A list of calls, in the order they happened.
private final class CallLog {
  var calls: [String] = []
}

private final class ProbeCell: FieldCell<String>, CellType {}

private final class SetupProbeRow: FieldRow<ProbeCell>, RowType {}
private final class UpdateProbeRow: FieldRow<ProbeCell>, RowType {}
private final class InitProbeRow: FieldRow<ProbeCell>, RowType {}
private final class HighlightProbeRow: FieldRow<ProbeCell>, RowType {}
private final class UntouchedProbeRow: FieldRow<ProbeCell>, RowType {}
private final class ClearProbeRow: FieldRow<ProbeCell>, RowType {}

/// A cell and row that log every step of a cell update.
private final class OrderCell: FieldCell<String>, CellType {
  override func setup() {
    super.setup()
    (baseRow as? OrderProbeRow)?.log.calls.append("cell.setup")
  }

  override func update() {
    super.update()
    (baseRow as? OrderProbeRow)?.log.calls.append("cell.update")
  }
}

private final class OrderProbeRow: FieldRow<OrderCell>, RowType {
  let log = CallLog()

  override func customUpdateCell() {
    log.calls.append("customUpdateCell")
  }
}

/// A row type whose subclass is another row type, to show defaults do not pass down.
private class ParentProbeRow: FieldRow<ProbeCell>, RowType {}
private final class ChildProbeRow: ParentProbeRow {}

@Suite("Row callbacks")
struct CallbacksTests {
  // MARK: onChange

  @Test("onChange runs on a plain form with no delegate or observer")
  func onChangeWithoutDelegate() {
    var values: [Int?] = []
    let row = IntRow("n").onChange { values.append($0.value) }
    let form = Form() +++ Section() <<< row
    row.value = 1
    row.value = nil
    #expect(values == [1, nil])
    #expect(form.delegate == nil)
  }

  @Test("onChange runs once per distinct value, not for an equal value")
  func onChangeOncePerChange() {
    var count = 0
    let row = TextRow("t").onChange { _ in count += 1 }
    let form = Form() +++ Section() <<< row
    row.value = "a"
    row.value = "a"
    row.value = "b"
    form.setValues(["t": "b"])
    row.baseValue = "b"
    #expect(count == 2)
  }

  @Test("onChange does not run before the row joins a form")
  func onChangeNotBeforeForm() {
    var count = 0
    let row = IntRow("n") { $0.value = 1 }.onChange { _ in count += 1 }
    row.value = 2
    let section = Section() <<< row
    row.value = 3
    #expect(count == 0)
    let form = Form() +++ section
    row.value = 4
    #expect(count == 1)
    #expect(form.values()["n"] as? Int == 4)
  }

  @Test("onChange runs for each row type when its value changes")
  func onChangePerRowType() throws {
    var changed: [String] = []
    let site = try #require(URL(string: "https://xmartlabs.com"))
    let form =
      Form() +++ Section()
      <<< TextRow("text").onChange { _ in changed.append("text") }
      <<< IntRow("int").onChange { _ in changed.append("int") }
      <<< DecimalRow("decimal").onChange { _ in changed.append("decimal") }
      <<< URLRow("url").onChange { _ in changed.append("url") }
      <<< SliderRow("slider") { $0.maximumValue = 10 }.onChange { _ in changed.append("slider") }
      <<< StepperRow("stepper").onChange { _ in changed.append("stepper") }
      <<< SwitchRow("switch").onChange { _ in changed.append("switch") }
      <<< CheckRow("check").onChange { _ in changed.append("check") }
    try form.setValues(checking: [
      "text": "text", "int": 33, "decimal": 35.7, "url": site,
      "slider": Float(5), "stepper": 2.5, "switch": true, "check": true,
    ])
    #expect(changed == ["check", "decimal", "int", "slider", "stepper", "switch", "text", "url"])
  }

  @Test("onChange of one row can change another (Eureka's chaining)")
  func onChangeChaining() {
    let check = CheckRow("row1") {
      $0.title = "check"
      $0.value = false
    }
    let form =
      Form() +++ Section("something")
      <<< check
      <<< IntRow("row2") {
        $0.title = "int"
        $0.value = 1
      }
      .onChange { row in check.value = (row.value ?? 0) % 2 == 0 }
    form[0][1].baseValue = 2
    #expect(check.value == true)
    form[0][1].baseValue = 3
    #expect(check.value == false)
  }

  @Test("onChange sees the new value and the form already updated")
  func onChangeSeesNewState() throws {
    var seen: [String] = []
    let form =
      Form() +++ Section()
      <<< SwitchRow("more")
      <<< TextRow("detail") {
        $0.hidden = .function(["more"]) { ($0.rowBy(tag: "more") as? SwitchRow)?.value != true }
      }
    let more: SwitchRow = try #require(form.rowBy(tag: "more"))
    more.onChange { [weak form] row in
      seen.append("\(row.value ?? false) \(row.cell.control) \(form?.rowTags ?? [])")
    }
    more.value = true
    #expect(seen == ["true toggle(isOn: true) [\"more\", \"detail\"]"])
  }

  // MARK: cellSetup and cellUpdate

  @Test("cellSetup runs once, when the cell is first used")
  func cellSetupOnce() {
    var setups = 0
    let row = TextRow("t").cellSetup { _, _ in setups += 1 }
    let form = Form() +++ Section() <<< row
    row.value = "a"
    #expect(setups == 0)
    _ = row.cell
    #expect(setups == 1)
    row.value = "b"
    _ = row.cell
    row.updateCell()
    #expect(setups == 1)
    #expect(form.rows.count == 1)
  }

  @Test("creating the cell runs no cellUpdate, as in Eureka; each change after it runs one")
  func cellUpdateCount() {
    var updates = 0
    let row = IntRow("n").cellUpdate { _, _ in updates += 1 }
    let form = Form() +++ Section() <<< row
    row.value = 1
    #expect(updates == 0)
    _ = row.cell
    #expect(updates == 0)
    #expect(row.cell.valueText == "1")
    row.updateCell()
    #expect(updates == 1)
    row.value = 2
    #expect(updates == 2)
    row.value = 2
    #expect(updates == 2)
    form.setValues(["n": 3])
    #expect(updates == 3)
    row.title = "Count"
    #expect(updates == 4)
    row.updateCell()
    #expect(updates == 5)
  }

  @Test("a cell update runs cell.update, customUpdateCell, the default, then the row's")
  func cellUpdateOrder() {
    OrderProbeRow.defaultCellUpdate = { _, row in row.log.calls.append("defaultCellUpdate") }
    OrderProbeRow.defaultCellSetup = { _, row in row.log.calls.append("defaultCellSetup") }
    defer {
      OrderProbeRow.defaultCellUpdate = nil
      OrderProbeRow.defaultCellSetup = nil
    }
    let row = OrderProbeRow("o")
      .cellSetup { _, row in row.log.calls.append("cellSetup") }
      .cellUpdate { _, row in row.log.calls.append("cellUpdate") }
    let form = Form() +++ Section() <<< row
    _ = row.cell
    // Creating a cell sets it up and refreshes it from its row; the update callbacks wait for
    // the first update, as in Eureka.
    #expect(row.log.calls == ["cell.setup", "defaultCellSetup", "cellSetup", "cell.update"])
    row.log.calls.removeAll()
    row.value = "x"
    #expect(
      row.log.calls == ["cell.update", "customUpdateCell", "defaultCellUpdate", "cellUpdate"])
    #expect(form.rows.count == 1)
  }

  @Test("a value set in code shows in the cell at once")
  func valueShowsInCell() {
    let loaded = IntRow("loaded")
    let lazy = IntRow("lazy")
    let form = Form() +++ Section() <<< loaded <<< lazy
    _ = loaded.cell
    loaded.value = 3
    #expect(loaded.cell.valueText == "3")
    lazy.value = 4
    #expect(lazy.cell.valueText == "4")
    form.setValues(["loaded": 5])
    #expect(loaded.cell.valueText == "5")
    loaded.value = nil
    #expect(loaded.cell.valueText == nil)
  }

  @Test("displayValueFor decides the text the cell shows")
  func displayValueFor() {
    let row = IntRow("n") {
      $0.value = 3
      $0.displayValueFor = { $0.map { "\($0) items" } }
    }
    #expect(row.cell.valueText == "3 items")
  }

  @Test("the cell shows the title and a change of title")
  func titleInCell() {
    let row = TextRow("t") { $0.title = "Name" }
    #expect(row.cell.title == "Name")
    row.title = "Full name"
    #expect(row.cell.title == "Full name")
  }

  // MARK: Per-type defaults

  @Test("defaultCellSetup runs for each row of its type, before the row's own")
  func defaultCellSetup() {
    // A default is @Sendable: what it records goes in a locked box, not a captured var.
    let calls = Locked<[String]>([])
    SetupProbeRow.defaultCellSetup = { cell, row in
      calls.withLock { $0.append("default \(row.tag ?? "?")") }
      cell.accessory = .detailButton
    }
    defer { SetupProbeRow.defaultCellSetup = nil }
    let first = SetupProbeRow("a").cellSetup { _, _ in calls.withLock { $0.append("own a") } }
    let second = SetupProbeRow("b")
    let form = Form() +++ first <<< second
    _ = first.cell
    _ = second.cell
    _ = first.cell
    #expect(calls.value == ["default a", "own a", "default b"])
    #expect(second.cell.accessory == .detailButton)
    #expect(form.rows.count == 2)
    #expect(SetupProbeRow.defaultCellSetup != nil)
  }

  @Test("defaultCellUpdate runs on every update of rows of its type")
  func defaultCellUpdate() {
    let count = Locked(0)
    UpdateProbeRow.defaultCellUpdate = { cell, _ in
      let now = count.withLock { count in
        count += 1
        return count
      }
      cell.placeholder = "updated \(now)"
    }
    defer { UpdateProbeRow.defaultCellUpdate = nil }
    let row = UpdateProbeRow("u")
    let form = Form() +++ row
    row.updateCell()
    row.value = "x"
    #expect(count.value == 2)
    #expect(row.cell.placeholder == "updated 2")
    #expect(form.rows.count == 1)
  }

  @Test("defaultRowInitializer runs before the initializer closure")
  func defaultRowInitializer() {
    InitProbeRow.defaultRowInitializer = { row in
      row.title = "Default"
      row.placeholder = "from default"
    }
    defer { InitProbeRow.defaultRowInitializer = nil }
    let row = InitProbeRow("i") { $0.title = "Own" }
    #expect(row.title == "Own")
    #expect(row.placeholder == "from default")
    let form = Form() +++ InitProbeRow { _ in }
    #expect(form[0][0].title == "Default")
  }

  @Test("defaultOnCellHighlightChanged runs on focus and blur")
  func defaultHighlightChanged() throws {
    let seen = Locked<[Bool]>([])
    HighlightProbeRow.defaultOnCellHighlightChanged = { _, row in
      seen.withLock { $0.append(row.isHighlighted) }
    }
    defer { HighlightProbeRow.defaultOnCellHighlightChanged = nil }
    let row = HighlightProbeRow("h")
    let form = Form() +++ row <<< TextRow("other")
    try row.focus()
    try form.focus("other")
    #expect(seen.value == [true, false])
  }

  @Test("a default applies to exactly its type, not to other or derived types")
  func defaultsAreExactlyTyped() {
    let calls = Locked<[String]>([])
    ParentProbeRow.defaultCellUpdate = { _, row in calls.withLock { $0.append(row.tag ?? "?") } }
    ParentProbeRow.defaultRowInitializer = { $0.title = "parent default" }
    defer {
      ParentProbeRow.defaultCellUpdate = nil
      ParentProbeRow.defaultRowInitializer = nil
    }
    let parent = ParentProbeRow("parent")
    let child = ChildProbeRow("child")
    let other = UntouchedProbeRow("other")
    parent.updateCell()
    child.updateCell()
    other.updateCell()
    #expect(calls.value == ["parent"])
    #expect(parent.title == "parent default")
    #expect(child.title == nil)
    #expect(UntouchedProbeRow.defaultCellUpdate == nil)
  }

  @Test("a default can be cleared")
  func clearDefault() {
    let count = Locked(0)
    ClearProbeRow.defaultCellSetup = { _, _ in count.withLock { $0 += 1 } }
    ClearProbeRow.defaultCellSetup = nil
    _ = ClearProbeRow("x").cell
    #expect(count.value == 0)
  }

  // MARK: Selection and highlight

  @Test("onCellSelection runs on each tap")
  func onCellSelection() throws {
    var taps: [String] = []
    let form =
      Form() +++ Section()
      <<< LabelRow("label").onCellSelection { _, row in taps.append(row.tag ?? "?") }
      <<< TextRow("text").onCellSelection { cell, _ in taps.append(cell.title ?? "untitled") }
    try form.tap("label")
    try form.tap("text")
    try form.tap("label")
    #expect(taps == ["label", "untitled", "label"])
  }

  @Test("onCellHighlightChanged runs on focus and on blur")
  func onCellHighlightChanged() throws {
    var seen: [String] = []
    let form =
      Form() +++ Section()
      <<< TextRow("a").onCellHighlightChanged { cell, row in
        seen.append("a \(row.isHighlighted) \(cell.isFirstResponder)")
      }
      <<< TextRow("b")
    try form.focus("a")
    try form.focus("b")
    form.rowBy(tag: "b")?.blur()
    #expect(seen == ["a true true", "a false false"])
  }

  @Test("a row's callbacks keep only the last closure set")
  func callbacksReplace() {
    var calls: [String] = []
    let row = IntRow("n")
      .onChange { _ in calls.append("first") }
      .onChange { _ in calls.append("second") }
    let form = Form() +++ row
    row.value = 1
    #expect(calls == ["second"])
    #expect(form.rows.count == 1)
  }
}
