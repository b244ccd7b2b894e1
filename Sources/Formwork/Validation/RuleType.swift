/// A validation rule for values of ``RowValueType``, as in Eureka.
///
/// ```swift
/// struct RuleEven: RuleType {
///   var id: String? = "even"
///   var validationError = ValidationError(msg: "Must be even")
///   func isValid(value: Int?) -> ValidationError? {
///     guard let value else { return nil }
///     return value.isMultiple(of: 2) ? nil : validationError
///   }
/// }
/// intRow.add(rule: RuleEven())
/// ```
///
/// A rule can only be added to a row whose value type is its ``RowValueType``; adding an `Int`
/// rule to a text row is a compile-time error that names both types.
public protocol RuleType {
  /// The value type the rule checks.
  associatedtype RowValueType

  /// An identifier, for ``RowOf/remove(ruleWithIdentifier:)`` and for error reports.
  var id: String? { get set }

  /// The error the rule returns when a value fails it.
  var validationError: ValidationError { get set }

  /// Checks a value.
  ///
  /// - Returns: `nil` when `value` passes, otherwise the error to report.
  func isValid(value: RowValueType?) -> ValidationError?
}

/// Which events make a row validate itself, as in Eureka.
public struct ValidationOptions: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int

  /// Creates options from raw bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Only when ``BaseRow/validate(quietly:)`` or ``Form/validate(includeHidden:includeDisabled:quietly:)`` is called.
  public static let validatesOnDemand = ValidationOptions(rawValue: 1 << 0)
  /// Every time the value changes.
  public static let validatesOnChange = ValidationOptions(rawValue: 1 << 1)
  /// When focus leaves the row (the default).
  public static let validatesOnBlur = ValidationOptions(rawValue: 1 << 2)
  /// On every change once focus has left the row for the first time.
  public static let validatesOnChangeAfterBlurred = ValidationOptions(rawValue: 1 << 3)
  /// On change and on blur.
  public static let validatesAlways: ValidationOptions = [.validatesOnChange, .validatesOnBlur]
}

/// A rule stored in a row: its identifier and its check, with the rule's own type erased.
struct ValidationRuleHelper<T> {
  var id: String?
  var check: (T?) -> ValidationError?
  /// The tags of the rows the rule reads (``FormDependentRule``), so the row re-validates when
  /// they change.
  var tags: [String] = []

  init<Rule: RuleType>(_ rule: Rule) where Rule.RowValueType == T {
    id = rule.id
    check = rule.isValid(value:)
    tags = (rule as? any FormDependentRule)?.tags ?? []
  }
}

/// A reusable set of rules for values of type `T`, as in Eureka.
///
/// ```swift
/// var password = RuleSet<String>()
/// password.add(rule: RuleRequired())
/// password.add(rule: RuleMinLength(minLength: 8))
/// row.add(ruleSet: password)
/// ```
public struct RuleSet<T: Equatable> {
  var rules: [ValidationRuleHelper<T>] = []

  /// Creates an empty rule set.
  public init() {}

  /// Adds a rule.
  public mutating func add<Rule: RuleType>(rule: Rule) where Rule.RowValueType == T {
    rules.append(ValidationRuleHelper(rule))
  }

  /// Removes every rule.
  public mutating func removeAllRules() {
    rules.removeAll()
  }
}
