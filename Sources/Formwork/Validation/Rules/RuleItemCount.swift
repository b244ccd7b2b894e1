/// Fails when a list has fewer than `minItems` items; passes for no list (add
/// ``BaseRow/required`` to ask for one).
///
/// ```swift
/// listRow.add(rule: RuleMinItems(minItems: 2))
/// ```
public struct RuleMinItems<Element: Equatable>: RuleType, SharableRule {
  let min: Int
  /// The rule's identifier.
  public var id: String?
  /// The error returned for a list that is too short.
  public var validationError: ValidationError

  /// Creates the rule.
  public init(minItems: UInt, msg: String? = nil, id: String? = nil) {
    self.min = Int(clamping: minItems)
    self.validationError = .builtIn(
      msg: msg, eurekaText: "Field must have at least \(minItems) items", key: .minimumItems,
      arguments: ["count": MessageArgument(value: Int(minItems))], id: id)
    self.id = id
  }

  /// Counts the items.
  public func isValid(value: [Element]?) -> ValidationError? {
    guard let value else { return nil }
    return value.count < min ? validationError : nil
  }
}

/// Fails when a list has more than `maxItems` items; passes for no list.
///
/// ```swift
/// listRow.add(rule: RuleMaxItems(maxItems: 5))
/// ```
public struct RuleMaxItems<Element: Equatable>: RuleType, SharableRule {
  let max: Int
  /// The rule's identifier.
  public var id: String?
  /// The error returned for a list that is too long.
  public var validationError: ValidationError

  /// Creates the rule.
  public init(maxItems: UInt, msg: String? = nil, id: String? = nil) {
    self.max = Int(clamping: maxItems)
    self.validationError = .builtIn(
      msg: msg, eurekaText: "Field must have at most \(maxItems) items", key: .maximumItems,
      arguments: ["count": MessageArgument(value: Int(maxItems))], id: id)
    self.id = id
  }

  /// Counts the items.
  public func isValid(value: [Element]?) -> ValidationError? {
    guard let value else { return nil }
    return value.count > max ? validationError : nil
  }
}
