/// The options of one property's row in a model's form.
///
/// Every option left `nil` keeps what is inferred from the property: its title from its name,
/// its row kind from its type, `required` from whether it is optional.
public struct FormModelField<Model> {
  /// The property, named by key path.
  public var keyPath: PartialKeyPath<Model>
  /// The row's title.
  public var title: String?
  /// The text shown in the empty field (rows with a text field).
  public var placeholder: String?
  /// The help text shown near the row (``BaseRow/helpText``).
  public var helpText: String?
  /// The kind of row, when not the one inferred from the property's type.
  public var row: ModelRowKind?
  /// Validation rules; each must check the row's value type (for `Decimal` and `Float`
  /// properties, `Double`).
  public var rules: [any RuleType]
  /// When the row is hidden.
  public var hidden: Condition?
  /// When the row is disabled.
  public var disabled: Condition?
  /// Whether the row must have a value; unless set, non-optional properties must.
  public var required: Bool?

  /// Describes a property's row.
  ///
  /// - Parameters:
  ///   - keyPath: The property.
  ///   - title: The row's title; from the property's name unless set.
  ///   - placeholder: The text shown in the empty field.
  ///   - help: The help text shown near the row.
  ///   - row: The kind of row; from the property's type unless set.
  ///   - rules: Validation rules for the row's value type.
  ///   - hidden: When the row is hidden (a predicate string such as `"$age < 13"`).
  ///   - disabled: When the row is disabled.
  ///   - required: Whether the row must have a value; unless set, non-optional properties must.
  /// - Returns: The field.
  public static func field(
    _ keyPath: PartialKeyPath<Model>, title: String? = nil, placeholder: String? = nil,
    help: String? = nil, row: ModelRowKind? = nil, rules: [any RuleType] = [],
    hidden: Condition? = nil, disabled: Condition? = nil, required: Bool? = nil
  ) -> FormModelField {
    FormModelField(
      keyPath: keyPath, title: title, placeholder: placeholder, helpText: help, row: row,
      rules: rules, hidden: hidden, disabled: disabled, required: required)
  }
}
