import Foundation

/// Makes the rows of a model's form and converts values between properties and rows.
enum ModelRowFactory {
  /// Whether a row of `kind` holds values of `scalar`.
  static func kind(_ kind: ModelRowKind, holds scalar: ModelScalar) -> Bool {
    switch (kind, scalar) {
    case (.text, .string), (.name, .string), (.email, .string), (.password, .string),
      (.phone, .string), (.twitter, .string), (.account, .string), (.zipCode, .string),
      (.textArea, .string):
      return true
    case (.int, .int), (.decimal, .double), (.decimal, .float), (.decimal, .decimal): return true
    case (.switch, .bool), (.check, .bool): return true
    case (.date, .date), (.time, .date), (.dateTime, .date): return true
    case (.url, .url): return true
    case (.image, .image): return true
    case (.push, .choice), (.segmented, .choice), (.picker, .choice), (.actionSheet, .choice):
      return true
    default: return false
    }
  }

  /// An empty row of `kind` for `scalar`, tagged (`kind` holds `scalar`, see ``kind(_:holds:)``).
  static func makeRow(_ kind: ModelRowKind, scalar: ModelScalar, tag: String?) -> BaseRow {
    switch kind {
    case .text: TextRow(tag: tag)
    case .name: NameRow(tag: tag)
    case .email: EmailRow(tag: tag)
    case .password: PasswordRow(tag: tag)
    case .phone: PhoneRow(tag: tag)
    case .twitter: TwitterRow(tag: tag)
    case .account: AccountRow(tag: tag)
    case .zipCode: ZipCodeRow(tag: tag)
    case .textArea: TextAreaRow(tag: tag)
    case .int: IntRow(tag: tag)
    case .decimal: DecimalRow(tag: tag)
    case .switch: SwitchRow(tag: tag)
    case .check: CheckRow(tag: tag)
    case .date: DateRow(tag: tag)
    case .time: TimeRow(tag: tag)
    case .dateTime: DateTimeRow(tag: tag)
    case .url: URLRow(tag: tag)
    case .image: ImageRow(tag: tag)
    case .push, .segmented, .picker, .actionSheet:
      if case .choice(let choices) = scalar {
        choiceRow(choices, kind: kind, tag: tag)
      } else {
        TextRow(tag: tag)
      }
    }
  }

  /// A selector row of an enum's cases, each shown by its `description` when it has one, else by
  /// a title made from the case's name.
  private static func choiceRow<Choice: CaseIterable & Equatable>(
    _ type: Choice.Type, kind: ModelRowKind, tag: String?
  ) -> BaseRow {
    let options = Array(Choice.allCases)
    let text: (Choice?) -> String? = { choice in choice.map { ModelRowFactory.displayText($0) } }
    switch kind {
    case .segmented:
      let row = SegmentedRow<Choice>(tag: tag)
      row.options = options
      row.displayValueFor = text
      return row
    case .picker:
      let row = PickerRow<Choice>(tag: tag)
      row.options = options
      row.displayValueFor = text
      return row
    case .actionSheet:
      let row = ActionSheetRow<Choice>(tag: tag)
      row.options = options
      row.displayValueFor = text
      return row
    default:
      let row = PushRow<Choice>(tag: tag)
      row.options = options
      row.displayValueFor = text
      return row
    }
  }

  /// The text a case is shown with.
  static func displayText(_ choice: Any) -> String {
    if let described = choice as? any CustomStringConvertible { return described.description }
    return ModelTitle.from(String(describing: choice))
  }

  /// The number of cases of an enum.
  static func caseCount(of type: any CaseIterable.Type) -> Int {
    func count<Choice: CaseIterable>(_: Choice.Type) -> Int { Choice.allCases.count }
    return count(type)
  }

  /// The value a row of `scalar` holds for a property's value: `Decimal` and `Float` become
  /// `Double` (a ``DecimalRow``'s value); the others are the value itself.
  static func rowValue(_ value: Any?, scalar: ModelScalar) -> Any? {
    guard let value else { return nil }
    switch (scalar, value) {
    case (.decimal, let decimal as Decimal): return decimal.nearestDouble
    case (.float, let float as Float): return Double(String(describing: float)) ?? Double(float)
    default: return value
    }
  }

  /// Sets a row up from a property's plan: title, placeholder, help, required, conditions,
  /// rules.
  ///
  /// - Throws: ``ModelFormError/ruleTypeMismatch(property:rule:expected:)``.
  static func configure(_ row: BaseRow, with leaf: ModelLeafPlan, title: String?)
    throws(ModelFormError)
  {
    row.title = title
    row.required = leaf.isRequired
    guard let options = leaf.options else { return }
    if let placeholder = options.placeholder {
      if let field = row as? any FieldRowConformance { field.placeholder = placeholder }
      if let area = row as? TextAreaRow { area.placeholder = placeholder }
      if let image = row as? ImageRow { image.placeholder = placeholder }
    }
    if let help = options.helpText { row.helpText = help }
    if let hidden = options.hidden { row.hidden = hidden }
    if let disabled = options.disabled { row.disabled = disabled }
    for rule in options.rules {
      guard let accepting = row as? any ModelRuleAccepting, accepting.addModelRule(rule) else {
        throw .ruleTypeMismatch(
          property: leaf.path, rule: String(describing: type(of: rule)),
          expected: row.valueTypeName)
      }
    }
  }
}
