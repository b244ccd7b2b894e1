import Formwork
import FormworkHTML
import Foundation

/// Forms the binding tests share, built fresh for each test.
enum BindingForms {
  /// A fixed moment: 2026-11-23 09:30 UTC.
  static let monday = Date(timeIntervalSince1970: 1_795_426_200)
  /// 1 h 30 min as a count-down's date.
  static let ninetyMinutes = Date(timeIntervalSince1970: 5_400)
  /// The option objects of the sizes.
  static let sizes = [
    FormOption("s", "Small"), FormOption("m", "Medium"), FormOption("l", "Large"),
  ]

  /// One row of every type of Eureka's row catalog (as `Playgrounds/RowCatalog` has them), and
  /// a section of every kind, with values.
  static func catalog() -> Form {
    Form()
      +++ Section("Controls")
      <<< LabelRow("label") {
        $0.title = "LabelRow"
        $0.value = "Read only"
      }
      <<< ButtonRow("button") { $0.title = "ButtonRow" }
      <<< CheckRow("check") { $0.value = true }
      <<< CheckRow("uncheck")
      <<< SwitchRow("switch") { $0.value = true }
      <<< SwitchRow("switchOff") { $0.value = false }
      <<< SliderRow("slider") { $0.value = 5 }
      <<< StepperRow("stepper") { $0.value = 3 }
      <<< TextAreaRow("textArea") { $0.value = "Two lines,\nof text." }
      +++ Section("Fields")
      <<< TextRow("text") { $0.placeholder = "Anything" }
      <<< NameRow("name") { $0.value = "Ada Lovelace" }
      <<< URLRow("url") { $0.value = URL(string: "https://example.com") }
      <<< IntRow("int") { $0.value = 2026 }
      <<< PhoneRow("phone")
      <<< PasswordRow("password") { $0.value = "secret" }
      <<< EmailRow("email") { $0.value = "ada@example.com" }
      <<< DecimalRow("decimal") { $0.value = 3.25 }
      <<< TwitterRow("twitter") { $0.value = "@ada" }
      <<< AccountRow("account") { $0.value = "ada1815" }
      <<< ZipCodeRow("zip") { $0.value = "EC1A 1BB" }
      +++ Section("Dates")
      <<< DateRow("date") { $0.value = monday }
      <<< TimeRow("time") { $0.value = monday }
      <<< DateTimeRow("dateTime") { $0.value = monday }
      <<< CountDownRow("countDown") { $0.value = ninetyMinutes }
      <<< DateInlineRow("dateInline") { $0.value = monday }
      <<< TimeInlineRow("timeInline") { $0.value = monday }
      <<< DateTimeInlineRow("dateTimeInline") { $0.value = monday }
      <<< CountDownInlineRow("countDownInline") { $0.value = ninetyMinutes }
      <<< DatePickerRow("datePicker") { $0.value = monday }
      <<< TimePickerRow("timePicker") { $0.value = monday }
      <<< DateTimePickerRow("dateTimePicker") { $0.value = monday }
      <<< CountDownPickerRow("countDownPicker") { $0.value = ninetyMinutes }
      +++ Section("Pickers")
      <<< PickerRow<String>("picker") {
        $0.options = ["Atrium", "Library", "Roof"]
        $0.value = "Library"
      }
      <<< PickerInlineRow<String>("pickerInline") {
        $0.options = ["Atrium", "Library", "Roof"]
        $0.value = "Roof"
      }
      <<< PickerInputRow<String>("pickerInput") { $0.options = ["Atrium", "Library", "Roof"] }
      <<< DoublePickerRow<String, Int>("doublePicker") {
        $0.firstOptions = { ["Floor", "Roof"] }
        $0.secondOptions = { $0 == "Floor" ? [1, 2] : [3] }
        $0.value = Tuple(a: "Floor", b: 2)
      }
      <<< DoublePickerInlineRow<String, Int>("doublePickerInline") {
        $0.firstOptions = { ["Floor", "Roof"] }
        $0.secondOptions = { $0 == "Floor" ? [1, 2] : [3] }
        $0.value = Tuple(a: "Roof", b: 3)
      }
      <<< DoublePickerInputRow<String, Int>("doublePickerInput") {
        $0.firstOptions = { ["Floor", "Roof"] }
        $0.secondOptions = { $0 == "Floor" ? [1, 2] : [3] }
      }
      <<< TriplePickerRow<String, String, Int>("triplePicker") {
        $0.firstOptions = { ["Europe"] }
        $0.secondOptions = { _ in ["Paris", "Rome"] }
        $0.thirdOptions = { _, _ in [1, 2] }
        $0.value = Tuple3(a: "Europe", b: "Rome", c: 2)
      }
      <<< TriplePickerInlineRow<String, String, Int>("triplePickerInline") {
        $0.firstOptions = { ["Europe"] }
        $0.secondOptions = { _ in ["Paris", "Rome"] }
        $0.thirdOptions = { _, _ in [1, 2] }
        $0.value = Tuple3(a: "Europe", b: "Paris", c: 1)
      }
      <<< TriplePickerInputRow<String, String, Int>("triplePickerInput") {
        $0.firstOptions = { ["Europe"] }
        $0.secondOptions = { _ in ["Paris", "Rome"] }
        $0.thirdOptions = { _, _ in [1, 2] }
      }
      +++ Section("Options")
      <<< AlertRow<String>("alert") {
        $0.options = ["One", "Two", "Three"]
        $0.value = "Two"
      }
      <<< ActionSheetRow<String>("actionSheet") {
        $0.options = ["One", "Two", "Three"]
        $0.value = "Two"
      }
      <<< PushRow<String>("push") { $0.options = ["Red", "Green", "Blue"] }
      <<< PopoverSelectorRow<String>("popover") {
        $0.options = ["North", "South"]
        $0.value = "South"
      }
      <<< MultipleSelectorRow<String>("multiple") {
        $0.options = ["Mon", "Tue", "Wed", "Thu", "Fri"]
        $0.value = ["Wed", "Mon"]
      }
      <<< SegmentedRow<String>("segmented") {
        $0.options = ["One", "Two", "Three"]
        $0.value = "One"
      }
      <<< PushRow<FormOption<String>>("size") {
        $0.options = sizes
        $0.value = sizes[1]
      }
      <<< LeftRightSelectorRow<String, String>("leftRight") {
        $0.selectorOptions = [
          LeftRightSelectorOption(leftValue: "Email", rightOptions: ["Home", "Work"]),
          LeftRightSelectorOption(leftValue: "Phone", rightOptions: ["Mobile"]),
        ]
        $0.leftValue = "Email"
        $0.value = "Work"
      }
      +++ Section("TLFormView")
      <<< TitleRow { $0.title = "TitleRow" }
      <<< ImageRow("avatar") {
        $0.value = FormImage(
          url: URL(string: "https://example.com/photos/a.png") ?? URL(fileURLWithPath: "/"))
      }
      <<< ImageRow("cover")
      <<< ListRow("tags") {
        $0.value = ["swift", "forms"]
        $0.isEditable = true
      }
      +++ SelectableSection<ListCheckRow<String>>(
        "Continent", selectionType: .singleSelection(enableDeselection: true)
      ) { $0.tag = "continent" }
      <<< ListCheckRow<String>("africa") { $0.selectableValue = "Africa" }
      <<< ListCheckRow<String>("europe") {
        $0.selectableValue = "Europe"
        $0.value = "Europe"
      }
      +++ SelectableSection<ListCheckRow<FormOption<Int>>>(
        "Toppings", selectionType: .multipleSelection
      ) { $0.tag = "toppings" }
      <<< ListCheckRow<FormOption<Int>> { $0.selectableValue = FormOption(1, "Cheese") }
      <<< ListCheckRow<FormOption<Int>> {
        $0.selectableValue = FormOption(2, "Olives")
        $0.value = FormOption(2, "Olives")
      }
      <<< ListCheckRow<FormOption<Int>> { $0.selectableValue = FormOption(3, "Basil") }
      +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Phones") {
        $0.tag = "phones"
        $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
        $0 <<< PhoneRow { $0.value = "555-0100" } <<< PhoneRow { $0.value = "555-0199" }
      }
  }

  /// What a browser submits for `form` rendered as it is and sent unchanged, by the wire format
  /// of ``HTMLFieldNames``: every enabled control with a name, hidden ones included.
  static func submission(of form: Form) -> FormData {
    var fields: [FormField] = []
    func add(_ name: String, _ values: [String]) {
      fields += values.map { FormField(name: name, value: $0) }
    }
    for section in form.allSections {
      let tag = section.tag.flatMap { form.sectionBy(tag: $0) === section ? $0 : nil }
      switch section.kind {
      case .selectable:
        guard let tag else { continue }
        for row in section.allRows where row.baseValue != nil && !row.isDisabled {
          add(tag, [selectableText(of: row)])
        }
        continue
      case .multivalued(let editing):
        guard let tag else { continue }
        let insertion = editing.insertionRow
        for row in section.allRows where !row.isDisabled {
          if row === insertion, editing.insertMode != .lastRow { continue }
          add(tag, controlValues(of: row))
        }
        continue
      case .plain:
        break
      }
      for row in section.allRows where !row.isDisabled && row.inlineOwner == nil {
        guard let tag = row.tag, form.rowBy(tag: tag) === row else { continue }
        add(tag, controlValues(of: row))
      }
    }
    return FormData(fields)
  }

  /// What a row's control submits, read through the renderer contract.
  static func controlValues(of row: BaseRow) -> [String] {
    if let toggle = row as? any ToggleableRow {
      switch toggle.displayedCell.control {
      case .toggle(true), .check(true): return [HTMLFieldNames.checkedValue]
      default: return []
      }
    }
    if let choice = row as? any ChoiceRow {
      let components = choice.choiceComponents
      if choice.allowsMultipleSelection {
        return components.first.map { c in c.selectedIndices.map { c.values[$0] } } ?? []
      }
      return components.map { c in c.selectedIndex.map { c.values[$0] } ?? "" }
    }
    if let dates = row as? any DatePickingRow {
      let control = dates.datePickerControl
      return [
        control.date.map {
          HTMLDateFormat.string(from: $0, mode: control.mode, timeZone: dates.pickerTimeZone)
        } ?? ""
      ]
    }
    switch row.displayedCell.control {
    case .slider(let value, _, _), .stepper(let value, _, _, _):
      guard row.baseValue != nil else { return [""] }
      return [value == value.rounded() ? String(Int(value)) : String(value)]
    default: break
    }
    if let list = row as? any ListEditingRow { return list.isEditable ? list.itemTexts : [] }
    // A file input sends a file, not text.
    if row is any ImagePickingRow { return [] }
    if let field = row as? any TextInputRow {
      return [(field.currentText ?? "").replacingOccurrences(of: "\n", with: "\r\n")]
    }
    return []
  }

  /// The text a selectable row submits.
  static func selectableText(of row: BaseRow) -> String {
    guard let value = (row as? any SelectableRowType)?.selectableValue else { return "" }
    if let option = value as? any FormOptionValue { return String(describing: option.formValue) }
    return String(describing: value)
  }

  /// Every row's value and every section's values, one line each, in the form's order: a
  /// choice row by its selected options, other rows by their value's description.
  static func dump(_ form: Form) -> String {
    var lines: [String] = []
    for (sectionIndex, section) in form.allSections.enumerated() {
      lines.append("section \(section.tag ?? String(sectionIndex))")
      for row in section.allRows {
        let name = row.tag ?? row.reference
        if let choice = row as? any ChoiceRow {
          let selected = choice.choiceComponents.map { c in
            c.selectedIndices.map { c.values[$0] }.joined(separator: "+")
          }
          lines.append("  \(name): \(selected.joined(separator: " / "))")
        } else {
          lines.append("  \(name): \(row.baseValue.map { String(describing: $0) } ?? "nil")")
        }
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Binds `body` (URL-encoded) into `form`, failing the test on a thrown error.
  static func bind(_ body: String, into form: Form) throws -> BindingReport {
    try form.bind(FormData(urlEncoded: body))
  }
}
