/// Fails when there is no value, or the value is an empty string.
public struct RuleRequired<T: Equatable>: RuleType, SharableRule {
  /// The rule's identifier.
  public var id: String?
  /// The error returned for a missing value.
  public var validationError: ValidationError

  /// Creates the rule.
  public init(msg: String? = nil, id: String? = nil) {
    self.validationError = .builtIn(
      msg: msg, eurekaText: "Field required!", key: .required, id: id)
    validationError.reportsMissingValue = true
    self.id = id
  }

  /// Fails for `nil` and for `""`; whitespace counts as a value, as in Eureka.
  @inlinable
  public func isValid(value: T?) -> ValidationError? {
    guard let value else { return validationError }
    if let text = value as? String, text.isEmpty { return validationError }
    return nil
  }
}
