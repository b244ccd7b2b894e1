/// How a model's form is built.
public struct ModelFormOptions: Sendable, Equatable {
  /// Whether properties whose type has no row are skipped (and listed in
  /// ``Form/skippedModelProperties``) rather than thrown as
  /// ``ModelFormError/unsupportedType(property:type:reason:)``.
  public var skipsUnsupportedProperties: Bool
  /// How deep models may nest in each other; 8 unless set.
  public var maximumDepth: Int

  /// Creates options.
  ///
  /// - Parameters:
  ///   - skipsUnsupportedProperties: Whether properties with no row are skipped and reported.
  ///   - maximumDepth: How deep models may nest in each other.
  public init(skipsUnsupportedProperties: Bool = false, maximumDepth: Int = 8) {
    self.skipsUnsupportedProperties = skipsUnsupportedProperties
    self.maximumDepth = maximumDepth
  }
}
