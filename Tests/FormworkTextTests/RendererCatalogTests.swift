import Formwork
import FormworkText
import Foundation
import Testing

/// Every row type of the catalog, driven through the renderer contract only.
///
/// The row's `supportedActions` say what to do, the type-erased protocols do it, and the values
/// and the printed cells are checked. No row is cast to its concrete type.
@Suite("Renderer contract: every row type, through the type-erased API")
struct RendererCatalogTests {
  static let day = Date(timeIntervalSince1970: 1_800_000_000)

  /// A form holding one row of every type in `Sources/Formwork/Rows`.
  static func catalog() -> Form {
    let form = Form()
    form
      +++ Section("Fields")
      <<< TextRow("text") { $0.title = "Text" }
      <<< NameRow("name") { $0.title = "Name" }
      <<< EmailRow("email") { $0.title = "Email" }
      <<< PasswordRow("password") { $0.title = "Password" }
      <<< PhoneRow("phone") { $0.title = "Phone" }
      <<< URLRow("url") { $0.title = "URL" }
      <<< TwitterRow("twitter") { $0.title = "Twitter" }
      <<< AccountRow("account") { $0.title = "Account" }
      <<< ZipCodeRow("zip") { $0.title = "Zip" }
      <<< IntRow("int") { $0.title = "Int" }
      <<< DecimalRow("decimal") { $0.title = "Decimal" }
      <<< TextAreaRow("notes") { $0.title = "Notes" }
    form
      +++ Section("Controls")
      <<< LabelRow("label") { $0.title = "Label" }
      <<< SwitchRow("switch") { $0.title = "Switch" }
      <<< CheckRow("check") { $0.title = "Check" }
      <<< SliderRow("slider") { $0.title = "Slider" }
      <<< StepperRow("stepper") { $0.title = "Stepper" }
      <<< ButtonRow("button") { $0.title = "Save" }
      <<< SegmentedRow<String>("segmented") {
        $0.title = "Size"
        $0.options = ["S", "M", "L"]
      }
    let pickers = Section("Pickers")
    form +++ pickers
    pickers
      <<< PickerRow<String>("picker") { configure($0) }
      <<< PickerInputRow<String>("pickerInput") { configure($0) }
      <<< PickerInlineRow<String>("pickerInline") { configure($0) }
    pickers
      <<< DoublePickerRow<String, Int>("double") { configure($0) }
      <<< DoublePickerInputRow<String, Int>("doubleInput") { configure($0) }
      <<< DoublePickerInlineRow<String, Int>("doubleInline") { configure($0) }
      <<< TriplePickerRow<String, Int, Bool>("triple") { configure($0) }
      <<< TriplePickerInputRow<String, Int, Bool>("tripleInput") { configure($0) }
      <<< TriplePickerInlineRow<String, Int, Bool>("tripleInline") { configure($0) }
    form
      +++ Section("Dates")
      <<< DateRow("date") { $0.title = "Date" }
      <<< TimeRow("time") { $0.title = "Time" }
      <<< DateTimeRow("dateTime") { $0.title = "DateTime" }
      <<< CountDownRow("countDown") { $0.title = "CountDown" }
      <<< DatePickerRow("datePicker") { $0.title = "DatePicker" }
      <<< TimePickerRow("timePicker") { $0.title = "TimePicker" }
      <<< DateTimePickerRow("dateTimePicker") { $0.title = "DateTimePicker" }
      <<< CountDownPickerRow("countDownPicker") { $0.title = "CountDownPicker" }
      <<< DateInlineRow("dateInline") { $0.title = "DateInline" }
      <<< TimeInlineRow("timeInline") { $0.title = "TimeInline" }
      <<< DateTimeInlineRow("dateTimeInline") { $0.title = "DateTimeInline" }
      <<< CountDownInlineRow("countDownInline") { $0.title = "CountDownInline" }
    form
      +++ Section("Selectors")
      <<< PushRow<String>("push") { configure($0) }
      <<< PopoverSelectorRow<String>("popover") { configure($0) }
      <<< AlertRow<String>("alert") { configure($0) }
      <<< ActionSheetRow<String>("actionSheet") { configure($0) }
      <<< MultipleSelectorRow<String>("multiple") {
        $0.title = "multiple"
        $0.options = ["Red", "Green", "Blue"]
      }
      <<< LeftRightSelectorRow<String, String>("leftRight") {
        $0.title = "leftRight"
        $0.selectorOptions = [
          LeftRightSelectorOption(leftValue: "Email", rightOptions: ["Home", "Work"]),
          LeftRightSelectorOption(leftValue: "Phone", rightOptions: ["Mobile"]),
        ]
      }
    form
      +++ Section("TLFormView")
      <<< TitleRow("title") { $0.title = "Heading" }
      <<< NoteRow("note") { $0.value = "A *note*:\n- an item" }
      <<< ImageRow("image") { $0.title = "Image" }
      <<< ListRow("list") {
        $0.title = "List"
        $0.isEditable = true
      }
    form
      +++ SelectableSection<ListCheckRow<String>>("Continent", selectionType: .multipleSelection)
      <<< ListCheckRow<String>("listCheck") {
        $0.title = "Asia"
        $0.selectableValue = "Asia"
      }
    return form
  }

  private static func configure<Cell>(_ row: PickerBaseRow<Cell>) where Cell.Value == String {
    row.title = row.tag
    row.options = ["S", "M", "L"]
  }

  private static func configure<Cell>(_ row: DoublePickerBaseRow<String, Int, Cell>) {
    row.title = row.tag
    row.firstOptions = { ["a", "b"] }
    row.secondOptions = { $0 == "a" ? [1, 2] : [3] }
  }

  private static func configure<Cell>(_ row: TriplePickerBaseRow<String, Int, Bool, Cell>) {
    row.title = row.tag
    row.firstOptions = { ["a", "b"] }
    row.secondOptions = { $0 == "a" ? [1, 2] : [3] }
    row.thirdOptions = { _, second in second == 2 ? [true, false] : [false] }
  }

  private static func configure<Cell>(_ row: SelectorRow<Cell>) where Cell.Value == String {
    row.title = row.tag
    row.options = ["Red", "Green", "Blue"]
  }

  /// The text to type into a field, by the keyboard its control asks for.
  private static func text(for control: CellControl) -> String {
    guard case .textField(let style) = control else { return "Some notes" }
    switch style.keyboard {
    case .numberPad: return "42"
    case .decimalPad: return "2.5"
    case .emailAddress: return "ada@example.com"
    case .url: return "https://example.com"
    case .phonePad: return "555 0100"
    default: return "ada"
    }
  }

  /// Acts on `row` as its supported actions say, through the contract only.
  ///
  /// Checks what changed, and returns the actions taken.
  @discardableResult
  static func drive(_ row: BaseRow, printer: TextPrinter) throws -> [RowAction] {
    let actions = row.supportedActions
    var taken: [RowAction] = []
    let control = row.displayedCell.control
    if actions.contains(.pickDate), let dates = row as? any DatePickingRow {
      let picked = try dates.pick(day)
      #expect(row.baseValue as? Date == picked, "\(row.reference)")
      taken.append(.pickDate)
    } else if actions.contains(.type), let field = row as? any TextInputRow {
      let text = text(for: control)
      try row.typeText(text)
      #expect(row.displayedCell.isFirstResponder, "\(row.reference)")
      #expect(field.currentText != nil && row.baseValue != nil, "\(row.reference)")
      let shown = printer.render(row)
      if case .textField(let style) = control, style.isSecure {
        #expect(shown.contains("•••"), "\(row.reference)")
      } else {
        #expect(shown.contains(text), "\(row.reference): \(shown)")
      }
      row.form?.resignFocus()
      taken.append(.type)
    } else if actions.contains(.focus) {
      try row.focus()
      #expect(row.displayedCell.isHighlighted, "\(row.reference)")
      row.form?.resignFocus()
      taken.append(.focus)
    }
    if actions.contains(.toggle), let toggleable = row as? any ToggleableRow {
      try toggleable.toggle()
      #expect(row.baseValue as? Bool == true, "\(row.reference)")
      let cell = row.displayedCell
      switch cell.control {
      case .toggle(let isOn): #expect(isOn && printer.render(row).hasSuffix("[ON  ●]"))
      case .check(let isChecked): #expect(isChecked && printer.render(row).hasSuffix("[✓]"))
      default: Issue.record("\(row.reference) toggles but shows \(cell.control)")
      }
      taken.append(.toggle)
    }
    if actions.contains(.adjust), let adjustable = row as? any AdjustableRow {
      switch control {
      case .stepper(let value, _, _, let step):
        try adjustable.adjust(to: value + step)
        guard case .stepper(let now, _, _, _) = row.displayedCell.control else {
          Issue.record("\(row.reference) lost its stepper")
          break
        }
        #expect(now == value + step)
        #expect(printer.render(row).hasSuffix("[−] \(now) [+]"))
      case .slider(_, _, let maximum):
        try adjustable.adjust(to: maximum + 100)
        guard case .slider(let now, _, _) = row.displayedCell.control else {
          Issue.record("\(row.reference) lost its slider")
          break
        }
        #expect(now == maximum)
        #expect(printer.render(row).contains("━━━━━━━━━━●"))
      default:
        Issue.record("\(row.reference) adjusts but shows \(control)")
      }
      taken.append(.adjust)
    }
    if actions.contains(.present), let presenting = row as? any PresentingRow {
      try presenting.present()
      let selectorForm = try #require(presenting.presentedForm)
      let listed = printer.render(selectorForm)
      for option in presenting.selectorControl.options {
        #expect(listed.contains(option), "\(row.reference): \(listed)")
      }
      #expect(row.displayedCell.control == .selector(presenting.selectorControl))
      presenting.dismiss()
      #expect(presenting.presentedForm == nil && !presenting.isPresenting)
      taken.append(.present)
    }
    if actions.contains(.selectOption), let choice = row as? any ChoiceRow {
      let components = choice.choiceComponents
      #expect(!components.isEmpty, "\(row.reference)")
      for component in components.indices {
        let options = choice.choiceComponents[component].options
        guard !options.isEmpty else { continue }
        try choice.select(at: options.count - 1, inComponent: component)
        let now = choice.choiceComponents[component]
        #expect(now.selectedIndex == options.count - 1, "\(row.reference) wheel \(component)")
      }
      #expect(row.baseValue != nil, "\(row.reference)")
      let shown = printer.render(row)
      let last = choice.choiceComponents.last?.options.last ?? ""
      #expect(shown.contains(last), "\(row.reference): \(shown)")
      if choice.allowsMultipleSelection {
        try choice.toggleOption(at: 0)
        #expect(choice.choiceComponents[0].selectedIndices == [0, 2])
        try choice.toggleOption(at: 0)
        #expect(choice.choiceComponents[0].selectedIndices == [2])
        taken.append(.toggleOption)
      } else {
        #expect(throws: InteractionError.unsupported(row: row.reference, action: .toggleOption)) {
          try choice.toggleOption(at: 0)
        }
      }
      // A selector row's single choice dismisses its selector again.
      #expect((row as? any PresentingRow)?.isPresenting != true || choice.allowsMultipleSelection)
      (row as? any PresentingRow)?.dismiss()
      taken.append(.selectOption)
    }
    if actions.contains(.pickImage), let picking = row as? any ImagePickingRow {
      try picking.pickImage(at: "/photos/cat.png")
      #expect(picking.image?.name == "cat.png")
      #expect(printer.render(row).contains("│ cat.png"), "\(printer.render(row))")
      taken.append(.pickImage)
    }
    if actions.contains(.editList), let list = row as? any ListEditingRow {
      try list.appendItem("one")
      try list.appendItem("two")
      try list.moveItem(from: 1, to: 0)
      try list.removeItem(at: 1)
      #expect(list.itemTexts == ["two"])
      #expect(printer.render(row).contains("• two"), "\(printer.render(row))")
      taken.append(.editList)
    }
    if actions.contains(.expand), let inline = row as? any BaseInlineRowType {
      inline.toggleInlineRow()
      #expect(inline.isExpanded, "\(row.reference)")
      let below = try #require(inline.expandedRow)
      #expect(below.inlineOwner === row)
      #expect(
        row.section?.firstIndex { $0 === below }
          == row.section?.firstIndex { $0 === row }.map { $0 + 1 })
      // The inline row is driven through the contract too; its value reaches its owner.
      try drive(below, printer: printer)
      #expect(AnyHashableValue(row.baseValue) == AnyHashableValue(below.baseValue))
      inline.toggleInlineRow()
      #expect(!inline.isExpanded && inline.expandedRow == nil && below.inlineOwner == nil)
      taken.append(.expand)
    }
    if taken.isEmpty || actions == [.tap] || control == .button {
      let before = row.baseValue.map { "\($0)" }
      try row.tap()
      if row.section?.kind.isSelectable == true {
        #expect(row.baseValue != nil && before == nil, "\(row.reference)")
        #expect(printer.render(row).hasSuffix("[✓]"), "\(printer.render(row))")
      }
      taken.append(.tap)
    }
    return taken
  }

  @Test("every row type is in the catalog")
  func catalogIsComplete() throws {
    let rows = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/Formwork/Rows")
    var declared: Set<String> = []
    let files = try #require(FileManager.default.enumerator(atPath: rows.path))
    for case let file as String in files where file.hasSuffix(".swift") {
      let source = try String(contentsOf: rows.appendingPathComponent(file), encoding: .utf8)
      for line in source.split(separator: "\n") where line.hasPrefix("public final class ") {
        let name = line.dropFirst("public final class ".count).prefix { $0.isLetter }
        if name.hasSuffix("Row") { declared.insert(String(name)) }
      }
    }
    let form = Self.catalog()
    let present = Set(
      form.allRows.map { String(String(describing: type(of: $0)).prefix { $0.isLetter }) })
    #expect(declared.count >= 40)
    #expect(declared.subtracting(present).isEmpty, "missing: \(declared.subtracting(present))")
  }

  @Test("each row does what its supported actions say, and the printed cell follows")
  func driveEveryRow() throws {
    let form = Self.catalog()
    let printer = TextPrinter(width: 60)
    var takenByRow: [String: [RowAction]] = [:]
    for row in form.allRows where row.inlineOwner == nil {
      takenByRow[row.tag ?? row.reference] = try Self.drive(row, printer: printer)
    }
    #expect(takenByRow["text"] == [.type])
    #expect(takenByRow["switch"] == [.toggle])
    #expect(takenByRow["stepper"] == [.adjust])
    #expect(takenByRow["segmented"] == [.selectOption])
    #expect(takenByRow["pickerInput"] == [.focus, .selectOption])
    #expect(takenByRow["dateInline"] == [.pickDate, .expand])
    #expect(takenByRow["doubleInline"] == [.selectOption, .expand])
    #expect(takenByRow["push"] == [.present, .selectOption])
    #expect(takenByRow["multiple"] == [.present, .toggleOption, .selectOption])
    #expect(takenByRow["button"] == [.tap])
    #expect(takenByRow["listCheck"] == [.tap])
    #expect(takenByRow["title"] == [.tap])
    #expect(takenByRow["image"] == [.pickImage])
    #expect(takenByRow["list"] == [.editList])
    #expect(takenByRow.count == form.allRows.count)
  }

  @Test("a multivalued section inserts, deletes and moves through its kind")
  func multivalued() throws {
    let form =
      Form()
      +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete, .Reorder], header: "Phones") {
        $0.tag = "phones"
        $0.multivaluedRowToInsertAt = { index in PhoneRow { $0.placeholder = "Phone \(index)" } }
      }
    let section = try #require(form.allSections.first)
    guard case .multivalued(let editing) = section.kind else {
      Issue.record("not multivalued: \(section.kind)")
      return
    }
    #expect(editing.insertionRow?.displayedCell.control == .button)
    let first = try editing.insertRow(at: nil)
    try first.typeText("1")
    form.resignFocus()
    let second = try editing.insertRow(at: nil)
    try second.typeText("2")
    form.resignFocus()
    #expect(editing.itemCount == 2)
    try editing.moveRow(at: 1, to: 0)
    #expect(editing.itemRows.map { $0.baseValue as? String } == ["2", "1"])
    let printed = TextPrinter(width: 40).render(form)
    #expect(printed.contains("⊖ [2"))
    #expect(printed.contains("≡"))
    try editing.deleteRow(at: 0)
    #expect(editing.itemRows.map { $0.baseValue as? String } == ["1"])
    #expect(
      throws: MultivaluedSectionError.indexOutOfRange(
        section: "section 'phones'", index: 5, count: 1)
    ) {
      try editing.deleteRow(at: 5)
    }
  }
}

extension SectionKind {
  /// Whether the kind is ``SectionKind/selectable(selectionType:minimumSelections:maximumSelections:)``.
  var isSelectable: Bool {
    if case .selectable = self { return true }
    return false
  }
}

/// Compares two untyped values by their descriptions, enough to see a value carried over.
struct AnyHashableValue: Equatable {
  let text: String?
  init(_ value: Any?) { text = value.map { "\($0)" } }
}
