import Formwork
import Foundation

/// A form with a row of every kind FormworkHTML renders, served on `/catalog`, so that the
/// browser test measures every control (axe-core) and not only the sign-up form's.
public enum CatalogForm {
  /// A fixed moment for the date rows: 2026-11-23 09:30 UTC.
  static let monday = Date(timeIntervalSince1970: 1_795_426_200)

  /// Makes the form: controls, fields, dates, pickers, options, images and lists, a selectable
  /// section and a multivalued one, each row titled.
  ///
  /// - Returns: A new form.
  public static func make() -> Form {
    let form = Form()
    form
      +++ Section("Controls")
      <<< LabelRow("label") {
        $0.title = "Label"
        $0.value = "Read only"
      }
      <<< CheckRow("check") { $0.title = "Check" }
      <<< SwitchRow("switch") {
        $0.title = "Switch"
        $0.value = true
      }
      <<< SliderRow("slider") {
        $0.title = "Slider"
        $0.value = 5
      }
      <<< StepperRow("stepper") {
        $0.title = "Stepper"
        $0.value = 3
      }
      <<< TextAreaRow("textArea") {
        $0.title = "Text area"
        $0.helpText = "Several lines."
      }
      +++ Section("Fields")
      <<< TextRow("text") { $0.title = "Text" }
      <<< NameRow("name") { $0.title = "Name" }
      <<< URLRow("url") { $0.title = "Web address" }
      <<< IntRow("int") { $0.title = "Whole number" }
      <<< DecimalRow("decimal") { $0.title = "Decimal number" }
      <<< PhoneRow("phone") { $0.title = "Phone" }
      <<< PasswordRow("password") { $0.title = "Password" }
      <<< EmailRow("email") { $0.title = "E-mail" }
      <<< TwitterRow("twitter") { $0.title = "Twitter" }
      <<< AccountRow("account") { $0.title = "Account" }
      <<< ZipCodeRow("zip") { $0.title = "Postcode" }
    form
      +++ Section("Dates")
      <<< DateRow("date") {
        $0.title = "Date"
        $0.value = monday
      }
      <<< TimeRow("time") { $0.title = "Time" }
      <<< DateTimeRow("dateTime") { $0.title = "Date and time" }
      <<< CountDownRow("countDown") { $0.title = "Count-down" }
      <<< DateInlineRow("dateInline") { $0.title = "Date, inline" }
      <<< DatePickerRow("datePicker") { $0.title = "Date picker" }
      +++ Section("Pickers")
      <<< PickerRow<String>("picker") {
        $0.title = "Picker"
        $0.options = ["Atrium", "Library", "Roof"]
        $0.value = "Library"
      }
      <<< PickerInlineRow<String>("pickerInline") {
        $0.title = "Picker, inline"
        $0.options = ["Atrium", "Library", "Roof"]
      }
      <<< DoublePickerRow<String, Int>("doublePicker") {
        $0.title = "Two wheels"
        $0.firstOptions = { ["Floor", "Roof"] }
        $0.secondOptions = { $0 == "Floor" ? [1, 2] : [3] }
        $0.value = Tuple(a: "Floor", b: 2)
      }
      <<< TriplePickerRow<String, String, Int>("triplePicker") {
        $0.title = "Three wheels"
        $0.firstOptions = { ["Europe"] }
        $0.secondOptions = { _ in ["Paris", "Rome"] }
        $0.thirdOptions = { _, _ in [1, 2] }
        $0.value = Tuple3(a: "Europe", b: "Rome", c: 2)
      }
    form
      +++ Section("Options")
      <<< AlertRow<String>("alert") {
        $0.title = "Alert"
        $0.options = ["One", "Two", "Three"]
      }
      <<< ActionSheetRow<String>("actionSheet") {
        $0.title = "Action sheet"
        $0.options = ["One", "Two", "Three"]
      }
      <<< PushRow<String>("push") {
        $0.title = "Push"
        $0.options = ["Red", "Green", "Blue"]
      }
      <<< PopoverSelectorRow<String>("popover") {
        $0.title = "Popover"
        $0.options = ["North", "South"]
      }
      <<< MultipleSelectorRow<String>("multiple") {
        $0.title = "Days"
        $0.options = ["Mon", "Tue", "Wed", "Thu", "Fri"]
      }
      <<< SegmentedRow<String>("segmented") {
        $0.title = "Segmented"
        $0.options = ["One", "Two", "Three"]
        $0.value = "One"
      }
      <<< LeftRightSelectorRow<String, String>("leftRight") {
        $0.title = "Contact"
        $0.selectorOptions = [
          LeftRightSelectorOption(leftValue: "Email", rightOptions: ["Home", "Work"]),
          LeftRightSelectorOption(leftValue: "Phone", rightOptions: ["Mobile"]),
        ]
        $0.leftValue = "Email"
        $0.value = "Work"
      }
    form
      +++ Section("Images and lists")
      <<< ImageRow("cover") { $0.title = "Cover image" }
      <<< ListRow("tags") {
        $0.title = "Tags"
        $0.value = ["swift", "forms"]
        $0.isEditable = true
      }
      +++ SelectableSection<ListCheckRow<String>>(
        "Continent", selectionType: .singleSelection(enableDeselection: true)
      ) { $0.tag = "continent" }
      <<< ListCheckRow<String>("africa") {
        $0.title = "Africa"
        $0.selectableValue = "Africa"
      }
      <<< ListCheckRow<String>("europe") {
        $0.title = "Europe"
        $0.selectableValue = "Europe"
      }
    form
      +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Websites") {
        $0.tag = "websites"
        $0.addButtonProvider = { _ in ButtonRow { $0.title = "Add a website" } }
        $0.multivaluedRowToInsertAt = { _ in URLRow { $0.title = "Website" } }
      }
    return form
  }
}
