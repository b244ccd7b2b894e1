import Formwork
import Testing

@Suite("Multiple selector rows")
struct MultipleSelectorRowTests {
  private let keeper = FormKeeper()

  private func daysRow(_ value: Set<String>? = nil) -> MultipleSelectorRow<String> {
    let row = MultipleSelectorRow<String>("days") {
      $0.title = "Days"
      $0.options = ["Mon", "Tue", "Wed", "Thu"]
      $0.value = value
    }
    keeper.keep(Form() +++ Section() <<< row)
    return row
  }

  @Test("the value is a set, shown sorted and joined")
  func valueType() {
    let row = daysRow(["Wed", "Mon"])
    let value: Set<String>? = row.value
    #expect(value == ["Mon", "Wed"])
    #expect(row.cell.valueText == "Mon, Wed")
    #expect(row.cell.accessory == .disclosureIndicator)
    #expect(row.form?.values()["days"] as? Set<String> == ["Mon", "Wed"])
  }

  @Test("the selector checks the chosen options; each choice toggles one and keeps it open")
  func choosing() throws {
    let row = daysRow(["Tue"])
    var changes: [Set<String>?] = []
    row.onChange { changes.append($0.value) }
    try row.form?.tap("days")
    let selector = try #require(row.presentedSelector)
    #expect(selector.selectionType == .multipleSelection)
    #expect(selector.form.first?.header?.title == "Days")
    #expect(selector.selectableRows.map(\.value) == [nil, "Tue", nil, nil])
    try selector.select("Mon")
    try selector.form.tap("Thu")
    try selector.select("Tue")
    #expect(row.value == ["Mon", "Thu"])
    #expect(changes == [["Mon", "Tue"], ["Mon", "Tue", "Thu"], ["Mon", "Thu"]])
    #expect(!selector.isDismissed)
    selector.dismiss()
    #expect(row.presentedSelector == nil)
  }

  @Test("clearing every option leaves no value")
  func clearing() throws {
    let row = daysRow(["Mon"])
    try row.select("Mon")
    #expect(row.value == nil)
    #expect(row.cell.valueText == nil)
  }

  @Test("an option that is not in the list is refused and the value kept", arguments: ["Sun", ""])
  func notInList(option: String) throws {
    let row = daysRow(["Mon"])
    #expect(throws: InteractionError.optionNotAvailable(row: "days", option: option)) {
      try row.select(option)
    }
    #expect(row.value == ["Mon"])
  }

  @Test("grouped options: one set across sections")
  func grouping() throws {
    let row = daysRow()
    row.onPresent { _, selector in
      selector.sectionKeyForValue = { $0.hasPrefix("T") ? "T days" : "Others" }
      selector.sectionFooterTitleForKey = { "\($0) footer" }
    }
    try row.present()
    let selector = try #require(row.presentedSelector)
    #expect(selector.form.shape == [["Mon", "Wed"], ["Tue", "Thu"]])
    #expect(selector.form.map { $0.footer?.title } == ["Others footer", "T days footer"])
    try selector.select("Wed")
    try selector.select("Thu")
    #expect(row.value == ["Wed", "Thu"])
  }

  @Test("a disabled multiple selector row presents nothing")
  func disabled() {
    let row = daysRow()
    row.disabled = true
    #expect(throws: InteractionError.disabled(row: "days")) { try row.present() }
    #expect(throws: InteractionError.disabled(row: "days")) { try row.select("Mon") }
    #expect(row.presentedSelector == nil)
  }

  @Test("the no-value text is the cell's placeholder")
  func noValueText() {
    let row = daysRow()
    row.noValueDisplayText = "Never"
    #expect(row.cell.placeholder == "Never")
    #expect(row.cell.valueText == nil)
  }
}
