import Formwork
import Testing

/// Eureka's example `WeekDayCell` sets its row's title in `setup()` and `update()`.
final class TitleSettingCell: Cell<Int>, CellType {
  required init() {}
  override func setup() {
    super.setup()
    row.title = "Week days"
  }
  override func update() {
    super.update()
    row.title = "Week days"
  }
}

final class TitleSettingRow: Row<TitleSettingCell>, RowType {
  required init(tag: String?) {
    super.init(tag: tag)
  }
}

/// A cell whose update changes its row every time: the worst case.
final class RestlessCell: Cell<Int>, CellType {
  var updates = 0
  required init() {}
  override func update() {
    super.update()
    updates += 1
    row.title = "update \(updates)"
  }
}

final class RestlessRow: Row<RestlessCell>, RowType {
  required init(tag: String?) {
    super.init(tag: tag)
  }
}

@Suite("A cell that changes its row while it updates")
struct CellUpdateRecursionTests {
  @Test("a cell that sets row.title in setup() and update() loads and updates without recursing")
  func weekDayCellPattern() {
    var updates = 0
    let row = TitleSettingRow("days").cellUpdate { _, _ in updates += 1 }
    let form = Form() +++ row
    #expect(form.count == 1)
    #expect(row.cell.title == "Week days")
    row.value = 3
    #expect(updates == 1)
    #expect(row.cell.title == "Week days")
  }

  @Test("setting a title to the title it has does not update the cell")
  func sameTitle() {
    var updates = 0
    let row = TextRow("t") { $0.title = "T" }.cellUpdate { _, _ in updates += 1 }
    let form = Form() +++ row
    #expect(form.count == 1)
    _ = row.displayedCell
    row.title = "T"
    #expect(updates == 1)
    row.title = "U"
    #expect(updates == 2)
  }

  @Test("an update asked for inside an update runs once after it, and no more")
  func restlessCell() {
    var callbacks = 0
    let row = RestlessRow("r").cellUpdate { _, _ in callbacks += 1 }
    let form = Form() +++ row
    #expect(form.count == 1)
    _ = row.cell
    row.updateCell()
    #expect(callbacks == 2)
    #expect(row.cell.updates == 3)
    row.value = 1
    #expect(callbacks == 4)
  }

  @Test("a cellUpdate callback that sets the row's title does not recurse")
  func callbackSetsTitle() {
    var count = 0
    let row = IntRow("n").cellUpdate { _, row in
      count += 1
      row.title = "n \(count)"
    }
    let form = Form() +++ row
    #expect(form.count == 1)
    row.updateCell()
    // The callback changes the row on every run: the update runs once more, then stops.
    #expect(count == 2)
    #expect(row.title == "n 2")
    #expect(row.cell.title == "n 1")
  }
}
