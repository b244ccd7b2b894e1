import Formwork
import Testing

@Suite("reload(), select() and deselect(), headless")
struct RowReloadSelectionTests {
  @Test("reload() updates a shown row's cell and runs its cellUpdate")
  func reload() {
    var updates = 0
    var suffix = "a"
    let row = LabelRow("l") { $0.title = "L" }
      .cellUpdate { cell, _ in
        updates += 1
        cell.valueText = suffix
      }
    let form = Form() +++ row
    #expect(form.count == 1)
    row.reload()
    #expect(updates == 0)
    _ = row.displayedCell
    #expect(updates == 1)
    suffix = "b"
    row.reload()
    #expect(updates == 2)
    #expect(row.cell.valueText == "b")
  }

  @Test("select() marks the cell selected without tapping; deselect() clears it")
  func selectAndDeselect() throws {
    var taps = 0
    let button = ButtonRow("b") { $0.title = "Go" }
      .onCellSelection { _, row in
        taps += 1
        row.deselect()
      }
    let form = Form() +++ button
    button.select()
    #expect(button.cell.isSelected)
    #expect(taps == 0)
    try form.tap("b")
    #expect(taps == 1)
    #expect(!button.cell.isSelected)
    button.deselect(animated: false)
    #expect(!button.cell.isSelected)
  }
}
