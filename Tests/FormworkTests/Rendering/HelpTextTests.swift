import Formwork
import Testing

@Suite("Help text")
struct HelpTextTests {
  @Test("any row's cell carries its help text and follows changes")
  func carriedByCell() {
    let rows: [BaseRow] = [
      TextRow { $0.helpText = "Text" }, SwitchRow { $0.helpText = "Switch" },
      ButtonRow { $0.helpText = "Button" }, LabelRow { $0.helpText = "Label" },
    ]
    let form = Form() +++ Section()
    form.last?.append(contentsOf: rows)
    #expect(rows.map(\.baseCell.helpText) == ["Text", "Switch", "Button", "Label"])
    rows[0].helpText = nil
    rows[1].helpText = "Changed"
    #expect(rows[0].baseCell.helpText == nil)
    #expect(rows[1].baseCell.helpText == "Changed")
  }

  @Test("a row has no help text unless given")
  func noneByDefault() {
    let row = IntRow()
    #expect(row.helpText == nil)
    #expect(row.cell.helpText == nil)
  }
}
