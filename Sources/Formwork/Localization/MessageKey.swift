/// The name of one string Formwork shows a person, looked up in a ``MessageCatalog``.
///
/// Keys are grouped by their first word: `validation.` for rules, `input.` for typed text that
/// does not parse, `section.` for a section's limits, `printer.`, `terminal.` and `html.` for
/// the renderers' own words. The constants below (and in the extensions beside them) are every
/// key Formwork uses; an app may add keys of its own.
public struct MessageKey: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The key's name, such as `validation.required`.
  public let rawValue: String

  /// A key with this name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A key with this name.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// A key written as a string literal: `"validation.required"`.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The key's name.
  public var description: String { rawValue }
}
