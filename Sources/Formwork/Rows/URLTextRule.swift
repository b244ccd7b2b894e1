import Foundation

/// What text a ``URLRow`` reads as a URL.
///
/// ```swift
/// URLTextRule.web.url(from: "https://example.com/a?b")  // https://example.com/a?b
/// URLTextRule.web.url(from: "javascript:alert(1)")      // nil: not http or https
/// URLTextRule.web.url(from: "not a url")                // nil: no scheme
/// URLTextRule.foundation.url(from: "not a url")         // not%20a%20url, as Eureka reads it
/// ```
public enum URLTextRule: Equatable, Sendable {
  /// An absolute URL whose scheme is one of `schemes` (compared in lower case): the scheme, a
  /// colon and the rest, with no spaces or control characters, that Foundation's
  /// `URL(string:)` reads; an `http` or `https` URL also needs a host. Spaces at either end are
  /// ignored, as a browser ignores them.
  case absolute(schemes: Set<String>)
  /// Any text Foundation's `URL(string:)` reads, relative URLs and any scheme included, as
  /// Eureka's `URLRow` reads it.
  case foundation

  /// An absolute `http` or `https` URL: the default of ``URLBaseRow/textRule``.
  public static let web = URLTextRule.absolute(schemes: ["http", "https"])

  /// The URL `text` stands for under this rule.
  ///
  /// - Parameter text: Typed text.
  /// - Returns: The URL, or `nil` when the rule does not read `text` as one.
  public func url(from text: String) -> URL? {
    switch self {
    case .foundation:
      return URL(string: text)
    case .absolute(let schemes):
      let trimmed = Self.trimmed(text)
      guard let scheme = Self.scheme(of: trimmed),
        schemes.contains(where: { $0.lowercased() == scheme }),
        !trimmed.unicodeScalars.contains(where: {
          $0.properties.isWhitespace || $0.properties.generalCategory == .control
        }),
        let url = URL(string: trimmed), url.scheme?.lowercased() == scheme
      else { return nil }
      if scheme == "http" || scheme == "https", url.host?.isEmpty ?? true { return nil }
      return url
    }
  }

  /// `text` without spaces, tabs and line breaks at either end.
  static func trimmed(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The scheme `text` starts with, in lower case: an ASCII letter, then letters, digits, `+`,
  /// `-` and `.`, up to a colon; `nil` when it starts with none.
  public static func scheme(of text: String) -> String? {
    var scheme = ""
    for scalar in text.unicodeScalars {
      if scalar == ":" { return scheme.isEmpty ? nil : scheme.lowercased() }
      let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
      let isOther = ("0"..."9").contains(scalar) || scalar == "+" || scalar == "-" || scalar == "."
      guard isLetter || (!scheme.isEmpty && isOther) else { return nil }
      scheme.unicodeScalars.append(scalar)
    }
    return nil
  }
}
