import Formwork
import Foundation
import Testing

// Eureka declares its cells `open`, and apps subclass them (`class NotificationIdentifierTextCell:
// TextCell`). Each cell below subclasses one of Formwork's, as an app does, and overrides
// `update()`; a row of that cell shows that the override runs.

/// A row for any cell, as an app writes one for its own cell.
private final class HostRow<Custom: BaseCell & CellType>: Row<Custom>, RowType {}

/// The text each overriding cell shows, proving that its override ran.
private let overridden = "overridden"

private final class CustomCell: Cell<String>, CellType {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomLabelCell: LabelCellOf<String> {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomButtonCell: ButtonCellOf<String> {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomCheckCell: CheckCell {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomSwitchCell: SwitchCell {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomStepperCell: StepperCell {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomSliderCell: SliderCell {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomTextAreaCell: TextAreaCell {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomSegmentedCell: SegmentedCell<String> {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomFieldCell: _FieldCell<String>, CellType {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomTextCell: TextCell {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomIntCell: IntCell {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomPhoneCell: PhoneCell {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomNameCell: NameCell {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomEmailCell: EmailCell {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomPasswordCell: PasswordCell {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomDecimalCell: DecimalCell {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomURLCell: URLCell {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomTwitterCell: TwitterCell {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomAccountCell: AccountCell {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomZipCodeCell: ZipCodeCell {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomDateCell: DateCell {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomDateInlineCell: DateInlineCell {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomDatePickerCell: DatePickerCell {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomPickerCell: _PickerCell<String> {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomPickerInputCell: _PickerInputCell<String> {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomPickerInlineCell: PickerInlineCell<String> {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomDoublePickerCell: DoublePickerCell<String, Int> {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomDoublePickerInputCell: DoublePickerInputCell<String, Int> {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomTriplePickerCell: TriplePickerCell<String, Int, Bool> {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomTriplePickerInputCell: TriplePickerInputCell<String, Int, Bool> {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomPushSelectorCell: PushSelectorCell<String> {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomAlertSelectorCell: AlertSelectorCell<String> {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomListCheckCell: ListCheckCell<String> {
  override func update() {
    super.update()
    valueText = overridden
  }
}

private final class CustomLeftRightSelectorCell: LeftRightSelectorCell<String, String> {
  override func update() {
    super.update()
    valueText = overridden
  }
}

/// An app's text cell, as in the app the issue ported: its setup runs once, its update on every
/// update of its row.
private final class NotificationIdentifierTextCell: TextCell {
  var setups = 0

  override func setup() {
    super.setup()
    setups += 1
  }
}

private final class NotificationIdentifierRow: FieldRow<NotificationIdentifierTextCell>, RowType {}

@Suite("Subclassing Eureka's open cells")
struct EurekaCellSubclassingTests {
  @Test("every cell Eureka declares open can be subclassed, and its override runs")
  func everyOpenCell() {
    let rows: [BaseRow] = [
      HostRow<CustomCell>(),
      HostRow<CustomLabelCell>(),
      HostRow<CustomButtonCell>(),
      HostRow<CustomCheckCell>(),
      HostRow<CustomSwitchCell>(),
      HostRow<CustomStepperCell>(),
      HostRow<CustomSliderCell>(),
      HostRow<CustomTextAreaCell>(),
      HostRow<CustomSegmentedCell>(),
      HostRow<CustomFieldCell>(),
      HostRow<CustomTextCell>(),
      HostRow<CustomIntCell>(),
      HostRow<CustomPhoneCell>(),
      HostRow<CustomNameCell>(),
      HostRow<CustomEmailCell>(),
      HostRow<CustomPasswordCell>(),
      HostRow<CustomDecimalCell>(),
      HostRow<CustomURLCell>(),
      HostRow<CustomTwitterCell>(),
      HostRow<CustomAccountCell>(),
      HostRow<CustomZipCodeCell>(),
      HostRow<CustomDateCell>(),
      HostRow<CustomDateInlineCell>(),
      HostRow<CustomDatePickerCell>(),
      HostRow<CustomPickerCell>(),
      HostRow<CustomPickerInputCell>(),
      HostRow<CustomPickerInlineCell>(),
      HostRow<CustomDoublePickerCell>(),
      HostRow<CustomDoublePickerInputCell>(),
      HostRow<CustomTriplePickerCell>(),
      HostRow<CustomTriplePickerInputCell>(),
      HostRow<CustomPushSelectorCell>(),
      HostRow<CustomAlertSelectorCell>(),
      HostRow<CustomListCheckCell>(),
      HostRow<CustomLeftRightSelectorCell>(),
    ]
    for row in rows {
      row.updateCell()
      #expect(row.baseCell.valueText == overridden, "\(type(of: row.baseCell))")
    }
  }

  @Test("a subclassed text cell sets up once and still edits its row")
  func textCellSubclass() throws {
    let row = NotificationIdentifierRow("identifier") { $0.placeholder = "ID" }
    let form = Form() +++ Section() <<< row
    try row.typeText("abc")
    #expect(row.cell.setups == 1)
    #expect(row.value == "abc")
    #expect(row.cell.placeholder == "ID")
    #expect(row.cell.control == .textField(TextFieldStyle(keyboard: .default, isSecure: false)))
    withExtendedLifetime(form) {}
  }
}
