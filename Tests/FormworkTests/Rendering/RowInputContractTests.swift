import Formwork
import Foundation
import Testing

/// One row of every class Formwork ships, named, with the input kind it must have.
struct InputCatalogueRow: CustomTestStringConvertible, Sendable {
  let name: String
  let kind: String
  let make: @Sendable () -> BaseRow

  var testDescription: String { name }

  /// Every row class of the catalogue, as the RowCatalog playground shows them.
  static let all: [InputCatalogueRow] = [
    .init(name: "LabelRow", kind: "none") { LabelRow("r") },
    .init(name: "TitleRow", kind: "none") { TitleRow("r") },
    .init(name: "ButtonRow", kind: "button") { ButtonRow("r") },
    .init(name: "CheckRow", kind: "toggle") { CheckRow("r") },
    .init(name: "SwitchRow", kind: "toggle") { SwitchRow("r") },
    .init(name: "SliderRow", kind: "adjust") { SliderRow("r") },
    .init(name: "StepperRow", kind: "adjust") { StepperRow("r") },
    .init(name: "TextAreaRow", kind: "text") { TextAreaRow("r") },
    .init(name: "TextRow", kind: "text") { TextRow("r") },
    .init(name: "NameRow", kind: "text") { NameRow("r") },
    .init(name: "URLRow", kind: "text") { URLRow("r") },
    .init(name: "IntRow", kind: "text") { IntRow("r") },
    .init(name: "PhoneRow", kind: "text") { PhoneRow("r") },
    .init(name: "PasswordRow", kind: "text") { PasswordRow("r") },
    .init(name: "EmailRow", kind: "text") { EmailRow("r") },
    .init(name: "TwitterRow", kind: "text") { TwitterRow("r") },
    .init(name: "AccountRow", kind: "text") { AccountRow("r") },
    .init(name: "ZipCodeRow", kind: "text") { ZipCodeRow("r") },
    .init(name: "DecimalRow", kind: "text") { DecimalRow("r") },
    .init(name: "DateRow", kind: "date") { DateRow("r") },
    .init(name: "TimeRow", kind: "date") { TimeRow("r") },
    .init(name: "DateTimeRow", kind: "date") { DateTimeRow("r") },
    .init(name: "CountDownRow", kind: "date") { CountDownRow("r") },
    .init(name: "DateInlineRow", kind: "date") { DateInlineRow("r") },
    .init(name: "TimeInlineRow", kind: "date") { TimeInlineRow("r") },
    .init(name: "DateTimeInlineRow", kind: "date") { DateTimeInlineRow("r") },
    .init(name: "CountDownInlineRow", kind: "date") { CountDownInlineRow("r") },
    .init(name: "DatePickerRow", kind: "date") { DatePickerRow("r") },
    .init(name: "TimePickerRow", kind: "date") { TimePickerRow("r") },
    .init(name: "DateTimePickerRow", kind: "date") { DateTimePickerRow("r") },
    .init(name: "CountDownPickerRow", kind: "date") { CountDownPickerRow("r") },
    .init(name: "SegmentedRow", kind: "choice") {
      SegmentedRow<String>("r") { $0.options = ["a", "b"] }
    },
    .init(name: "PickerRow", kind: "choice") { PickerRow<String>("r") { $0.options = ["a"] } },
    .init(name: "PickerInlineRow", kind: "choice") {
      PickerInlineRow<String>("r") { $0.options = ["a"] }
    },
    .init(name: "PickerInputRow", kind: "choice") {
      PickerInputRow<String>("r") { $0.options = ["a"] }
    },
    .init(name: "DoublePickerRow", kind: "choice") { DoublePickerRow<String, Int>("r") },
    .init(name: "DoublePickerInlineRow", kind: "choice") {
      DoublePickerInlineRow<String, Int>("r")
    },
    .init(name: "DoublePickerInputRow", kind: "choice") { DoublePickerInputRow<String, Int>("r") },
    .init(name: "TriplePickerRow", kind: "choice") { TriplePickerRow<String, Int, Bool>("r") },
    .init(name: "TriplePickerInlineRow", kind: "choice") {
      TriplePickerInlineRow<String, Int, Bool>("r")
    },
    .init(name: "TriplePickerInputRow", kind: "choice") {
      TriplePickerInputRow<String, Int, Bool>("r")
    },
    .init(name: "PushRow", kind: "choice") { PushRow<String>("r") { $0.options = ["a"] } },
    .init(name: "PopoverSelectorRow", kind: "choice") {
      PopoverSelectorRow<String>("r") { $0.options = ["a"] }
    },
    .init(name: "AlertRow", kind: "choice") { AlertRow<String>("r") { $0.options = ["a"] } },
    .init(name: "ActionSheetRow", kind: "choice") {
      ActionSheetRow<String>("r") { $0.options = ["a"] }
    },
    .init(name: "MultipleSelectorRow", kind: "choice") {
      MultipleSelectorRow<String>("r") { $0.options = ["a"] }
    },
    .init(name: "LeftRightSelectorRow", kind: "choice") { LeftRightSelectorRow<String, Int>("r") },
    .init(name: "ImageRow", kind: "image") { ImageRow("r") },
    .init(name: "ListRow", kind: "list") { ListRow("r") { $0.isEditable = true } },
    .init(name: "ListRow (read-only)", kind: "list") { ListRow("r") },
    .init(name: "TextAreaRow (read-only)", kind: "text") {
      TextAreaRow("r") { $0.textAreaMode = .readOnly }
    },
    .init(name: "ListCheckRow", kind: "option") {
      ListCheckRow<String>("r") { $0.selectableValue = "a" }
    },
  ]
}

/// The name of an input's case.
private func kindName(_ input: RowInput) -> String {
  switch input {
  case .none: "none"
  case .button: "button"
  case .text: "text"
  case .toggle: "toggle"
  case .choice: "choice"
  case .date: "date"
  case .adjust: "adjust"
  case .image: "image"
  case .list: "list"
  case .option: "option"
  }
}

/// Where `row`'s input, supported actions and cell control disagree, in words; empty when they
/// agree.
private func inputDisagreements(of row: BaseRow) -> [String] {
  var problems: [String] = []
  let actions = row.supportedActions
  let control = row.displayedCell.control
  func require(_ condition: Bool, _ problem: String) {
    if !condition { problems.append(problem) }
  }
  // Each action belongs to one input; none appears for another.
  let owned: [(RowAction, String)] = [
    (.toggle, "toggle"), (.adjust, "adjust"), (.pickDate, "date"), (.selectOption, "choice"),
    (.toggleOption, "choice"), (.pickImage, "image"), (.editList, "list"),
  ]
  let kind = kindName(row.input)
  for (action, owner) in owned where actions.contains(action) {
    require(kind == owner, "\(action) offered by a \(kind) row")
  }
  require(actions.contains(.tap), "no tap")
  require((row.expandableRow != nil) == actions.contains(.expand), "expand and expandableRow")
  require((row.presentingRow != nil) == actions.contains(.present), "present and presentingRow")
  require(
    (row.textInput.map { !$0.isReadOnly } ?? false) == actions.contains(.type),
    "type and textInput")
  switch row.input {
  case .none:
    switch control {
    case .none, .title, .custom: break
    default: problems.append("control \(control) for no input")
    }
  case .button:
    require(control == .button, "control \(control) for a button")
  case .text(let field):
    switch control {
    case .textField, .textArea: break
    default: problems.append("control \(control) for text")
    }
    require(field === row.textInput, "text input is not the row's text field")
  case .toggle:
    switch control {
    case .toggle, .check: break
    default: problems.append("control \(control) for a toggle")
    }
    require(actions.contains(.toggle), "toggle without the toggle action")
  case .choice(let choice):
    switch control {
    case .segmented, .picker, .selector, .none: break
    default: problems.append("control \(control) for a choice")
    }
    require(actions.contains(.selectOption), "choice without selectOption")
    require(
      choice.allowsMultipleSelection == actions.contains(.toggleOption),
      "toggleOption and multiple selection")
  case .date:
    switch control {
    case .datePicker, .none: break
    default: problems.append("control \(control) for a date")
    }
    require(actions.contains(.pickDate), "date without pickDate")
  case .adjust(let adjustable):
    switch control {
    case .slider, .stepper: break
    default: problems.append("control \(control) for an adjustable row")
    }
    require(actions.contains(.adjust), "adjust without the adjust action")
    if case .stepper(_, _, _, let step) = control {
      require(
        adjustable.step == step,
        "stepper step \(step), row step \(String(describing: adjustable.step))")
    }
  case .image:
    if case .image = control {} else { problems.append("control \(control) for an image") }
    require(actions.contains(.pickImage), "image without pickImage")
  case .list(let list):
    if case .list = control {} else { problems.append("control \(control) for a list") }
    require(list.isEditable == actions.contains(.editList), "editList and isEditable")
  case .option:
    if case .check = control {} else { problems.append("control \(control) for an option") }
  }
  return problems
}

/// A row that draws a slider but does not say it adjusts: its answers disagree.
private final class DrawnSliderCell: Cell<Double>, CellType {
  override func update() {
    super.update()
    control = .slider(value: 1, minimum: 0, maximum: 2)
  }
}

private final class DrawnSliderRow: Row<DrawnSliderCell>, RowType {}

/// A custom row that takes text by adopting ``TextInputRow`` and nothing else.
private final class CodeCell: Cell<String>, CellType {
  override func update() {
    super.update()
    control = .textField(TextFieldStyle())
  }
}

private final class CodeRow: Row<CodeCell>, RowType, TextInputRow {
  var currentText: String? { value }
  func textDidChange(to text: String) { value = text.isEmpty ? nil : text }
}

@Suite("Row input: one answer that supported actions and the cell's control agree with")
struct RowInputContractTests {
  @Test(
    "every catalogue row has its input kind, and its actions and control agree with it",
    arguments: InputCatalogueRow.all)
  func catalogueRowAgrees(entry: InputCatalogueRow) {
    let row = entry.make()
    let options = SelectableSection<ListCheckRow<String>>(
      "s", selectionType: .singleSelection(enableDeselection: true))
    let section: Section = row is ListCheckRow<String> ? options : Section()
    let form = Form() +++ section
    section.append(row)
    defer { withExtendedLifetime(form) {} }
    #expect(kindName(row.input) == entry.kind)
    #expect(inputDisagreements(of: row) == [])
  }

  @Test("a row that draws a slider without adopting AdjustableRow is caught disagreeing")
  func disagreementIsCaught() {
    let row = DrawnSliderRow("drawn")
    let form = Form() +++ Section() <<< row
    defer { withExtendedLifetime(form) {} }
    #expect(kindName(row.input) == "none")
    let problems = inputDisagreements(of: row)
    #expect(problems.count == 1)
    #expect(problems.first?.hasSuffix("for no input") == true)
  }

  @Test("a custom row gets its input from the protocol it adopts")
  func customRowGetsItsInput() {
    let row = CodeRow("code")
    let form = Form() +++ Section() <<< row
    defer { withExtendedLifetime(form) {} }
    guard case .text(let field) = row.input else {
      Issue.record("a TextInputRow is not text: \(row.input)")
      return
    }
    field.textDidChange(to: "A1")
    #expect(row.value == "A1")
    #expect(row.supportedActions == [.tap, .focus, .type])
    #expect(inputDisagreements(of: row) == [])
  }

  @Test("a date row that also takes text is a date, and keeps its text field")
  func dateFieldIsADate() {
    let row = DateRow("day")
    guard case .date = row.input else {
      Issue.record("DateRow is not a date: \(row.input)")
      return
    }
    #expect(row.textInput != nil)
    #expect(row.supportedActions.isSuperset(of: [.type, .pickDate]))
  }

  @Test("the value kind names the row's value type")
  func valueKinds() {
    #expect(SwitchRow().valueKind == .bool)
    #expect(IntRow().valueKind == .int)
    #expect(StepperRow().valueKind == .double)
    #expect(SliderRow().valueKind == .float)
    #expect(TextRow().valueKind == .string)
    #expect(URLRow().valueKind == .url)
    #expect(DateRow().valueKind == .date)
    #expect(PushRow<String>().valueKind == .string)
    #expect(PushRow<FormOption<Int>>().valueKind == .other)
    #expect(ListRow().valueKind == .other)
  }

  @Test("an adjustable row says its step: a stepper's step value, a slider's range over its steps")
  func steps() {
    let stepper = StepperRow { $0.stepValue = 5 }
    #expect(stepper.step == 5)
    let slider = SliderRow {
      $0.minimumValue = 0
      $0.maximumValue = 10
      $0.steps = 4
    }
    #expect(slider.step == 2.5)
    slider.steps = 0
    #expect(slider.step == nil)
    slider.steps = 4
    slider.maximumValue = 0
    #expect(slider.step == nil)
  }
}
