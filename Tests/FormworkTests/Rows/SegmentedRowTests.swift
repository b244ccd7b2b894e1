import Formwork
import Testing

@Suite("Segmented rows")
struct SegmentedRowTests {
  private func form() -> (Form, SegmentedRow<String>) {
    let row = SegmentedRow<String>("topic") {
      $0.options = ["Sport", "Music", "Films"]
      $0.value = "Films"
    }
    return (Form() +++ Section() <<< row, row)
  }

  @Test("the cell shows every option and which one is selected")
  func cellState() {
    let (_, row) = form()
    #expect(row.cell.control == .segmented(options: ["Sport", "Music", "Films"], selectedIndex: 2))
    #expect(row.cell.valueText == nil)
    row.value = nil
    #expect(
      row.cell.control == .segmented(options: ["Sport", "Music", "Films"], selectedIndex: nil))
  }

  @Test("selecting an option by value or by position sets the value and runs onChange")
  func selecting() throws {
    let (form, row) = form()
    var seen: [String?] = []
    row.onChange { seen.append($0.value) }
    try row.select("Music")
    try row.select(at: 0)
    #expect(seen == ["Music", "Sport"])
    #expect(form.values()["topic"] as? String == "Sport")
  }

  @Test("an option that is not in the list is refused and the value is kept")
  func unknownOption() {
    let (form, row) = form()
    #expect(throws: InteractionError.optionNotAvailable(row: "topic", option: "Chess")) {
      try row.select("Chess")
    }
    #expect(
      throws: InteractionError.optionIndexOutOfRange(
        row: "topic", component: 0, index: 3, count: 3)
    ) {
      try row.select(at: 3)
    }
    #expect(row.value == "Films")
    #expect(form.values()["topic"] as? String == "Films")
  }

  @Test("a disabled segmented row refuses a selection")
  func disabled() {
    let (form, row) = form()
    row.disabled = true
    #expect(throws: InteractionError.disabled(row: "topic")) { try row.select("Sport") }
    #expect(form.values()["topic"] as? String == "Films")
  }
}
