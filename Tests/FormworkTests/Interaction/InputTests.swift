import Formwork
import Foundation
import Testing

@Suite("Scripted input")
struct InputTests {
  // MARK: Typing

  @Test("typing sets the value after every keystroke")
  func typingPerKeystroke() throws {
    var values: [Int?] = []
    let age = IntRow("age").onChange { values.append($0.value) }
    let form = Form() +++ Section() <<< age
    try age.typeText("12")
    #expect(age.value == 12)
    #expect(values == [1, 12])
    #expect(age.wasChanged)
    #expect(age.cell.valueText == "12")
    #expect(form.focusedRow === age)
  }

  @Test("form.type(_:into:) runs onChange once per keystroke that changes the value")
  func typeIntoByTag() throws {
    var names: [String?] = []
    var prices: [Double?] = []
    let form =
      Form() +++ Section()
      <<< TextRow("name").onChange { names.append($0.value) }
      <<< DecimalRow("price").onChange { prices.append($0.value) }
    try form.type("Bob", into: "name")
    #expect(names == ["B", "Bo", "Bob"])
    try form.type("1.0", into: "price")
    #expect(prices == [1.0])
    try form.type("5", into: "price")
    #expect(prices == [1.0, 1.05])
  }

  @Test("typing appends to the text already there")
  func typingAppends() throws {
    let form = Form() +++ Section() <<< TextRow("name") { $0.value = "Ada" }
    try form.type(" L", into: "name")
    let name: TextRow? = form.rowBy(tag: "name")
    #expect(name?.value == "Ada L")
  }

  @Test("text that does not parse keeps the last valid value and marks the row")
  func invalidText() throws {
    var changes = 0
    let age = IntRow("age").onChange { _ in changes += 1 }
    let form = Form() +++ Section() <<< age
    try form.type("12a", into: "age")
    let error = InputError(row: "age", text: "12a", expected: "Int")
    #expect(age.value == 12)
    #expect(changes == 2)
    #expect(age.inputError == error)
    #expect(age.inputText == "12a")
    #expect(age.cell.valueText == "12a")
    #expect(age.cell.inputError == error)
    #expect(form.values()["age"] as? Int == 12)
  }

  @Test("after blur the raw text and the error stay while the text is invalid")
  func invalidTextSurvivesBlur() throws {
    let form = Form() +++ Section() <<< IntRow("age") <<< TextRow("next")
    let age: IntRow = try #require(form.rowBy(tag: "age"))
    try age.typeText("12a")
    age.blur()
    #expect(age.wasBlurred)
    #expect(form.focusedRow == nil)
    #expect(age.inputText == "12a")
    #expect(age.inputError?.text == "12a")
    #expect(age.cell.valueText == "12a")
    #expect(age.value == 12)
  }

  @Test("typing valid text again clears the error")
  func validTextClearsError() throws {
    let form = Form() +++ Section() <<< IntRow("age")
    let age: IntRow = try #require(form.rowBy(tag: "age"))
    try age.typeText("12a")
    try age.deleteBackward()
    #expect(age.inputError == nil)
    #expect(age.cell.inputError == nil)
    #expect(age.value == 12)
    #expect(age.cell.valueText == "12")
    try age.replaceText(with: "x")
    #expect(age.inputError?.text == "x")
    try age.replaceText(with: "40")
    #expect(age.inputError == nil)
    #expect(age.value == 40)
  }

  @Test("a valid text's raw form is dropped on blur, showing the value's text")
  func validTextDroppedOnBlur() throws {
    let form = Form() +++ Section() <<< DecimalRow("price")
    let price: DecimalRow = try #require(form.rowBy(tag: "price"))
    try price.typeText("3.50")
    #expect(price.cell.valueText == "3.50")
    price.blur()
    #expect(price.inputText == nil)
    #expect(price.cell.valueText == "3.5")
  }

  @Test("a value set in code clears the raw text and the error")
  func codeClearsRawText() throws {
    let form = Form() +++ Section() <<< IntRow("age")
    let age: IntRow = try #require(form.rowBy(tag: "age"))
    try age.typeText("12a")
    age.value = 5
    #expect(age.inputText == nil)
    #expect(age.inputError == nil)
    #expect(age.cell.valueText == "5")
    try age.typeText("z")
    #expect(age.inputError?.text == "5z")
    age.value = 5
    #expect(age.inputError == nil)
    #expect(age.cell.valueText == "5")
    try age.typeText("q")
    form.setValues(["age": 7])
    #expect(age.inputError == nil)
    #expect(age.cell.valueText == "7")
  }

  @Test(
    "decimal rows parse decimal text",
    arguments: [("3.5", 3.5), ("-2", -2), ("0.25", 0.25), ("1e3", 1000)])
  func decimalText(text: String, value: Double) throws {
    let form = Form() +++ Section() <<< DecimalRow("price")
    try form.type(text, into: "price")
    let price: DecimalRow? = form.rowBy(tag: "price")
    #expect(price?.value == value)
    #expect(price?.inputError == nil)
  }

  @Test(
    "text that is not a number is an input error",
    arguments: ["abc", "3,5", "1.2.3", "--", "٣", "1e400", "inf", "nan", " 3"])
  func decimalGarbage(text: String) throws {
    let form = Form() +++ Section() <<< DecimalRow("price") { $0.value = 1 }
    let price: DecimalRow = try #require(form.rowBy(tag: "price"))
    try price.replaceText(with: text)
    #expect(price.value == 1)
    #expect(price.inputError == InputError(row: "price", text: text, expected: "Double"))
  }

  @Test("numbers parse from text as typed, and only when finite")
  func numberParsing() {
    #expect(Int(string: "-7") == -7)
    #expect(Int(string: "7.0") == nil)
    #expect(Int(string: "99999999999999999999") == nil)
    #expect(Double(string: "1.") == 1)
    #expect(Double(string: "-1e-3") == -0.001)
    #expect(Double(string: "1e400") == nil)
    #expect(Float(string: "0.5") == 0.5)
    #expect(Float(string: "1e300") == nil)
    #expect(Float(string: "x") == nil)
  }

  @Test("clearing the text leaves the row without a value")
  func clearText() throws {
    var values: [Int?] = []
    let form =
      Form() +++ Section() <<< IntRow("age") { $0.value = 42 }.onChange { values.append($0.value) }
    let age: IntRow = try #require(form.rowBy(tag: "age"))
    try age.clearText()
    #expect(age.value == nil)
    #expect(age.inputError == nil)
    #expect(values == [nil])
    age.blur()
    #expect(age.cell.valueText == nil)
  }

  @Test("deleteBackward removes characters from the end")
  func deleteBackward() throws {
    let form = Form() +++ Section() <<< IntRow("n") { $0.value = 123 }
    let n: IntRow = try #require(form.rowBy(tag: "n"))
    try n.deleteBackward()
    #expect(n.value == 12)
    try n.deleteBackward(2)
    #expect(n.value == nil)
    try n.deleteBackward(5)
    #expect(n.value == nil)
    #expect(n.inputError == nil)
  }

  @Test("a text area takes typed text, new lines included")
  func textArea() throws {
    let form = Form() +++ Section() <<< TextAreaRow("notes")
    try form.type("a\nb", into: "notes")
    let notes: TextAreaRow = try #require(form.rowBy(tag: "notes"))
    #expect(notes.value == "a\nb")
    try notes.clearText()
    #expect(notes.value == nil)
  }

  // MARK: Refusals

  @Test("a label or a switch cannot be typed into or focused")
  func rowsWithoutText() throws {
    let form = Form() +++ Section() <<< LabelRow("label") <<< SwitchRow("switch")
    #expect(throws: InteractionError.unsupported(row: "label", action: .type)) {
      try form.type("x", into: "label")
    }
    #expect(throws: InteractionError.unsupported(row: "switch", action: .type)) {
      try form.type("x", into: "switch")
    }
    #expect(throws: InteractionError.cannotBecomeFirstResponder(row: "label")) {
      try form.focus("label")
    }
    #expect(throws: InteractionError.cannotBecomeFirstResponder(row: "switch")) {
      try form.focus("switch")
    }
    #expect(form.focusedRow == nil)
  }

  @Test("only switches and checks toggle")
  func toggleUnsupported() {
    let form = Form() +++ Section() <<< TextRow("name")
    #expect(throws: InteractionError.unsupported(row: "name", action: .toggle)) {
      try form.toggle("name")
    }
  }

  @Test("a disabled row refuses focus, typing and taps, and nothing changes")
  func disabledTextRow() throws {
    var changes = 0
    var taps = 0
    let form =
      Form() +++ Section()
      <<< IntRow("age") {
        $0.value = 3
        $0.disabled = true
      }
      .onChange { _ in changes += 1 }
      .onCellSelection { _, _ in taps += 1 }
    let refusal = InteractionError.disabled(row: "age")
    #expect(throws: refusal) { try form.focus("age") }
    #expect(throws: refusal) { try form.type("4", into: "age") }
    #expect(throws: refusal) { try form.tap("age") }
    let age: IntRow = try #require(form.rowBy(tag: "age"))
    #expect(throws: refusal) { try age.clearText() }
    #expect(throws: refusal) { try age.deleteBackward() }
    #expect(throws: refusal) { try age.replaceText(with: "9") }
    #expect(age.value == 3)
    #expect(changes == 0)
    #expect(taps == 0)
    #expect(form.focusedRow == nil)
    #expect(!age.wasChanged)
  }

  @Test("disabled switches, checks, sliders and steppers refuse their controls")
  func disabledControls() throws {
    let form =
      Form() +++ Section()
      <<< SwitchRow("switch") {
        $0.value = false
        $0.disabled = true
      }
      <<< CheckRow("check") {
        $0.value = false
        $0.disabled = true
      }
      <<< SliderRow("slider") {
        $0.value = 0.5
        $0.disabled = true
      }
      <<< StepperRow("stepper") {
        $0.value = 5
        $0.disabled = true
      }
    #expect(throws: InteractionError.disabled(row: "switch")) { try form.toggle("switch") }
    #expect(throws: InteractionError.disabled(row: "check")) { try form.toggle("check") }
    #expect(throws: InteractionError.disabled(row: "check")) { try form.tap("check") }
    let slider: SliderRow = try #require(form.rowBy(tag: "slider"))
    let stepper: StepperRow = try #require(form.rowBy(tag: "stepper"))
    #expect(throws: InteractionError.disabled(row: "slider")) { try slider.slide(to: 1) }
    #expect(throws: InteractionError.disabled(row: "stepper")) { try stepper.increment() }
    #expect(throws: InteractionError.disabled(row: "stepper")) { try stepper.decrement() }
    #expect(form.values()["switch"] as? Bool == false)
    #expect(form.values()["check"] as? Bool == false)
    #expect(slider.value == 0.5)
    #expect(stepper.value == 5)
  }

  @Test("a row disabled by a condition refuses input until the condition changes")
  func disabledByCondition() throws {
    let form =
      Form() +++ Section()
      <<< SwitchRow("locked") { $0.value = true }
      <<< TextRow("name") {
        $0.disabled = .function(["locked"]) {
          ($0.rowBy(tag: "locked") as? SwitchRow)?.value == true
        }
      }
    #expect(throws: InteractionError.disabled(row: "name")) { try form.type("A", into: "name") }
    try form.toggle("locked")
    try form.type("A", into: "name")
    #expect(form.values()["name"] as? String == "A")
  }

  @Test("a hidden row, or a row of a hidden section, refuses input")
  func hiddenRefuses() {
    let form =
      Form() +++ Section() <<< TextRow("hidden") { $0.hidden = true }
      +++ Section { $0.hidden = true } <<< CheckRow("inside")
    #expect(throws: InteractionError.hidden(row: "hidden")) { try form.type("x", into: "hidden") }
    #expect(throws: InteractionError.hidden(row: "hidden")) { try form.focus("hidden") }
    #expect(throws: InteractionError.hidden(row: "inside")) { try form.tap("inside") }
    #expect(throws: InteractionError.hidden(row: "inside")) { try form.toggle("inside") }
    #expect(form.values(includeHidden: true)["hidden"] as? String == nil)
    #expect(form.values(includeHidden: true)["inside"] as? Bool == nil)
  }

  @Test("a row outside any form refuses input")
  func notInForm() {
    let row = TextRow("loose")
    #expect(throws: InteractionError.notInForm(row: "loose")) { try row.typeText("x") }
    #expect(throws: InteractionError.notInForm(row: "loose")) { try row.focus() }
    #expect(throws: InteractionError.notInForm(row: "loose")) { try row.tap() }
    let section = Section() <<< SwitchRow("formless")
    #expect(throws: InteractionError.notInForm(row: "formless")) {
      try (section[0] as? SwitchRow)?.toggle()
    }
    #expect(row.value == nil)
  }

  @Test("an unknown tag is refused", arguments: ["", "nope", "Name"])
  func unknownTag(tag: String) {
    let form = Form() +++ Section() <<< TextRow("name") <<< SwitchRow("switch")
    #expect(throws: InteractionError.unknownTag(tag)) { try form.focus(tag) }
    #expect(throws: InteractionError.unknownTag(tag)) { try form.type("x", into: tag) }
    #expect(throws: InteractionError.unknownTag(tag)) { try form.tap(tag) }
    #expect(throws: InteractionError.unknownTag(tag)) { try form.toggle(tag) }
  }

  @Test("errors describe the row and what was refused")
  func descriptions() {
    #expect(InteractionError.disabled(row: "age").description.contains("age"))
    #expect(InteractionError.unsupported(row: "x", action: .type).description.contains("typing"))
    #expect(InteractionError.unknownTag("zz").description.contains("'zz'"))
    let input = InputError(row: "age", text: "12a", expected: "Int")
    #expect(input.description == "'12a' is not a valid Int for row age")
  }

  // MARK: Switches, checks, buttons

  @Test("toggling a switch flips its value and its control")
  func toggleSwitch() throws {
    var values: [Bool?] = []
    let form = Form() +++ Section() <<< SwitchRow("s").onChange { values.append($0.value) }
    let row: SwitchRow = try #require(form.rowBy(tag: "s"))
    #expect(row.cell.control == .toggle(isOn: false))
    try form.toggle("s")
    #expect(row.cell.control == .toggle(isOn: true))
    try row.toggle()
    #expect(values == [true, false])
    #expect(row.cell.valueText == nil)
  }

  @Test("tapping a check row flips its check mark")
  func tapCheck() throws {
    let form = Form() +++ Section() <<< CheckRow("c")
    let row: CheckRow = try #require(form.rowBy(tag: "c"))
    try form.tap("c")
    #expect(row.value == true)
    #expect(row.cell.control == .check(isChecked: true))
    #expect(row.cell.accessory == .checkmark)
    try form.toggle("c")
    #expect(row.value == false)
    #expect(row.cell.accessory == CellAccessory.none)
  }

  @Test("tapping a button runs its onCellSelection and changes no value")
  func tapButton() throws {
    var saved = 0
    let form =
      Form() +++ Section()
      <<< ButtonRow("save") { $0.title = "Save" }.onCellSelection { _, _ in saved += 1 }
    try form.tap("save")
    try form.tap("save")
    #expect(saved == 2)
    let button: ButtonRow = try #require(form.rowBy(tag: "save"))
    #expect(button.value == nil)
    #expect(button.cell.control == .button)
    #expect(!button.wasChanged)
  }

  // MARK: Sliders and steppers

  @Test(
    "sliding snaps to the nearest step and stays in range",
    arguments: [
      (Float(3.3), Float(3.5)), (3.2, 3), (3.25, 3.5), (12, 10), (-5, 0), (10, 10), (0.1, 0),
    ])
  func slide(position: Float, expected: Float) throws {
    let form =
      Form() +++ Section()
      <<< SliderRow("volume") {
        $0.minimumValue = 0
        $0.maximumValue = 10
        $0.steps = 20
      }
    let slider: SliderRow = try #require(form.rowBy(tag: "volume"))
    try slider.slide(to: position)
    #expect(slider.value == expected)
    #expect(slider.cell.control == .slider(value: Double(expected), minimum: 0, maximum: 10))
  }

  @Test("a slider with no steps moves continuously")
  func slideContinuously() throws {
    let form = Form() +++ Section() <<< SliderRow("s") { $0.steps = 0 }
    let slider: SliderRow = try #require(form.rowBy(tag: "s"))
    try slider.slide(to: 0.37)
    #expect(slider.value == 0.37)
  }

  @Test("a slider keeps the value code sets, as in Eureka; its control shows it at the nearest end")
  func sliderKeepsValues() throws {
    let early = SliderRow("early") {
      $0.maximumValue = 5
      $0.value = 50
    }
    #expect(early.value == 50)
    let form = Form() +++ Section() <<< early <<< SliderRow("s")
    let slider: SliderRow = try #require(form.rowBy(tag: "s"))
    #expect(slider.minimumValue == 0)
    #expect(slider.maximumValue == 10)
    slider.value = 20
    #expect(slider.value == 20)
    slider.value = -1
    #expect(slider.value == -1)
    #expect(form.values()["early"] as? Float == 50)
    #expect(slider.displayedCell.control == .slider(value: -1, minimum: 0, maximum: 10))
    try slider.slide(to: 30)
    #expect(slider.value == 10)
  }

  @Test("stepping moves by stepValue and stops at the limits")
  func stepper() throws {
    var values: [Double?] = []
    let form =
      Form() +++ Section()
      <<< StepperRow("n") {
        $0.minimumValue = 0
        $0.maximumValue = 2
        $0.stepValue = 1
      }
      .onChange { values.append($0.value) }
    let stepper: StepperRow = try #require(form.rowBy(tag: "n"))
    try stepper.increment()
    try stepper.increment()
    try stepper.increment()
    #expect(stepper.value == 2)
    #expect(values == [1, 2])
    try stepper.decrement()
    try stepper.decrement()
    try stepper.decrement()
    #expect(stepper.value == 0)
    #expect(values == [1, 2, 1, 0])
    #expect(stepper.cell.control == .stepper(value: 0, minimum: 0, maximum: 2, step: 1))
  }

  @Test("a stepper keeps the value code sets; an import outside the range is refused")
  func stepperKeepsValues() throws {
    let early = StepperRow("early") { $0.value = 500 }
    #expect(early.value == 500)
    let form = Form() +++ Section() <<< early <<< StepperRow("n") { $0.minimumValue = 1 }
    let stepper: StepperRow = try #require(form.rowBy(tag: "n"))
    stepper.value = -3
    #expect(stepper.value == -3)
    form.setValues(["n": 1000.0])
    #expect(stepper.value == -3)
    #expect(
      form.problems.contains(.valueOutOfRange(tag: "n", value: "1000.0", range: "1.0...100.0")))
    #expect(form.values()["early"] as? Double == 500)
  }

  // MARK: Field cells

  @Test("field rows describe their text field", arguments: FieldKind.allCases)
  func fieldControls(kind: FieldKind) {
    #expect(kind.control == .textField(kind.style))
  }

  enum FieldKind: CaseIterable, Sendable {
    case text, name, email, phone, password, url, int, decimal, twitter, account, zip

    var style: TextFieldStyle {
      switch self {
      case .text: TextFieldStyle()
      case .name: TextFieldStyle(keyboard: .name)
      case .email: TextFieldStyle(keyboard: .emailAddress)
      case .phone: TextFieldStyle(keyboard: .phonePad)
      case .password: TextFieldStyle(keyboard: .default, isSecure: true)
      case .url: TextFieldStyle(keyboard: .url)
      case .int: TextFieldStyle(keyboard: .numberPad)
      case .decimal: TextFieldStyle(keyboard: .decimalPad)
      case .twitter: TextFieldStyle(keyboard: .twitter)
      case .account, .zip: TextFieldStyle(keyboard: .asciiCapable)
      }
    }

    var control: CellControl {
      switch self {
      case .text: TextRow().cell.control
      case .name: NameRow().cell.control
      case .email: EmailRow().cell.control
      case .phone: PhoneRow().cell.control
      case .password: PasswordRow().cell.control
      case .url: URLRow().cell.control
      case .int: IntRow().cell.control
      case .decimal: DecimalRow().cell.control
      case .twitter: TwitterRow().cell.control
      case .account: AccountRow().cell.control
      case .zip: ZipCodeRow().cell.control
      }
    }
  }
}

@Suite("Initial values out of range")
struct ClampedInitialValueTests {
  @Test("a stepper value set before the row joins the form is kept as it was set")
  func stepperInitialValue() {
    var changes = 0
    let stepper = StepperRow("s") { $0.value = 500 }.onChange { _ in changes += 1 }
    let form = Form() +++ Section() <<< stepper
    #expect(stepper.value == 500)
    #expect(!stepper.wasChanged)
    #expect(!stepper.isDirty)
    stepper.value = 500
    #expect(changes == 0)
    #expect(form.values()["s"] as? Double == 500)
  }

  @Test("a slider value set before the row joins the form is kept as it was set")
  func sliderInitialValue() {
    var changes = 0
    let slider = SliderRow("s") { $0.value = -3 }.onChange { _ in changes += 1 }
    let form = Form() +++ Section() <<< slider
    #expect(form.values()["s"] as? Float == -3)
    #expect(!slider.isDirty)
    slider.value = 0
    #expect(changes == 1)
  }
}
