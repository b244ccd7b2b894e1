import Foundation

/// Fails when a URL is not a web address; passes for no URL (or one whose text is empty) unless
/// ``allowsEmpty`` is `false`.
///
/// The rule checks the URL's `absoluteString` and gives the verdicts of Eureka's `RuleURL`,
/// whose check is a long regular expression, but runs a hand-written scanner instead (see
/// ``matches(_:)``): no regular-expression engine, one pass in practice.
///
/// A text is a web address when it is, with nothing before or after:
/// - `http://` or `https://`;
/// - optionally, user information: one or more characters other than whitespace, then `@`;
/// - a host: `localhost`, an IPv4 address whose first number is 1 to 223 and last 0 to 254, or
///   a host name of two or more labels joined by single dots. A label is lower-case ASCII
///   letters, digits and any character from U+00A1 to U+FFFF, with single hyphens inside it;
///   the last label (the top-level domain) is two or more of those letters and characters, with
///   no digit or hyphen;
/// - optionally, a port: `:` and 2 to 5 digits;
/// - optionally, a path, query or fragment: `/`, `?` or `#`, then anything without whitespace.
///
/// ```swift
/// let rule = RuleURL()
/// rule.isValid(value: URL(string: "https://example.com:8080/a?b#c"))  // nil
/// rule.isValid(value: URL(string: "example.com"))?.msg  // "Field value must be an URL!"
/// ```
///
/// Eureka's pattern has quirks, and the rule keeps them all, so a form moved from Eureka accepts
/// exactly the addresses it accepted before:
/// - ``requiresProtocol`` changes nothing: the scheme is always required, and only `http` and
///   `https` in lower case pass (`HTTP://example.com` and `ftp://example.com` fail).
/// - Host letters must be lower case: `http://Example.com` fails (`URL` keeps the case it is
///   given). A host of one label fails unless it is `localhost` (`http://intranet/`).
/// - A label never holds two hyphens in a row, and the top-level domain no digit or hyphen, so
///   host names in their ASCII (Punycode) form fail: `URL(string: "http://ñandú.com")` is
///   `http://xn--and-6ma2c.com` on Linux (Foundation converts the host), and it fails. The same
///   name typed as `http://ñandú.com` into a text check (``matches(_:)``) passes.
/// - Any character from U+00A1 to U+FFFF counts as a letter of a host name, symbols and some
///   spaces (U+3000) included; characters above U+FFFF (emoji) do not.
/// - IPv4: no private or loopback range is excluded (`http://10.0.0.1`, `http://127.0.0.1`
///   pass); a number may have leading zeros in some places (`http://1.02.00.1` passes,
///   `http://01.1.1.1` and `http://1.001.1.1` fail); where the pattern says `\d`, any Unicode
///   decimal digit passes (`http://1٢.0.0.1`, with ARABIC-INDIC DIGIT TWO).
/// - IPv6 addresses (`http://[::1]/`) fail.
/// - The user information is anything without whitespace up to *an* `@`, so
///   `http://a@b@example.com` and `http:///@example.com` pass.
/// - The port is not range-checked (`:99999` passes); a port of one digit, more than five digits
///   or none (`http://example.com:`) fails; its digits may be any Unicode decimal digits.
/// - Whitespace is Unicode's `White_Space` property, a final line break included.
///
/// Where a check reads a Unicode property (decimal digits, whitespace), it uses the Unicode
/// version of the Swift runtime; Eureka's uses the one of the platform's ICU. They differ only
/// in characters added by the newer version.
public struct RuleURL: RuleType, SharableRule {
  /// Whether no URL (or one whose `absoluteString` is empty) passes; `true` unless set.
  public var allowsEmpty = true
  /// Kept for source compatibility with Eureka, where it is unused too: a scheme is always
  /// required.
  public var requiresProtocol = false
  /// The rule's identifier.
  public var id: String?
  /// The error returned for a URL that is not a web address.
  public var validationError: ValidationError

  /// Creates the rule.
  ///
  /// - Parameters:
  ///   - allowsEmpty: Whether no URL passes.
  ///   - requiresProtocol: Unused, as in Eureka: a scheme is always required.
  ///   - msg: The message of the error a URL that is not a web address gets.
  ///   - id: The rule's identifier, for ``RowOf/remove(ruleWithIdentifier:)`` and for the
  ///     error's ``ValidationError/ruleID``.
  public init(
    allowsEmpty: Bool = true, requiresProtocol: Bool = false,
    msg: String? = nil, id: String? = nil
  ) {
    self.allowsEmpty = allowsEmpty
    self.requiresProtocol = requiresProtocol
    self.validationError = .builtIn(
      msg: msg, eurekaText: "Field value must be an URL!", key: .url, id: id)
    self.id = id
  }

  /// Checks that the URL's `absoluteString` is a web address.
  ///
  /// - Returns: `nil` for a web address (and for no URL when ``allowsEmpty``), otherwise
  ///   ``validationError``.
  /// - Complexity: O(*n*) in the length of the URL's text.
  public func isValid(value: URL?) -> ValidationError? {
    guard let text = value?.absoluteString, !text.isEmpty else {
      return allowsEmpty ? nil : validationError
    }
    return Self.matches(text) ? nil : validationError
  }
}
