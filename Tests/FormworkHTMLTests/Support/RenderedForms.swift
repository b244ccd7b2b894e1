import Formwork
import FormworkHTML
import Foundation

/// Forms the rendering tests share.
enum RenderedForms {
  /// A sign-up form after a submission that did not pass: a required name left empty, an e-mail
  /// its rule refuses, an age that did not parse, help text, a disabled row, a row and a
  /// section hidden by the newsletter switch, and a footer.
  static func signUp() throws -> Form {
    let form =
      Form()
      +++ Section(header: "Account", footer: "We never share your e-mail.") { $0.tag = "account" }
      <<< NameRow("name") {
        $0.title = "Name"
        $0.placeholder = "Ada Lovelace"
        $0.required = true
        $0.helpText = "As on your passport."
      }
      <<< EmailRow("email") {
        $0.title = "E-mail"
        $0.value = "ada@"
        $0.add(rule: RuleEmail(msg: "Enter an e-mail address such as ada@example.com"))
      }
      <<< IntRow("age") {
        $0.title = "Age"
        $0.helpText = "In whole years."
      }
      <<< TextRow("referrer") {
        $0.title = "Referrer"
        $0.value = "a friend"
        $0.disabled = true
      }
      <<< SwitchRow("news") {
        $0.title = "Newsletter"
        $0.value = false
      }
      <<< TextRow("topics") {
        $0.title = "Topics"
        $0.hidden = "$news == false"
      }
      +++ Section("Delivery") {
        $0.tag = "delivery"
        $0.hidden = "$news == false"
      }
      <<< CheckRow("daily") { $0.title = "Daily" }
    try form.type("12a", into: "age")
    form.resignFocus()
    form.validate()
    return form
  }

  /// A form with a section of each kind: plain, selectable (one and several), multivalued with
  /// an add button and in last-row mode.
  static func sectionKinds() -> Form {
    Form()
      +++ Section(header: "Plain", footer: "A footer.") <<< TextRow("note") { $0.title = "Note" }
      +++ SelectableSection<ListCheckRow<String>>(
        "Size", selectionType: .singleSelection(enableDeselection: false)
      ) { $0.tag = "size" }
      <<< ListCheckRow<String>("small") {
        $0.title = "Small"
        $0.selectableValue = "s"
      }
      <<< ListCheckRow<String>("large") {
        $0.title = "Large"
        $0.selectableValue = "l"
        $0.value = "l"
      }
      +++ SelectableSection<ListCheckRow<FormOption<String>>>(
        "Days", selectionType: .multipleSelection
      ) {
        $0.tag = "days"
        $0.minimumSelections = 2
      }
      <<< ListCheckRow<FormOption<String>>("mon") {
        $0.title = "Monday"
        $0.selectableValue = FormOption("1", "Monday")
        $0.value = FormOption("1", "Monday")
      }
      <<< ListCheckRow<FormOption<String>>("tue") {
        $0.title = "Tuesday"
        $0.selectableValue = FormOption("2", "Tuesday")
      }
      +++ MultivaluedSection(
        multivaluedOptions: [.Insert, .Delete, .Reorder], header: "Phones"
      ) {
        $0.tag = "phones"
        $0.maximumItems = 3
        $0.addButtonProvider = { _ in ButtonRow { $0.title = "Add a phone" } }
        $0.multivaluedRowToInsertAt = { _ in PhoneRow { $0.placeholder = "Number" } }
        $0 <<< PhoneRow { $0.value = "555-0100" }
        $0 <<< PhoneRow { $0.value = "555-0199" }
      }
      +++ MultivaluedSection(
        multivaluedOptions: [.Insert, .Delete], insertMode: .lastRow, header: "E-mails"
      ) {
        $0.tag = "emails"
        $0.multivaluedRowToInsertAt = { _ in EmailRow { $0.placeholder = "New e-mail" } }
        $0 <<< EmailRow { $0.value = "ada@example.com" }
      }
  }

  /// Text that breaks HTML wherever it is not escaped: it opens a script element, ends a
  /// double- or single-quoted attribute value, and starts a character reference.
  static let hostile = #"<script>alert("x&y")</script>'"#

  /// A form with ``hostile`` text in every place the renderer writes text from a form: headers,
  /// footers, tags, titles, placeholders, values, options and their submitted values, help,
  /// messages, list items, a left-right selector's group and a selectable section's values.
  static func hostileForm() -> Form {
    let evil = hostile
    let form =
      Form()
      +++ Section(header: evil, footer: evil) { $0.tag = evil }
      <<< TextRow(evil) {
        $0.title = evil
        $0.placeholder = evil
        $0.value = evil
        $0.helpText = evil
        $0.add(rule: RuleClosure<String> { _ in ValidationError(msg: evil) })
      }
      <<< TextAreaRow("area") {
        $0.title = evil
        $0.value = evil
      }
      <<< LabelRow("label") {
        $0.title = evil
        $0.value = evil
      }
      <<< PushRow<FormOption<String>>("option") {
        $0.title = evil
        $0.options = [FormOption(evil, evil)]
        $0.value = FormOption(evil, evil)
      }
      <<< PushRow<String>("empty") {
        $0.title = evil
        $0.options = ["a"]
        $0.noValueDisplayText = evil
      }
      <<< SegmentedRow<String>("segment") {
        $0.title = evil
        $0.options = [evil]
      }
      <<< LeftRightSelectorRow<String, String>("leftRight") {
        $0.selectorOptions = [LeftRightSelectorOption(leftValue: evil, rightOptions: [evil])]
        $0.leftValue = evil
        $0.value = evil
      }
      <<< DoublePickerRow<String, String>("double") {
        $0.title = evil
        $0.firstOptions = { [evil] }
        $0.secondOptions = { _ in [evil] }
        $0.value = Tuple(a: evil, b: evil)
      }
      <<< ListRow("list") {
        $0.title = evil
        $0.value = [evil]
        $0.isEditable = true
      }
      <<< ButtonRow("button") { $0.title = evil }
      <<< TitleRow { $0.title = evil }
      +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: evil) {
        $0.tag = evil + "items"
        $0.addButtonProvider = { _ in ButtonRow() }
        $0 <<< TextRow { $0.value = evil }
      }
      +++ SelectableSection<ListCheckRow<String>>(evil, selectionType: .multipleSelection) {
        $0.tag = "pick"
        $0.minimumSelections = 1
        $0.footer = HeaderFooterView(title: evil)
      }
      <<< ListCheckRow<String>("check") {
        $0.title = evil
        $0.selectableValue = evil
      }
    form.validate()
    return form
  }

  /// A renderer with ``hostile`` text in every setting that is written out.
  static var hostileRenderer: HTMLRenderer {
    var renderer = HTMLRenderer(action: hostile, csrfToken: hostile, submitTitle: hostile)
    // The runtime's data is JSON with every text escaped; its tests are its own.
    renderer.runtimePlacement = .none
    renderer.addItemTitle = hostile
    renderer.removeItemTitle = hostile
    return renderer
  }
}
