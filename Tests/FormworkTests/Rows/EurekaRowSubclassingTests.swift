import Formwork
import Foundation
import Testing

// Eureka offers a base class under each concrete row (`_LabelRow`, `_ButtonRowOf`, `_TextRow`, …)
// and apps subclass them (`final class InfoLabelRow: _LabelRow, RowType`). Each row below
// subclasses one, as an app does, and overrides `customUpdateCell()`; updating its cell shows
// that the override runs, and the tests after it that the subclass behaves as the library's row.

/// The text each overriding row shows, proving that its override ran.
private let overridden = "overridden"

private final class CustomLabelRow: _LabelRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomButtonRowOfBool: _ButtonRowOf<Bool>, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomButtonRowOfInt: ButtonRowOf<Int>, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomCheckRow: _CheckRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomSwitchRow: _SwitchRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomStepperRow: _StepperRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomTextAreaRow: _TextAreaRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomFieldRow: FieldRow<TextCell>, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomFormatteableRow: FormatteableRow<IntCell>, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomTextRow: _TextRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomIntRow: _IntRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomPhoneRow: _PhoneRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomNameRow: _NameRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomEmailRow: _EmailRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomPasswordRow: _PasswordRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomDecimalRow: _DecimalRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomURLRow: _URLRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomTwitterRow: _TwitterRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomAccountRow: _AccountRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomZipCodeRow: _ZipCodeRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomDateFieldRow: _DateFieldRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomDateRow: _DateRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomTimeRow: _TimeRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomDateTimeRow: _DateTimeRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomCountDownRow: _CountDownRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomDateInlineFieldRow: _DateInlineFieldRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomDateInlineRow: _DateInlineRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomTimeInlineRow: _TimeInlineRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomDateTimeInlineRow: _DateTimeInlineRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomCountDownInlineRow: _CountDownInlineRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomDatePickerRow: _DatePickerRow, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomPickerRow: _PickerRow<String>, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomPickerInputRow: _PickerInputRow<String>, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomPickerInlineRow: _PickerInlineRow<String>, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomDoublePickerRow: _DoublePickerRow<String, Int>, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomDoublePickerInputRow: _DoublePickerInputRow<String, Int>, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomDoublePickerInlineRow: _DoublePickerInlineRow<String, Int>, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomTriplePickerRow: _TriplePickerRow<String, Int, Bool>, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomTriplePickerInputRow: _TriplePickerInputRow<String, Int, Bool>, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomTriplePickerInlineRow: _TriplePickerInlineRow<String, Int, Bool>, RowType
{
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomOptionsRow: OptionsRow<SegmentedCell<String>>, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomSelectorRow: SelectorRow<PushSelectorCell<String>>, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomPushRow: _PushRow<PushSelectorCell<String>>, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomPopoverSelectorRow: _PopoverSelectorRow<PushSelectorCell<String>>, RowType
{
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomAlertOptionsRow: AlertOptionsRow<AlertSelectorCell<String>>, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomActionSheetRow: _ActionSheetRow<AlertSelectorCell<String>>, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomAlertRow: _AlertRow<AlertSelectorCell<String>>, RowType {
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomGenericMultipleSelectorRow: GenericMultipleSelectorRow<
  String, PushSelectorCell<Set<String>>
>, RowType
{
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

private final class CustomMultipleSelectorRow: _MultipleSelectorRow<
  String, PushSelectorCell<Set<String>>
>, RowType
{
  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = overridden
  }
}

/// An app's label row, as in the app the issue ported: it configures itself when created.
private final class InfoLabelRow: _LabelRow, RowType {
  required init(tag: String?) {
    super.init(tag: tag)
    title = "Info"
  }
}

/// An app's button that shows it is loading while its action runs: a tap sets its value.
private final class ButtonRowWithLoading: _ButtonRowOf<Bool>, RowType {
  override func customDidSelect() {
    super.customDidSelect()
    value = !(value ?? false)
  }

  override func customUpdateCell() {
    super.customUpdateCell()
    cell.valueText = value == true ? "Loading…" : nil
  }
}

@Suite("Subclassing Eureka's row base classes")
struct EurekaRowSubclassingTests {
  @Test("every row base class Eureka offers can be subclassed, and its override runs")
  func everyBaseClass() {
    let rows: [BaseRow] = [
      CustomLabelRow(),
      CustomButtonRowOfBool(),
      CustomButtonRowOfInt(),
      CustomCheckRow(),
      CustomSwitchRow(),
      CustomStepperRow(),
      CustomTextAreaRow(),
      CustomFieldRow(),
      CustomFormatteableRow(),
      CustomTextRow(),
      CustomIntRow(),
      CustomPhoneRow(),
      CustomNameRow(),
      CustomEmailRow(),
      CustomPasswordRow(),
      CustomDecimalRow(),
      CustomURLRow(),
      CustomTwitterRow(),
      CustomAccountRow(),
      CustomZipCodeRow(),
      CustomDateFieldRow(),
      CustomDateRow(),
      CustomTimeRow(),
      CustomDateTimeRow(),
      CustomCountDownRow(),
      CustomDateInlineFieldRow(),
      CustomDateInlineRow(),
      CustomTimeInlineRow(),
      CustomDateTimeInlineRow(),
      CustomCountDownInlineRow(),
      CustomDatePickerRow(),
      CustomPickerRow(),
      CustomPickerInputRow(),
      CustomPickerInlineRow(),
      CustomDoublePickerRow(),
      CustomDoublePickerInputRow(),
      CustomDoublePickerInlineRow(),
      CustomTriplePickerRow(),
      CustomTriplePickerInputRow(),
      CustomTriplePickerInlineRow(),
      CustomOptionsRow(),
      CustomSelectorRow(),
      CustomPushRow(),
      CustomPopoverSelectorRow(),
      CustomAlertOptionsRow(),
      CustomActionSheetRow(),
      CustomAlertRow(),
      CustomGenericMultipleSelectorRow(),
      CustomMultipleSelectorRow(),
    ]
    for row in rows {
      row.updateCell()
      #expect(row.baseCell.valueText == overridden, "\(type(of: row))")
    }
  }

  @Test("a label row subclass configures itself and shows its value")
  func infoLabelRow() {
    let row = InfoLabelRow("info") { $0.value = "42" }
    let form = Form() +++ Section() <<< row
    row.updateCell()
    #expect(row.cell.title == "Info")
    #expect(row.cell.valueText == "42")
    withExtendedLifetime(form) {}
  }

  @Test("a button row subclass runs its own tap and cell update")
  func buttonRowWithLoading() throws {
    let row = ButtonRowWithLoading("save") { $0.title = "Save" }
    let form = Form() +++ Section() <<< row
    try form.tap("save")
    #expect(row.value == true)
    #expect(row.cell.valueText == "Loading…")
    #expect(row.cell.control == .button)
  }

  @Test("subclasses behave as the library's rows they stand under")
  func inheritedBehaviour() throws {
    let email = CustomEmailRow("email")
    let url = CustomURLRow("url")
    let check = CustomCheckRow("check")
    let stepper = CustomStepperRow("stepper") { $0.stepValue = 5 }
    let area = CustomTextAreaRow("area") { $0.textAreaMode = .readOnly }
    let time = CustomTimeRow("time")
    let inline = CustomTimeInlineRow("inline")
    let form =
      Form() +++ Section() <<< email <<< url <<< check <<< stepper <<< area <<< time <<< inline
    #expect(email.inputKind == .email)
    try url.typeText("example.com")
    #expect(url.value == nil)
    #expect(url.inputError != nil)
    try check.toggle()
    #expect(check.value == true)
    try stepper.increment()
    #expect(stepper.value == 5)
    #expect(area.isReadOnly)
    #expect(time.datePickerMode == .time)
    #expect(inline.datePickerMode == .time)
    withExtendedLifetime(form) {}
  }
}
