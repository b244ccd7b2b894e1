/// One left choice of a ``LeftRightSelectorRow`` with the right options it offers (XLForm's
/// `XLFormLeftRightSelectorOption`).
public struct LeftRightSelectorOption<Left: Equatable, Right: Equatable> {
  /// What the row's left side shows and chooses.
  public var leftValue: Left

  /// The options the right side offers while this left value is chosen.
  public var rightOptions: [Right]

  /// The key XLForm submits the right value under for this left value, if any.
  public var httpParameterKey: String?

  /// What happens to the right value when this left value is chosen instead of another.
  public var leftValueChangePolicy: LeftValueChangePolicy

  /// The text the right side shows while it has no value, for this left value.
  public var noValueDisplayText: String?

  /// The title of the right selector, for this left value.
  public var selectorTitle: String?

  /// Creates a left option.
  ///
  /// - Parameters:
  ///   - leftValue: The left value.
  ///   - httpParameterKey: XLForm's parameter key for this left value.
  ///   - rightOptions: The right options it offers.
  ///   - leftValueChangePolicy: What choosing it does to the right value; it clears it unless
  ///     set.
  public init(
    leftValue: Left, httpParameterKey: String? = nil, rightOptions: [Right],
    leftValueChangePolicy: LeftValueChangePolicy = .nullifyRightValue
  ) {
    self.leftValue = leftValue
    self.httpParameterKey = httpParameterKey
    self.rightOptions = rightOptions
    self.leftValueChangePolicy = leftValueChangePolicy
  }
}

/// What a ``LeftRightSelectorRow`` does to its right value when its left value changes
/// (XLForm's `XLFormLeftRightSelectorOptionLeftValueChangePolicy`).
public enum LeftValueChangePolicy: Equatable, Sendable {
  /// The right value is cleared.
  case nullifyRightValue
  /// The right value becomes the first right option of the new left value.
  case chooseFirstOption
  /// The right value becomes the last right option of the new left value.
  case chooseLastOption
}
