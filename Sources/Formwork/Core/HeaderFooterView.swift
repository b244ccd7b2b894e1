/// A section's header or footer: its title text.
///
/// A string literal makes one, so `section.header = "Details"` and Eureka's
/// `$0.header = HeaderFooterView(title: "Details")` both work.
public struct HeaderFooterView: Equatable, Sendable, ExpressibleByStringLiteral {
  /// The text shown.
  public var title: String?

  /// Creates a header or footer with a title.
  public init(title: String?) {
    self.title = title
  }

  /// Creates a header or footer from a string literal.
  public init(stringLiteral value: String) {
    self.title = value
  }
}
