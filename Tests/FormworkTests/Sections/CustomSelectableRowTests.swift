import Formwork
import Testing

/// A custom selectable row, as an Eureka app writes one: its own cell, a selectable value.
final class ColorCell: Cell<String>, CellType {
  required init() {}
  override func update() {
    super.update()
    accessory = row?.value == nil ? .none : .checkmark
  }
}

final class ColorRow: Row<ColorCell>, SelectableRowType, RowType {
  var selectableValue: String?
  required init(tag: String?) {
    super.init(tag: tag)
  }
}

@Suite("A custom SelectableRowType in a SelectableSection")
struct CustomSelectableRowTests {
  func section(_ type: SelectionType) -> (Form, SelectableSection<ColorRow>) {
    let section = SelectableSection<ColorRow>("Color", selectionType: type)
    for color in ["red", "green", "blue"] {
      section
        <<< ColorRow(color) {
          $0.title = color
          $0.selectableValue = color
        }
    }
    return (Form() +++ section, section)
  }

  @Test("a tap selects it by the section's rules, and onSelectSelectableRow runs")
  func tapSelects() throws {
    let (form, section) = section(.singleSelection(enableDeselection: false))
    var selected: [String] = []
    section.onSelectSelectableRow = { _, row in selected.append(row.tag ?? "?") }
    try form.tap("red")
    try form.tap("blue")
    try form.tap("blue")
    #expect(section.selectedRow()?.tag == "blue")
    #expect(section.selectedRows().count == 1)
    #expect(selected == ["red", "blue", "blue"])
    #expect(section.selectedRow()?.cell.accessory == .checkmark)
  }

  @Test("with multiple selection taps toggle each row")
  func multipleSelection() throws {
    let (form, section) = section(.multipleSelection)
    try form.tap("red")
    try form.tap("green")
    try form.tap("red")
    #expect(section.selectedValues == ["green"])
  }

  @Test("setting a value in code keeps a single selection single")
  func valueInCode() throws {
    let (form, section) = section(.singleSelection(enableDeselection: true))
    let red: ColorRow = try #require(form.rowBy(tag: "red"))
    let blue: ColorRow = try #require(form.rowBy(tag: "blue"))
    red.value = "red"
    blue.value = "blue"
    #expect(section.selectedValues == ["blue"])
    #expect(red.value == nil)
  }

  @Test("outside a selectable section, a tap does not select")
  func outsideSection() throws {
    let row = ColorRow("c") { $0.selectableValue = "c" }
    let form = Form() +++ Section() <<< row
    try form.tap("c")
    #expect(row.value == nil)
  }
}
