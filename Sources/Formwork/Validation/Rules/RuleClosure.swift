/// A rule written as a closure, as in Eureka.
///
/// ```swift
/// row.add(rule: RuleClosure<Int> { value in
///   value.map { $0.isMultiple(of: 2) } == false ? ValidationError(msg: "Must be even") : nil
/// })
/// ```
public struct RuleClosure<T: Equatable>: RuleType {
  /// The rule's identifier.
  public var id: String?
  /// The rule's default error.
  public var validationError: ValidationError
  /// The check.
  public var closure: (T?) -> ValidationError?

  /// Creates the rule.
  public init(
    validationError: ValidationError = ValidationError(
      msg: "Field validation fails..", key: .invalid),
    id: String? = nil, closure: @escaping (T?) -> ValidationError?
  ) {
    self.validationError = validationError
    self.id = id
    self.closure = closure
  }

  /// Runs the closure.
  @inlinable
  public func isValid(value: T?) -> ValidationError? {
    closure(value).map { error in
      var error = error
      if error.ruleID == nil { error.ruleID = id }
      return error
    }
  }
}
