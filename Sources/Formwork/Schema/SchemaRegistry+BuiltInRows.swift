import Foundation

extension SchemaRegistry {
  /// Registers every row of the catalog whose settings can travel as data.
  ///
  /// Left out: the double and triple pickers and `LeftRightSelectorRow`, whose options are
  /// closures or nested lists; exporting one reports its type as unregistered.
  mutating func registerBuiltInRows() {
    // Controls.
    register(LabelRow.self)
    register(ButtonRow.self)
    register(CheckRow.self)
    register(SwitchRow.self)
    register(SliderRow.self)
    register(StepperRow.self)
    register(TextAreaRow.self)
    register(TitleRow.self)
    register(NoteRow.self)
    // TLFormView's media and list rows; a list's editability travels as an attribute.
    register(ImageRow.self)
    register(
      ListRow.self,
      attributes: [
        SchemaAttribute(
          "isEditable", read: { $0.isEditable ? .bool(true) : nil },
          write: { row, value in
            guard case .bool(let editable) = value else { return false }
            row.isEditable = editable
            return true
          })
      ])
    // Fields.
    register(TextRow.self)
    register(NameRow.self)
    register(URLRow.self)
    register(IntRow.self)
    register(PhoneRow.self)
    register(PasswordRow.self)
    register(EmailRow.self)
    register(DecimalRow.self)
    register(TwitterRow.self)
    register(AccountRow.self)
    register(ZipCodeRow.self)
    // Dates.
    register(DateRow.self)
    register(TimeRow.self)
    register(DateTimeRow.self)
    register(CountDownRow.self)
    register(DateInlineRow.self)
    register(TimeInlineRow.self)
    register(DateTimeInlineRow.self)
    register(CountDownInlineRow.self)
    register(DatePickerRow.self)
    register(TimePickerRow.self)
    register(DateTimePickerRow.self)
    register(CountDownPickerRow.self)
    // Options, pickers and selectable rows, for the common option types.
    registerOptionRows(of: String.self)
    registerOptionRows(of: Int.self)
    registerOptionRows(of: Double.self)
    registerOptionRows(of: FormOption<String>.self)
    registerOptionRows(of: FormOption<Int>.self)
  }

  /// Registers the selectors, pickers, segmented and list rows over `Option`.
  mutating func registerOptionRows<Option: Hashable & SchemaOptionConvertible>(
    of option: Option.Type
  ) {
    register(PushRow<Option>.self)
    register(PopoverSelectorRow<Option>.self)
    register(AlertRow<Option>.self)
    register(ActionSheetRow<Option>.self)
    register(SegmentedRow<Option>.self)
    register(MultipleSelectorRow<Option>.self)
    // A multiple selector's value is a set of options, written as an array of them.
    rowEntries[String(describing: MultipleSelectorRow<Option>.self)]?.options?.select = {
      row, value in
      guard let row = row as? MultipleSelectorRow<Option>,
        let chosen = SchemaValueFastPath.options(value, as: Option.self)
      else { return nil }
      row.value = chosen.isEmpty ? nil : Set(chosen)
      return true
    }
    register(ListCheckRow<Option>.self)
    registerPicker(PickerRow<Option>.self)
    registerPicker(PickerInlineRow<Option>.self)
    registerPicker(PickerInputRow<Option>.self)
  }

  /// Registers a picker row, whose options are a plain list.
  mutating func registerPicker<Cell, Row: PickerBaseRow<Cell>>(_ type: Row.Type)
  where Cell.Value: SchemaOptionConvertible {
    var entry = RowEntry(type, make: nil, attributes: [])
    entry.options = Self.pickerOptions(PickerBaseRow<Cell>.self)
    add(entry, name: nil)
  }
}
