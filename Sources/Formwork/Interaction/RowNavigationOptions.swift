/// How focus moves to the next or previous row, as Eureka's keyboard navigation does.
public struct RowNavigationOptions: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt

  /// Creates options from raw bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// No navigation.
  public static let disabled: RowNavigationOptions = []
  /// Navigation between rows is possible.
  public static let enabled = RowNavigationOptions(rawValue: 1 << 0)
  /// Navigation stops at a disabled row instead of passing it.
  public static let stopDisabledRow = RowNavigationOptions(rawValue: 1 << 1)
  /// Navigation passes rows that cannot take focus instead of stopping at them.
  public static let skipCanNotBecomeFirstResponderRow = RowNavigationOptions(rawValue: 1 << 2)

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Eureka's capitalized spelling of ``disabled``.
  public static let Disabled = disabled
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Eureka's capitalized spelling of ``enabled``.
  public static let Enabled = enabled
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Eureka's capitalized spelling of ``stopDisabledRow``.
  public static let StopDisabledRow = stopDisabledRow
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Eureka's capitalized spelling of ``skipCanNotBecomeFirstResponderRow``.
  public static let SkipCanNotBecomeFirstResponderRow = skipCanNotBecomeFirstResponderRow
}
