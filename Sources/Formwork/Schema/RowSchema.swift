/// The names of the validation options in a row schema, in the order they are written.
let validationOptionNames: [(name: String, option: ValidationOptions)] = [
  ("onDemand", .validatesOnDemand), ("onChange", .validatesOnChange), ("onBlur", .validatesOnBlur),
  ("onChangeAfterBlurred", .validatesOnChangeAfterBlurred),
]

/// One row of a ``SectionSchema``.
///
/// ``type`` names the row's Swift type as a ``SchemaRegistry`` knows it (`TextRow`,
/// `PushRow<String>`); everything else is optional and omitted from the JSON when unset.
public struct RowSchema: Codable, Equatable, Sendable {
  /// The registered name of the row's type.
  public var type: String
  /// The row's tag.
  public var tag: String?
  /// The row's title.
  public var title: String?
  /// The text shown in an empty field (field rows and text areas).
  public var placeholder: String?
  /// The row's value when the form is built, in JSON's terms (see ``FormValue``).
  public var value: FormValue?
  /// The options of a selector, picker or segmented row, in order.
  public var options: [OptionSchema]?
  /// Whether the row must have a value (``BaseRow/required``).
  public var required: Bool?
  /// The message a missing required value gets, when it is not the default.
  public var requiredMessage: String?
  /// The row's validation rules, in order.
  public var rules: [RuleSchema]?
  /// When the row validates itself (``BaseRow/validationOptions``), when it is not the default
  /// `onBlur`: any of `onDemand`, `onChange`, `onBlur` and `onChangeAfterBlurred`.
  public var validation: [String]?
  /// The predicate string of the row's hidden condition.
  public var hidden: String?
  /// The predicate string of the row's disabled condition.
  public var disabled: String?
  /// The row's help text.
  public var help: String?
  /// Settings particular to the row's type, by name (`selectorTitle`, `selectableValue`, …);
  /// the registry entry of the type reads and writes them.
  public var attributes: [String: FormValue]?

  // Inlined, so that a reader's new description is made where it is returned, not copied there.
  /// Creates a row description.
  @inline(__always)
  public init(
    type: String, tag: String? = nil, title: String? = nil, placeholder: String? = nil,
    value: FormValue? = nil, options: [OptionSchema]? = nil, required: Bool? = nil,
    requiredMessage: String? = nil, rules: [RuleSchema]? = nil, validation: [String]? = nil,
    hidden: String? = nil,
    disabled: String? = nil, help: String? = nil, attributes: [String: FormValue]? = nil
  ) {
    self.type = type
    self.tag = tag
    self.title = title
    self.placeholder = placeholder
    self.value = value
    self.options = options
    self.required = required
    self.requiredMessage = requiredMessage
    self.rules = rules
    self.validation = validation
    self.hidden = hidden
    self.disabled = disabled
    self.help = help
    self.attributes = attributes
  }
}

/// One option of a row: the value it submits and, when it differs, the text it shows.
///
/// A plain option (`PushRow<String>`'s `"Red"`) has only a ``value``; an option object
/// (``FormOption``) has both: `{"title": "Medium", "value": "m"}`.
public struct OptionSchema: Codable, Equatable, Sendable {
  /// The value the option submits.
  public var value: FormValue
  /// The text the option shows, when it is not the value's own text.
  public var title: String?

  /// Creates an option description.
  public init(value: FormValue, title: String? = nil) {
    self.value = value
    self.title = title
  }
}

/// One validation rule of a row, by its registered identifier and its parameters.
///
/// ```json
/// {"rule": "minLength", "parameters": {"length": 3}, "message": "Too short"}
/// ```
public struct RuleSchema: Codable, Equatable, Sendable {
  /// The identifier the rule is registered under (`required`, `minLength`, `email`, …).
  public var rule: String
  /// The rule's parameters by name; see the identifier's entry for the names it takes.
  public var parameters: [String: FormValue]?
  /// The message of the rule's validation error.
  public var message: String?
  /// The rule's own identifier (``BaseRuleType/id``), for ``RowOf/remove(ruleWithIdentifier:)``.
  public var id: String?

  /// Creates a rule description.
  public init(
    rule: String, parameters: [String: FormValue]? = nil, message: String? = nil,
    id: String? = nil
  ) {
    self.rule = rule
    self.parameters = parameters
    self.message = message
    self.id = id
  }
}
