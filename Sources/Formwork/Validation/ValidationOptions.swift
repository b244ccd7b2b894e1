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
