import Formwork
import Testing

@Suite("A cell's reference to its row")
struct CellOwnerTests {
  @Test("a cell names the row that created it, typed and untyped")
  func namesItsRow() {
    let row = TextRow("name") { $0.value = "Ada" }
    let cell = row.cell
    #expect(cell.row === row)
    #expect(cell.baseRow === row)
    #expect(cell.row.value == "Ada")
  }

  @Test("a cell that outlives its row names no row, and does not keep the row")
  func outlivesItsRow() {
    var row: TextRow? = TextRow("name") { $0.value = "Ada" }
    weak let watched = row
    let cell = row?.cell
    row = nil
    #expect(watched == nil)
    #expect(cell?.row == nil)
    #expect(cell?.baseRow == nil)
  }

  @Test("a row assigned to a cell by other code is held weakly, and the cell's own row comes back")
  func assignedRow() {
    let owner = IntRow("owner") { $0.value = 1 }
    let cell = owner.cell
    var other: IntRow? = IntRow("other") { $0.value = 2 }
    cell.row = other
    #expect(cell.row === other)
    #expect(cell.baseRow === owner)
    other = nil
    #expect(cell.row == nil)
    cell.row = owner
    #expect(cell.row === owner)
    cell.row = nil
    #expect(cell.row == nil)
    #expect(cell.baseRow === owner)
  }

  @Test("an untyped row's own cell names it until the row goes")
  func untypedRow() {
    var row: BaseRow? = BaseRow(tag: "plain")
    let cell = row?.baseCell
    #expect(cell?.baseRow === row)
    row = nil
    #expect(cell?.baseRow == nil)
  }
}
