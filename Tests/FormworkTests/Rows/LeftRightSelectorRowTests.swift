import Formwork
import Testing

@Suite("Left-right selector rows")
struct LeftRightSelectorRowTests {
  private let keeper = FormKeeper()

  private func contactRow() -> LeftRightSelectorRow<String, FormOption<Int>> {
    let row = LeftRightSelectorRow<String, FormOption<Int>>("contact") {
      $0.title = "Contact"
      $0.noValueDisplayText = "None"
      $0.selectorOptions = [
        LeftRightSelectorOption(
          leftValue: "Email", httpParameterKey: "email",
          rightOptions: [FormOption(1, "Home"), FormOption(2, "Work")]),
        LeftRightSelectorOption(
          leftValue: "Phone", rightOptions: [FormOption(3, "Mobile"), FormOption(4, "Office")],
          leftValueChangePolicy: .chooseLastOption),
        LeftRightSelectorOption(
          leftValue: "Post", rightOptions: [FormOption(5, "Letter")],
          leftValueChangePolicy: .chooseFirstOption),
      ]
      $0.leftValue = "Email"
      $0.value = FormOption(2, "Work")
    }
    keeper.keep(Form() +++ Section() <<< row)
    return row
  }

  @Test("the value is the right value; the cell shows the left value as its title")
  func valueAndCell() {
    let row = contactRow()
    let value: FormOption<Int>? = row.value
    #expect(value == FormOption(2, "Work"))
    #expect(row.cell.title == "Email")
    #expect(row.cell.valueText == "Work")
    #expect(row.cell.accessory == .disclosureIndicator)
    #expect(row.options == [FormOption(1, "Home"), FormOption(2, "Work")])
    #expect(row.form?.httpParameters()["contact"] as? Int == 2)
  }

  @Test("the right selector lists the right options of the left value")
  func rightSelector() throws {
    let row = contactRow()
    try row.present()
    let selector = try #require(row.presentedSelector)
    #expect(selector.selectableRows.map(\.title) == ["Home", "Work"])
    try selector.select(FormOption(1, "Home"))
    #expect(row.value?.formDisplayText == "Home")
    #expect(
      throws: InteractionError.optionNotAvailable(row: "contact", option: "Mobile")
    ) { try row.select(FormOption(3, "Mobile")) }
  }

  @Test(
    "choosing another left value applies its change policy",
    arguments: [("Phone", "Office"), ("Post", "Letter")])
  func changePolicy(left: String, right: String) throws {
    let row = contactRow()
    try row.selectLeft(left)
    #expect(row.leftValue == left)
    #expect(row.value?.formDisplayText == right)
    #expect(row.cell.title == left)
    try row.selectLeft("Email")
    #expect(row.value == nil)
    #expect(row.cell.placeholder == "None")
  }

  @Test("choosing the same left value keeps the right value")
  func sameLeft() throws {
    let row = contactRow()
    try row.selectLeft("Email")
    #expect(row.value == FormOption(2, "Work"))
  }

  @Test("an unknown left value is refused and nothing changes")
  func unknownLeft() {
    let row = contactRow()
    #expect(throws: InteractionError.optionNotAvailable(row: "contact", option: "Fax")) {
      try row.selectLeft("Fax")
    }
    #expect(row.leftValue == "Email")
    #expect(row.value == FormOption(2, "Work"))
  }

  @Test("the left selector lists the left values with a cancel button")
  func leftSelector() throws {
    let row = contactRow()
    try row.presentLeftSelector()
    let selector = try #require(row.presentedLeftSelector)
    #expect(selector.form.rowTags == ["Email", "Phone", "Post", "?"])
    #expect(selector.selectableRows.map(\.value) == ["Email", nil, nil])
    try selector.select("Email")
    #expect(row.leftValue == "Email")
    #expect(row.presentedLeftSelector == nil)
    try row.presentLeftSelector()
    try row.presentedLeftSelector?.select("Phone")
    #expect(row.leftValue == "Phone")
    #expect(row.value == FormOption(4, "Office"))
  }

  @Test("the right selector is titled by the left option's selectorTitle, else the row's")
  func rightSelectorTitle() throws {
    let row = contactRow()
    row.selectorOptions[1].selectorTitle = "Which phone?"
    try row.present()
    #expect(row.presentedSelector?.title == "Contact")
    try row.selectLeft("Phone")
    try row.present()
    #expect(row.presentedSelector?.title == "Which phone?")
    try row.selectLeft("Post")
    row.selectorTitle = "Pick one"
    try row.present()
    #expect(row.presentedSelector?.title == "Pick one")
  }

  @Test("setting the left value in code keeps the right value, as in XLForm")
  func leftInCode() {
    let row = contactRow()
    row.leftValue = "Phone"
    #expect(row.value == FormOption(2, "Work"))
    #expect(row.options == [FormOption(3, "Mobile"), FormOption(4, "Office")])
  }
}
