import Formwork
import Foundation

/// Forms the schema round-trip tests share: every kind of section and the rows of the catalog
/// that travel as data, with values, options, rules, conditions and help text.
enum SchemaForms {
  /// A fixed moment: 2026-11-23 09:30 UTC.
  static let monday = Date(timeIntervalSince1970: 1_795_426_200)

  static let sizes = [
    FormOption("s", "Small"), FormOption("m", "Medium"), FormOption("l", "Large"),
  ]

  /// Fields, controls and dates, with rules, conditions and help text.
  static func fields() -> Form {
    Form()
      +++ Section(header: "Account", footer: "Every field is checked on blur.") {
        $0.tag = "account"
      }
      <<< TextRow("user") {
        $0.title = "User name"
        $0.placeholder = "ada"
        $0.value = "ada"
        $0.add(rule: RuleRequired())
        $0.add(rule: RuleMinLength(minLength: 3, msg: "Three letters at least"))
        $0.add(rule: RuleMaxLength(maxLength: 12))
        $0.add(rule: RuleRegExp(regExpr: "[a-z]+", allowsEmpty: false, id: "lower"))
        $0.helpText = "Lower-case letters only."
      }
      <<< EmailRow("email") {
        $0.title = "Email"
        $0.validationOptions = .validatesOnChangeAfterBlurred
        $0.add(rule: RuleEmail())
        $0.required = true
        $0.requiredMessage = "We need an address"
      }
      <<< PasswordRow("password") {
        $0.title = "Password"
        $0.add(rule: RuleExactLength(exactLength: 8))
      }
      <<< PasswordRow("confirm") {
        $0.title = "Confirm"
        $0.hidden = "$password == nil"
      }
      <<< IntRow("age") {
        $0.title = "Age"
        $0.validationOptions = .validatesAlways
        $0.value = 36
        $0.add(rule: RuleGreaterThan(min: 0))
        $0.add(rule: RuleSmallerOrEqualThan(max: 150))
      }
      <<< DecimalRow("height") {
        $0.title = "Height"
        $0.value = 1.65
        $0.add(rule: RuleGreaterOrEqualThan(min: 0.5))
        $0.add(rule: RuleSmallerThan(max: 3.0))
      }
      <<< URLRow("site") {
        $0.title = "Web site"
        $0.value = URL(string: "https://example.com/ada")
        $0.add(rule: RuleURL(allowsEmpty: false))
      }
      <<< PhoneRow("phone") { $0.placeholder = "+44 20 7946 0000" }
      <<< NameRow("name") { $0.value = "Ada Lovelace" }
      <<< TwitterRow("twitter") { $0.value = "@ada" }
      <<< AccountRow("handle") { $0.value = "ada1815" }
      <<< ZipCodeRow("zip") { $0.value = "EC1A 1BB" }
      +++ Section("Controls") { $0.hidden = "$user == 'hide'" }
      <<< LabelRow("label") {
        $0.title = "Label"
        $0.value = "Read only"
      }
      <<< ButtonRow("button") { $0.title = "Button" }
      <<< CheckRow("check") {
        $0.title = "Check"
        $0.value = true
      }
      <<< SwitchRow("switch") {
        $0.title = "Switch"
        $0.value = false
        $0.disabled = "$check == NO"
      }
      <<< SliderRow("slider") {
        $0.title = "Slider"
        $0.value = 5
      }
      <<< StepperRow("stepper") {
        $0.title = "Stepper"
        $0.value = 3
      }
      <<< TextAreaRow("notes") {
        $0.title = "Notes"
        $0.placeholder = "Anything else"
      }
      +++ Section("Dates")
      <<< DateRow("date") {
        $0.title = "Date"
        $0.value = monday
        $0.add(rule: RuleGreaterThan(min: Date(timeIntervalSince1970: 0)))
      }
      <<< TimeRow("time") { $0.value = monday }
      <<< DateTimeRow("dateTime") { $0.value = monday }
      <<< CountDownRow("countDown") { $0.value = Date(timeIntervalSince1970: 5_400) }
      <<< DateInlineRow("dateInline") { $0.value = monday }
      <<< TimeInlineRow("timeInline") { $0.value = monday }
      <<< DateTimeInlineRow("dateTimeInline") { $0.value = monday }
      <<< CountDownInlineRow("countDownInline") { $0.value = Date(timeIntervalSince1970: 60) }
      <<< DatePickerRow("datePicker") { $0.value = monday }
      <<< TimePickerRow("timePicker") { $0.value = monday }
      <<< DateTimePickerRow("dateTimePicker") { $0.value = monday }
      <<< CountDownPickerRow("countDownPicker") { $0.value = Date(timeIntervalSince1970: 120) }
  }

  /// Options, pickers, selectable and multivalued sections.
  static func options() -> Form {
    Form()
      +++ Section("Options")
      <<< PushRow<String>("push") {
        $0.title = "Push"
        $0.options = ["Red", "Green", "Blue"]
        $0.value = "Green"
        $0.selectorTitle = "Pick a colour"
        $0.noValueDisplayText = "None"
      }
      <<< PushRow<FormOption<String>>("size") {
        $0.title = "Size"
        $0.options = sizes
        $0.value = sizes[1]
        $0.add(rule: RuleRequired())
      }
      <<< PopoverSelectorRow<Int>("popover") {
        $0.title = "Popover"
        $0.options = [1, 2, 3]
        $0.value = 2
      }
      <<< AlertRow<String>("alert") {
        $0.title = "Alert"
        $0.options = ["One", "Two"]
      }
      <<< ActionSheetRow<Double>("sheet") {
        $0.title = "Sheet"
        $0.options = [0.5, 1.5]
        $0.value = 1.5
      }
      <<< SegmentedRow<String>("segmented") {
        $0.title = "Segmented"
        $0.options = ["A", "B"]
        $0.value = "B"
      }
      <<< MultipleSelectorRow<String>("days") {
        $0.title = "Days"
        $0.options = ["Mon", "Tue", "Wed"]
        $0.value = ["Wed", "Mon"]
      }
      <<< PickerRow<String>("picker") {
        $0.title = "Picker"
        $0.options = ["Atrium", "Library", "Roof"]
        $0.value = "Library"
      }
      <<< PickerInlineRow<String>("pickerInline") {
        $0.title = "Picker inline"
        $0.options = ["Atrium", "Roof"]
        $0.value = "Roof"
      }
      <<< PickerInputRow<Int>("pickerInput") {
        $0.title = "Picker input"
        $0.options = [1, 2]
      }
      +++ SelectableSection<ListCheckRow<String>>(
        "Continent", selectionType: .singleSelection(enableDeselection: false)
      ) { $0.tag = "continent" }
      <<< ListCheckRow<String>("africa") {
        $0.title = "Africa"
        $0.selectableValue = "Africa"
      }
      <<< ListCheckRow<String>("europe") {
        $0.title = "Europe"
        $0.selectableValue = "Europe"
        $0.value = "Europe"
      }
      +++ SelectableSection<ListCheckRow<FormOption<String>>>(
        "Sizes", selectionType: .multipleSelection
      ) {
        $0.tag = "sizes"
        $0.minimumSelections = 1
      }
      <<< ListCheckRow<FormOption<String>>("small") {
        $0.title = "Small"
        $0.selectableValue = sizes[0]
        $0.value = sizes[0]
      }
      +++ MultivaluedSection(
        multivaluedOptions: [.Insert, .Delete, .Reorder], header: "Phones", footer: "Up to three"
      ) {
        $0.tag = "phones"
        $0.maximumItems = 3
        $0.addButtonProvider = { _ in ButtonRow { $0.title = "Add phone" } }
        $0.multivaluedRowToInsertAt = { _ in PhoneRow { $0.placeholder = "Number" } }
        $0 <<< PhoneRow { $0.value = "555-0100" }
      }
      +++ MultivaluedSection(multivaluedOptions: [.Insert], insertMode: .lastRow, header: "Tags") {
        $0.tag = "tags"
        $0.multivaluedRowToInsertAt = { _ in TextRow { $0.placeholder = "Tag" } }
      }
  }
}
