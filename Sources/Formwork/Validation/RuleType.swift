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
public protocol RuleType: BaseRuleType {
  /// The value type the rule checks.
  associatedtype RowValueType

  /// Checks a value.
  ///
  /// - Returns: `nil` when `value` passes, otherwise the error to report.
  func isValid(value: RowValueType?) -> ValidationError?
}

/// What every rule has, whatever the type of value it checks.
///
/// An identifier and an error, as in Eureka; ``RowOf/rules`` holds its rules as this type.
public protocol BaseRuleType {
  /// An identifier, for ``RowOf/remove(ruleWithIdentifier:)`` and for error reports.
  var id: String? { get set }

  /// The error the rule returns when a value fails it.
  var validationError: ValidationError { get set }
}
