import Formwork
import Foundation

/// The row catalog's form, which the playground RowCatalog prints and the renderers' tests
/// render: one row of every type in Eureka's catalog, XLForm's selectors, TLFormView's image,
/// list and title rows, and a selectable section.
public enum RowCatalogForm {
  /// A fixed moment, so the date rows render the same everywhere: 2026-11-23 09:30 UTC.
  public static let monday = Date(timeIntervalSince1970: 1_795_426_200)

  /// The avatar the image row `avatar` holds unless told otherwise: a web address.
  public static let webAvatar =
    URL(string: "https://example.com/photos/avatar.png") ?? URL(fileURLWithPath: "/")

  /// Builds the catalog's form.
  ///
  /// - Parameter avatar: The location of the image row `avatar`'s image.
  /// - Returns: A new form, the same at every call.
  public static func form(avatar: URL = webAvatar) -> Form {
    let sizes = [FormOption("s", "Small"), FormOption("m", "Medium"), FormOption("l", "Large")]

    /// US dollars, written the same on every machine.
    let dollars: NumberFormatter = {
      let formatter = NumberFormatter()
      formatter.locale = Locale(identifier: "en_US")
      formatter.numberStyle = .currency
      return formatter
    }()

    return
      Form()
      +++ Section("Controls Rows")
      <<< LabelRow("label") {
        $0.title = "LabelRow"
        $0.value = "Read only"
      }
      <<< ButtonRow("button") { $0.title = "ButtonRow" }
      <<< CheckRow("check") {
        $0.title = "CheckRow"
        $0.value = true
      }
      <<< SwitchRow("switch") {
        $0.title = "SwitchRow"
        $0.value = true
      }
      <<< SliderRow("slider") {
        $0.title = "SliderRow"
        $0.value = 5
      }
      <<< StepperRow("stepper") {
        $0.title = "StepperRow"
        $0.value = 3
      }
      <<< TextAreaRow("textArea") {
        $0.title = "TextAreaRow"
        $0.value = "Several lines of text, wrapped to the width of the field."
      }

      +++ Section("Field Rows")
      <<< TextRow("text") {
        $0.title = "TextRow"
        $0.placeholder = "Anything"
      }
      <<< NameRow("name") {
        $0.title = "NameRow"
        $0.value = "Ada Lovelace"
      }
      <<< URLRow("url") {
        $0.title = "URLRow"
        $0.value = URL(string: "https://example.com")
      }
      <<< IntRow("int") {
        $0.title = "IntRow"
        $0.value = 2026
      }
      <<< PhoneRow("phone") {
        $0.title = "PhoneRow"
        $0.placeholder = "+44 20 7946 0000"
      }
      <<< PasswordRow("password") {
        $0.title = "PasswordRow"
        $0.value = "secret"
      }
      <<< EmailRow("email") {
        $0.title = "EmailRow"
        $0.value = "ada@example.com"
      }
      <<< DecimalRow("decimal") {
        $0.title = "DecimalRow"
        $0.value = 3.25
      }
      <<< TwitterRow("twitter") {
        $0.title = "TwitterRow"
        $0.value = "@ada"
      }
      <<< AccountRow("account") {
        $0.title = "AccountRow"
        $0.value = "ada1815"
      }
      <<< ZipCodeRow("zip") {
        $0.title = "ZipCodeRow"
        $0.value = "EC1A 1BB"
      }

      +++ Section("Date Rows") { $0.tag = "dates" }
      <<< DateRow("date") {
        $0.title = "DateRow"
        $0.value = monday
      }
      <<< TimeRow("time") {
        $0.title = "TimeRow"
        $0.value = monday
      }
      <<< DateTimeRow("dateTime") {
        $0.title = "DateTimeRow"
        $0.value = monday
      }
      <<< CountDownRow("countDown") {
        $0.title = "CountDownRow"
        $0.value = Date(timeIntervalSince1970: 5_400)
      }
      <<< DateInlineRow("dateInline") {
        $0.title = "DateInlineRow"
        $0.value = monday
      }
      <<< TimeInlineRow("timeInline") {
        $0.title = "TimeInlineRow"
        $0.value = monday
      }
      <<< DateTimeInlineRow("dateTimeInline") {
        $0.title = "DateTimeInlineRow"
        $0.value = monday
      }
      <<< CountDownInlineRow("countDownInline") {
        $0.title = "CountDownInlineRow"
        $0.value = Date(timeIntervalSince1970: 5_400)
      }
      <<< DatePickerRow("datePicker") {
        $0.title = "DatePickerRow"
        $0.value = monday
      }
      <<< TimePickerRow("timePicker") {
        $0.title = "TimePickerRow"
        $0.value = monday
      }
      <<< DateTimePickerRow("dateTimePicker") {
        $0.title = "DateTimePickerRow"
        $0.value = monday
      }
      <<< CountDownPickerRow("countDownPicker") {
        $0.title = "CountDownPickerRow"
        $0.value = Date(timeIntervalSince1970: 5_400)
      }

      +++ Section("Picker Rows")
      <<< PickerRow<String>("picker") {
        $0.title = "PickerRow"
        $0.options = ["Atrium", "Library", "Roof"]
        $0.value = "Library"
      }
      <<< PickerInlineRow<String>("pickerInline") {
        $0.title = "PickerInlineRow"
        $0.options = ["Atrium", "Library", "Roof"]
        $0.value = "Roof"
      }
      <<< PickerInputRow<String>("pickerInput") {
        $0.title = "PickerInputRow"
        $0.options = ["Atrium", "Library", "Roof"]
      }
      <<< DoublePickerRow<String, Int>("doublePicker") {
        $0.title = "DoublePickerRow"
        $0.firstOptions = { ["Floor", "Roof"] }
        $0.secondOptions = { $0 == "Floor" ? [1, 2] : [3] }
        $0.value = Tuple(a: "Floor", b: 2)
      }
      <<< DoublePickerInlineRow<String, Int>("doublePickerInline") {
        $0.title = "DoublePickerInlineRow"
        $0.firstOptions = { ["Floor", "Roof"] }
        $0.secondOptions = { $0 == "Floor" ? [1, 2] : [3] }
        $0.value = Tuple(a: "Roof", b: 3)
      }
      <<< DoublePickerInputRow<String, Int>("doublePickerInput") {
        $0.title = "DoublePickerInputRow"
        $0.firstOptions = { ["Floor", "Roof"] }
        $0.secondOptions = { $0 == "Floor" ? [1, 2] : [3] }
      }
      <<< TriplePickerRow<String, String, Int>("triplePicker") {
        $0.title = "TriplePickerRow"
        $0.firstOptions = { ["Europe"] }
        $0.secondOptions = { _ in ["Paris", "Rome"] }
        $0.thirdOptions = { _, _ in [1, 2] }
        $0.value = Tuple3(a: "Europe", b: "Rome", c: 2)
      }
      <<< TriplePickerInlineRow<String, String, Int>("triplePickerInline") {
        $0.title = "TriplePickerInlineRow"
        $0.firstOptions = { ["Europe"] }
        $0.secondOptions = { _ in ["Paris", "Rome"] }
        $0.thirdOptions = { _, _ in [1, 2] }
        $0.value = Tuple3(a: "Europe", b: "Paris", c: 1)
      }
      <<< TriplePickerInputRow<String, String, Int>("triplePickerInput") {
        $0.title = "TriplePickerInputRow"
        $0.firstOptions = { ["Europe"] }
        $0.secondOptions = { _ in ["Paris", "Rome"] }
        $0.thirdOptions = { _, _ in [1, 2] }
      }

      +++ Section("Formatted Rows")
      <<< DecimalRow("price") {
        $0.title = "Currency"
        $0.formatter = dollars
        $0.value = 1234.5
        $0.helpText = "US dollars, written by a NumberFormatter."
      }
      <<< DecimalRow("amount") {
        $0.title = "DecimalFormatter"
        $0.formatter = DecimalFormatter(locale: Locale(identifier: "en_US"))
        $0.value = 12.5
      }
      <<< LabelRow("card") {
        $0.title = "Swipe actions"
        $0.trailingSwipe.actions = [
          SwipeAction(style: .destructive, title: "Forget") { _, _, completion in
            completion?(true)
          }
        ]
      }

      +++ Section("Option Rows")
      <<< AlertRow<String>("alert") {
        $0.title = "AlertRow"
        $0.selectorTitle = "Pick a number"
        $0.options = ["One", "Two", "Three"]
        $0.value = "Two"
      }
      <<< ActionSheetRow<String>("actionSheet") {
        $0.title = "ActionSheetRow"
        $0.selectorTitle = "Pick a number"
        $0.options = ["One", "Two", "Three"]
        $0.value = "Two"
      }
      <<< PushRow<String>("push") {
        $0.title = "PushRow"
        $0.options = ["Red", "Green", "Blue"]
        $0.noValueDisplayText = "None"
      }
      <<< PopoverSelectorRow<String>("popover") {
        $0.title = "PopoverSelectorRow"
        $0.options = ["North", "South"]
        $0.value = "South"
      }
      <<< MultipleSelectorRow<String>("multiple") {
        $0.title = "MultipleSelectorRow"
        $0.options = ["Mon", "Tue", "Wed", "Thu", "Fri"]
        $0.value = ["Wed", "Mon"]
      }
      <<< SegmentedRow<String>("segmented") {
        $0.options = ["One", "Two", "Three"]
        $0.value = "One"
      }
      <<< SegmentedRow<String>("segmentedTitled") {
        $0.title = "SegmentedRow"
        $0.options = ["A", "B"]
        $0.value = "B"
      }

      +++ Section(header: "XLForm Selectors", footer: "Option objects show their text.")
      <<< PushRow<FormOption<String>>("size") {
        $0.title = "Size"
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

      +++ Section("TLFormView Rows")
      <<< TitleRow { $0.title = "TitleRow" }
      <<< NoteRow { $0.value = "NoteRow: *emphasis*\n- an item\n1. a step" }
      <<< ImageRow("avatar") {
        $0.title = "ImageRow"
        $0.value = FormImage(
          url: avatar,
          pixelSize: PixelSize(width: 120, height: 120)
        )
      }
      <<< ImageRow("cover") {
        $0.title = "ImageRow"
        $0.placeholder = "No cover"
      }
      <<< ListRow("tags") {
        $0.title = "ListRow"
        $0.value = ["swift", "forms"]
        $0.isEditable = true
      }

      +++ SelectableSection<ListCheckRow<String>>(
        "List Section", selectionType: .singleSelection(enableDeselection: true)
      ) { $0.tag = "continent" }
      <<< ListCheckRow<String>("Africa") {
        $0.title = "Africa"
        $0.selectableValue = "Africa"
      }
      <<< ListCheckRow<String>("Europe") {
        $0.title = "Europe"
        $0.selectableValue = "Europe"
        $0.value = "Europe"
      }

  }
}
