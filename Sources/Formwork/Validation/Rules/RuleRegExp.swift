import Foundation

/// Fails when a text does not match a regular expression in full; passes for no text or empty
/// text unless `allowsEmpty` is `false`.
///
/// A pattern that is not a valid regular expression is not a crash: the rule fails every
/// non-empty value with a message naming the pattern, and ``patternError`` says why;
/// ``init(checking:allowsEmpty:msg:id:)`` throws instead.
public struct RuleRegExp: RuleType {
  /// The pattern.
  public let regExpr: String
  /// Whether no text (or empty text) passes.
  public var allowsEmpty: Bool
  /// The rule's identifier.
  public var id: String?
  /// The error returned for a text that does not match.
  public var validationError: ValidationError
  /// Why the pattern could not be compiled, if it could not.
  public let patternError: String?
  private let expression: NSRegularExpression?

  /// Creates the rule, keeping a pattern error as data.
  public init(
    regExpr: String, allowsEmpty: Bool = true, msg: String? = nil,
    id: String? = nil
  ) {
    self.regExpr = regExpr
    self.allowsEmpty = allowsEmpty
    self.id = id
    self.validationError = .builtIn(
      msg: msg, eurekaText: "Invalid field value!", key: .pattern, id: id)
    // The pattern must compile on its own (so `a)|(b` cannot escape the group) before it is
    // anchored; `\A` and `\z` anchor at the very ends, where `$` would also match before a
    // final line break. A pattern in `(?x)` mode may end in a comment, which a line break ends.
    if (try? NSRegularExpression(pattern: regExpr)) != nil,
      let anchored = (try? NSRegularExpression(pattern: "\\A(?:" + regExpr + ")\\z"))
        ?? (try? NSRegularExpression(pattern: "\\A(?:" + regExpr + "\n)\\z"))
    {
      expression = anchored
      patternError = nil
    } else {
      expression = nil
      patternError = "'\(regExpr)' is not a valid regular expression"
    }
  }

  /// Creates the rule, throwing when the pattern is not a valid regular expression.
  ///
  /// - Throws: ``ValidationError`` whose message names the pattern.
  public init(
    checking regExpr: String, allowsEmpty: Bool = true, msg: String? = nil,
    id: String? = nil
  ) throws(ValidationError) {
    self.init(regExpr: regExpr, allowsEmpty: allowsEmpty, msg: msg, id: id)
    if let patternError { throw ValidationError(msg: patternError, id: id) }
  }

  /// Matches the whole text.
  public func isValid(value: String?) -> ValidationError? {
    guard let value, !value.isEmpty else { return allowsEmpty ? nil : validationError }
    guard let expression else {
      // The pattern's problem is for the developer (`msg`); the person reads the rule's message.
      var error = validationError
      if let patternError { error.msg = patternError }
      return error
    }
    let range = NSRange(value.startIndex..., in: value)
    return expression.firstMatch(in: value, range: range) == nil ? validationError : nil
  }
}
