/// Fails when a text is not an e-mail address; passes for no text or empty text unless
/// ``allowsEmpty`` is `false`.
///
/// The rule gives the verdicts of Eureka's `RuleEmail`, whose check is a regular expression, but
/// runs a hand-written scanner over the text's UTF-8 bytes instead: no regular-expression
/// engine, no allocation, one pass.
///
/// A text is an address when it is, with nothing before or after:
/// - a *local part*: one or more atoms joined by single dots, each atom one or more ASCII
///   letters, digits, backticks or `_ - + ! ? # $ % ' * / = ~ ^ { } |`;
/// - one `@`;
/// - a *domain*: two or more labels joined by single dots. Every label but the last is one or
///   more ASCII letters, digits or hyphens; the last (the top-level domain) is two or more ASCII
///   letters.
///
/// ```swift
/// let rule = RuleEmail()
/// rule.isValid(value: "ada.lovelace+notes@analytical.engine.uk")  // nil
/// rule.isValid(value: "ada@localhost")?.msg  // "Field value should be a valid email!"
/// ```
///
/// Eureka's pattern has quirks, and the rule keeps them all, so a form moved from Eureka accepts
/// exactly the addresses it accepted before:
/// - Letters of either case pass anywhere: `ADA@EXAMPLE.COM`.
/// - A domain label may start or end with a hyphen, or be all digits: `ada@-.com`,
///   `ada@1.2.3.com`.
/// - The top-level domain has no digits or hyphens, so `ada@example.c0` and an internationalized
///   top-level domain in its ASCII form (`ada@example.xn--p1ai`) fail.
/// - Besides letters, the top-level domain may hold ZERO WIDTH NON-JOINER (U+200C) and ZERO WIDTH
///   SPACE (U+200B), which are hidden in Eureka's pattern; each counts as one character, so
///   `ada@example.c` followed by U+200B passes.
/// - Nothing else outside ASCII passes: no internationalized address (`josé@example.com`), no
///   quoted local part (`"ada lovelace"@example.com`), no address literal (`ada@[10.0.0.1]`), no
///   `&` (which RFC 5322 allows).
/// - There is no length limit (RFC 5321's 64 characters for the local part, 254 in all).
/// - Whitespace fails anywhere, a final line break included.
///
/// Eureka's rule takes no `allowsEmpty` argument but has the property; set it to `false` to fail
/// no text and empty text as well.
public struct RuleEmail: RuleType, SharableRule {
  /// Whether no text (or empty text) passes; `true` unless set, as in Eureka.
  public var allowsEmpty = true
  /// The rule's identifier.
  public var id: String?
  /// The error returned for a text that is not an address.
  public var validationError: ValidationError

  /// Creates the rule.
  ///
  /// - Parameters:
  ///   - msg: The message of the error a text that is not an address gets.
  ///   - id: The rule's identifier, for ``RowOf/remove(ruleWithIdentifier:)`` and for the
  ///     error's ``ValidationError/ruleID``.
  public init(msg: String? = nil, id: String? = nil) {
    self.validationError = .builtIn(
      msg: msg, eurekaText: "Field value should be a valid email!", key: .email, id: id)
    self.id = id
  }

  /// Checks that the text is an address.
  ///
  /// - Returns: `nil` for an address (and for no text or empty text when ``allowsEmpty``),
  ///   otherwise ``validationError``.
  /// - Complexity: O(*n*) in the length of the text.
  public func isValid(value: String?) -> ValidationError? {
    guard let value, !value.isEmpty else { return allowsEmpty ? nil : validationError }
    return Self.matches(value) ? nil : validationError
  }

  /// Whether the whole of `text` is an e-mail address by Eureka's pattern.
  ///
  /// ```swift
  /// RuleEmail.matches("ada@example.com")  // true
  /// RuleEmail.matches("ada@example.com\n")  // false
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the text; it does not allocate.
  public static func matches(_ text: String) -> Bool {
    if let verdict = text.utf8.withContiguousStorageIfAvailable(matches(utf8:)) {
      return verdict
    }
    return matches(utf8: text.utf8)
  }

  /// Scans the UTF-8 bytes of a text: local part, `@`, domain.
  static func matches<Bytes: Sequence<UInt8>>(utf8 bytes: Bytes) -> Bool {
    let localBytes = ASCIISet.emailLocalPart
    var iterator = bytes.makeIterator()
    // The local part: atoms joined by single dots, up to the only `@`.
    var atomLength = 0
    while true {
      guard let byte = iterator.next() else { return false }
      if localBytes.contains(byte) {
        atomLength += 1
      } else if atomLength == 0 {
        return false  // An empty atom: the text starts with `.` or `@`, or has `..` or `.@`.
      } else if byte == UInt8(ascii: ".") {
        atomLength = 0
      } else if byte == UInt8(ascii: "@") {
        break
      } else {
        return false
      }
    }
    // The domain: labels joined by single dots. Each label is checked both ways, as an inner
    // label and as the top-level domain, until its end says which it is.
    var innerLabels = 0
    var length = 0  // Unicode scalars in the current label.
    var fitsInner = true  // Only ASCII letters, digits and hyphens so far.
    var fitsTopLevel = true  // Only ASCII letters, U+200B and U+200C so far.
    while let byte = iterator.next() {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
        length += 1
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
        length += 1
        fitsTopLevel = false
      case UInt8(ascii: "."):
        guard length > 0, fitsInner else { return false }
        innerLabels += 1
        length = 0
        fitsInner = true
        fitsTopLevel = true
      case 0xE2:  // U+200B is E2 80 8B in UTF-8, U+200C is E2 80 8C.
        guard iterator.next() == 0x80, let last = iterator.next(), last == 0x8B || last == 0x8C
        else { return false }
        length += 1
        fitsInner = false
      default:
        return false
      }
    }
    return innerLabels > 0 && fitsTopLevel && length >= 2
  }
}

extension ASCIISet {
  /// The characters of an atom of an e-mail address's local part, in Eureka's pattern.
  static let emailLocalPart = ASCIISet(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-+!?#$%'`*/=~^{}|")
}
