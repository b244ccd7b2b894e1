/// Fails when a text has fewer than `minLength` characters; passes for no text or empty text.
///
/// Length counts characters as a person sees them (grapheme clusters), so `"é"` written with a
/// combining accent and a flag emoji each count as one.
public struct RuleMinLength: RuleType, SharableRule {
  let min: UInt
  /// The rule's identifier.
  public var id: String?
  /// The error returned for a text that is too short.
  public var validationError: ValidationError

  /// Creates the rule.
  public init(minLength: UInt, msg: String? = nil, id: String? = nil) {
    self.min = minLength
    self.validationError = .builtIn(
      msg: msg, eurekaText: "Field value must have at least \(minLength) characters",
      key: .minimumLength,
      arguments: ["count": MessageArgument(value: Int(minLength))], id: id)
    self.id = id
  }

  /// Checks the number of characters.
  public func isValid(value: String?) -> ValidationError? {
    guard let value, !value.isEmpty else { return nil }
    // A character takes at least one UTF-8 byte: too few bytes is too few characters.
    if value.utf8.count < Int(min) { return validationError }
    return value.count < Int(min) ? validationError : nil
  }
}

/// Fails when a text has more than `maxLength` characters; passes for no text or empty text.
public struct RuleMaxLength: RuleType, SharableRule {
  let max: UInt
  /// The rule's identifier.
  public var id: String?
  /// The error returned for a text that is too long.
  public var validationError: ValidationError

  /// Creates the rule.
  public init(maxLength: UInt, msg: String? = nil, id: String? = nil) {
    self.max = maxLength
    self.validationError = .builtIn(
      msg: msg, eurekaText: "Field value must have less than \(maxLength) characters",
      key: .maximumLength,
      arguments: ["count": MessageArgument(value: Int(maxLength))], id: id)
    self.id = id
  }

  /// Checks the number of characters.
  public func isValid(value: String?) -> ValidationError? {
    guard let value, !value.isEmpty else { return nil }
    // A character takes at least one UTF-8 byte: few enough bytes is few enough characters, and
    // the characters need not be counted.
    if value.utf8.count <= Int(max) { return nil }
    return value.count > Int(max) ? validationError : nil
  }
}

/// Fails when a text does not have exactly `exactLength` characters; passes for no text or
/// empty text.
public struct RuleExactLength: RuleType, SharableRule {
  let length: UInt
  /// The rule's identifier.
  public var id: String?
  /// The error returned for a text of another length.
  public var validationError: ValidationError

  /// Creates the rule.
  public init(exactLength: UInt, msg: String? = nil, id: String? = nil) {
    self.length = exactLength
    self.validationError = .builtIn(
      msg: msg, eurekaText: "Field value must have exactly \(exactLength) characters",
      key: .exactLength,
      arguments: ["count": MessageArgument(value: Int(exactLength))], id: id)
    self.id = id
  }

  /// Checks the number of characters.
  public func isValid(value: String?) -> ValidationError? {
    guard let value, !value.isEmpty else { return nil }
    // A character takes at least one UTF-8 byte: too few bytes is too few characters.
    if value.utf8.count < Int(length) { return validationError }
    return value.count != Int(length) ? validationError : nil
  }
}
