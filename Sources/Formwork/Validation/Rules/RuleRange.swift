/// Fails when the value is not greater than `min`; passes when there is no value.
public struct RuleGreaterThan<T: Comparable>: RuleType, SharableRule {
  @usableFromInline let min: T
  /// The rule's identifier.
  public var id: String?
  /// The error returned for a value that is too small.
  public var validationError: ValidationError

  /// Creates the rule.
  public init(min: T, msg: String? = nil, id: String? = nil) {
    self.min = min
    self.validationError = .builtIn(
      msg: msg, eurekaText: "Field value must be greater than \(min)", key: .greaterThan,
      arguments: ["min": MessageArgument(value: min)], id: id)
    self.id = id
  }

  /// Checks `value > min`.
  @inlinable
  public func isValid(value: T?) -> ValidationError? {
    guard let value else { return nil }
    return value > min ? nil : validationError
  }
}

/// Fails when the value is smaller than `min`; passes when there is no value.
public struct RuleGreaterOrEqualThan<T: Comparable>: RuleType, SharableRule {
  @usableFromInline let min: T
  /// The rule's identifier.
  public var id: String?
  /// The error returned for a value that is too small.
  public var validationError: ValidationError

  /// Creates the rule.
  public init(min: T, msg: String? = nil, id: String? = nil) {
    self.min = min
    self.validationError = .builtIn(
      msg: msg, eurekaText: "Field value must be greater or equals than \(min)",
      key: .greaterThanOrEqual,
      arguments: ["min": MessageArgument(value: min)], id: id)
    self.id = id
  }

  /// Checks `value >= min`.
  @inlinable
  public func isValid(value: T?) -> ValidationError? {
    guard let value else { return nil }
    return value >= min ? nil : validationError
  }
}

/// Fails when the value is not smaller than `max`; passes when there is no value.
public struct RuleSmallerThan<T: Comparable>: RuleType, SharableRule {
  @usableFromInline let max: T
  /// The rule's identifier.
  public var id: String?
  /// The error returned for a value that is too large.
  public var validationError: ValidationError

  /// Creates the rule.
  public init(max: T, msg: String? = nil, id: String? = nil) {
    self.max = max
    self.validationError = .builtIn(
      msg: msg, eurekaText: "Field value must be smaller than \(max)", key: .lessThan,
      arguments: ["max": MessageArgument(value: max)], id: id)
    self.id = id
  }

  /// Checks `value < max`.
  @inlinable
  public func isValid(value: T?) -> ValidationError? {
    guard let value else { return nil }
    return value < max ? nil : validationError
  }
}

/// Fails when the value is greater than `max`; passes when there is no value.
public struct RuleSmallerOrEqualThan<T: Comparable>: RuleType, SharableRule {
  @usableFromInline let max: T
  /// The rule's identifier.
  public var id: String?
  /// The error returned for a value that is too large.
  public var validationError: ValidationError

  /// Creates the rule.
  public init(max: T, msg: String? = nil, id: String? = nil) {
    self.max = max
    self.validationError = .builtIn(
      msg: msg, eurekaText: "Field value must be smaller or equals than \(max)",
      key: .lessThanOrEqual,
      arguments: ["max": MessageArgument(value: max)], id: id)
    self.id = id
  }

  /// Checks `value <= max`.
  @inlinable
  public func isValid(value: T?) -> ValidationError? {
    guard let value else { return nil }
    return value <= max ? nil : validationError
  }
}
