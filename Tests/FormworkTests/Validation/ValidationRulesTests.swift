import Formwork
import Testing

// Each rule on its own, through `isValid(value:)`: what passes, what fails, and the exact error.

@Suite("Validation rules")
struct ValidationRulesTests {
  // MARK: RuleRequired

  @Test("RuleRequired fails nil and the empty string with its message")
  func requiredFailsMissing() {
    let rule = RuleRequired<String>()
    #expect(rule.isValid(value: nil) == ValidationError(msg: "Field required!"))
    #expect(rule.isValid(value: "") == ValidationError(msg: "Field required!"))
  }

  @Test(
    "RuleRequired passes any text, whitespace included, as in Eureka",
    arguments: [" ", "\n", "\t", "0", "a", "é"])
  func requiredPassesText(text: String) {
    #expect(RuleRequired<String>().isValid(value: text) == nil)
  }

  @Test("RuleRequired on a number passes zero and fails nil")
  func requiredNumber() {
    let rule = RuleRequired<Int>(msg: "Age required", id: "age-required")
    #expect(rule.isValid(value: 0) == nil)
    #expect(rule.isValid(value: nil) == ValidationError(msg: "Age required", id: "age-required"))
  }

  // MARK: Ranges

  @Test("RuleGreaterThan fails the boundary and below, passes above and nil")
  func greaterThan() {
    let rule = RuleGreaterThan(min: 5)
    let error = ValidationError(msg: "Field value must be greater than 5")
    #expect(rule.isValid(value: 4) == error)
    #expect(rule.isValid(value: 5) == error)
    #expect(rule.isValid(value: 6) == nil)
    #expect(rule.isValid(value: nil) == nil)
  }

  @Test("RuleGreaterOrEqualThan passes the boundary and fails just below")
  func greaterOrEqual() {
    let rule = RuleGreaterOrEqualThan(min: 5)
    #expect(rule.isValid(value: 5) == nil)
    #expect(
      rule.isValid(value: 4) == ValidationError(msg: "Field value must be greater or equals than 5")
    )
    #expect(rule.isValid(value: nil) == nil)
  }

  @Test("RuleSmallerThan fails the boundary and above, passes below and nil")
  func smallerThan() {
    let rule = RuleSmallerThan(max: 10)
    let error = ValidationError(msg: "Field value must be smaller than 10")
    #expect(rule.isValid(value: 9) == nil)
    #expect(rule.isValid(value: 10) == error)
    #expect(rule.isValid(value: 11) == error)
    #expect(rule.isValid(value: nil) == nil)
  }

  @Test("RuleSmallerOrEqualThan passes the boundary and fails just above")
  func smallerOrEqual() {
    let rule = RuleSmallerOrEqualThan(max: 10)
    #expect(rule.isValid(value: 10) == nil)
    #expect(
      rule.isValid(value: 11)
        == ValidationError(msg: "Field value must be smaller or equals than 10"))
    #expect(rule.isValid(value: nil) == nil)
  }

  @Test("range rules on decimals fail NaN and print the bound as the value type does")
  func decimalRanges() {
    #expect(RuleGreaterThan(min: 0.5).isValid(value: 0.5000001) == nil)
    #expect(
      RuleGreaterThan(min: 0.5).isValid(value: 0.5)
        == ValidationError(msg: "Field value must be greater than 0.5"))
    #expect(RuleGreaterOrEqualThan(min: 0.0).isValid(value: .nan) != nil)
    #expect(RuleSmallerOrEqualThan(max: 1.0).isValid(value: .nan) != nil)
    #expect(RuleSmallerThan(max: 1.0).isValid(value: -.infinity) == nil)
  }

  @Test("range rules compare any Comparable, such as strings, and keep a custom message and id")
  func rangeCustom() {
    let rule = RuleGreaterOrEqualThan(min: "m", msg: "Second half of the alphabet", id: "half")
    #expect(rule.isValid(value: "m") == nil)
    #expect(
      rule.isValid(value: "l") == ValidationError(msg: "Second half of the alphabet", id: "half"))
    #expect(rule.id == "half")
  }

  // MARK: Lengths

  @Test("RuleMinLength fails shorter text, passes the boundary, nil and empty text")
  func minLength() {
    let rule = RuleMinLength(minLength: 3)
    #expect(
      rule.isValid(value: "ab")
        == ValidationError(msg: "Field value must have at least 3 characters"))
    #expect(rule.isValid(value: "abc") == nil)
    #expect(rule.isValid(value: "abcd") == nil)
    #expect(rule.isValid(value: nil) == nil)
    #expect(rule.isValid(value: "") == nil)
    #expect(rule.isValid(value: "   ") == nil)
  }

  @Test("RuleMaxLength fails longer text and passes the boundary")
  func maxLength() {
    let rule = RuleMaxLength(maxLength: 3)
    #expect(rule.isValid(value: "abc") == nil)
    #expect(
      rule.isValid(value: "abcd")
        == ValidationError(msg: "Field value must have less than 3 characters"))
    #expect(rule.isValid(value: nil) == nil)
    #expect(rule.isValid(value: "") == nil)
  }

  @Test("RuleExactLength passes only the exact count; nil and empty text pass")
  func exactLength() {
    let rule = RuleExactLength(exactLength: 3, msg: "Three, please", id: "three")
    let error = ValidationError(msg: "Three, please", id: "three")
    #expect(rule.isValid(value: "ab") == error)
    #expect(rule.isValid(value: "abc") == nil)
    #expect(rule.isValid(value: "abcd") == error)
    #expect(rule.isValid(value: nil) == nil)
    #expect(rule.isValid(value: "") == nil)
  }

  @Test(
    "lengths count what a person sees as one character",
    arguments: [
      "\u{E9}",  // é, precomposed
      "e\u{301}",  // e and a combining acute accent
      "🇫🇷",  // a flag: two regional indicators
      "👩‍👩‍👧",  // a family: three emoji joined
      "👍🏽",  // an emoji with a skin tone
      "한",  // a Hangul syllable
      "\r\n",  // a Windows line end
    ])
  func lengthByGrapheme(character: String) {
    #expect(RuleExactLength(exactLength: 1).isValid(value: character) == nil)
    #expect(RuleMaxLength(maxLength: 1).isValid(value: character) == nil)
    #expect(RuleMinLength(minLength: 2).isValid(value: character) != nil)
    #expect(
      RuleExactLength(exactLength: 3).isValid(value: character + character + character) == nil)
  }

  @Test(
    "lengths hold at the limits whether characters take one byte or several",
    arguments: [
      ("abc", true, true, true), ("ab", false, true, false), ("abcd", true, false, false),
      ("\u{E9}e\u{301}a", true, true, true), ("éé", false, true, false),
      ("éééé", true, false, false),
      ("a\r\nb", true, true, true),
    ])
  func lengthLimits(text: String, atLeast3: Bool, atMost3: Bool, exactly3: Bool) {
    #expect((RuleMinLength(minLength: 3).isValid(value: text) == nil) == atLeast3)
    #expect((RuleMaxLength(maxLength: 3).isValid(value: text) == nil) == atMost3)
    #expect((RuleExactLength(exactLength: 3).isValid(value: text) == nil) == exactly3)
  }

  @Test("a decomposed accent does not make a name longer than its composed spelling")
  func composedAndDecomposed() {
    let rule = RuleMaxLength(maxLength: 4)
    #expect(rule.isValid(value: "Ren\u{E9}") == nil)
    #expect(rule.isValid(value: "Rene\u{301}") == nil)
    #expect(rule.isValid(value: "Rene\u{301}e") != nil)
  }

  // MARK: RuleRegExp

  @Test("RuleRegExp matches the whole text, not a part of it")
  func regExpWhole() {
    let rule = RuleRegExp(regExpr: "[a-z]+")
    let error = ValidationError(msg: "Invalid field value!")
    #expect(rule.isValid(value: "abc") == nil)
    #expect(rule.isValid(value: "abc1") == error)
    #expect(rule.isValid(value: "1abc") == error)
    #expect(RuleRegExp(regExpr: "a|b").isValid(value: "ab") == error)
    #expect(RuleRegExp(regExpr: "a|b").isValid(value: "b") == nil)
  }

  @Test(
    "RuleRegExp fails text with a line break at its end or start",
    arguments: ["abc\n", "\nabc", "abc\r\n", "ab\nc"])
  func regExpLineBreaks(text: String) {
    #expect(
      RuleRegExp(regExpr: "[a-z]+").isValid(value: text)
        == ValidationError(msg: "Invalid field value!"))
  }

  @Test("RuleRegExp passes nil and empty text unless allowsEmpty is false")
  func regExpEmpty() {
    let lenient = RuleRegExp(regExpr: "[0-9]+")
    #expect(lenient.isValid(value: nil) == nil)
    #expect(lenient.isValid(value: "") == nil)
    let strict = RuleRegExp(regExpr: "[0-9]+", allowsEmpty: false, msg: "Digits", id: "digits")
    #expect(strict.isValid(value: nil) == ValidationError(msg: "Digits", id: "digits"))
    #expect(strict.isValid(value: "") == ValidationError(msg: "Digits", id: "digits"))
    #expect(strict.isValid(value: "42") == nil)
  }

  @Test("RuleRegExp honours inline flags and matches accented text")
  func regExpFlagsAndUnicode() {
    #expect(RuleRegExp(regExpr: "(?i)abc").isValid(value: "ABC") == nil)
    #expect(RuleRegExp(regExpr: "abc").isValid(value: "ABC") != nil)
    #expect(RuleRegExp(regExpr: "\\p{L}+").isValid(value: "Zoë") == nil)
    #expect(RuleRegExp(regExpr: "\\X").isValid(value: "e\u{301}") == nil)
  }

  @Test(
    "a malformed pattern is a ValidationError from init(checking:)",
    arguments: ["(", "[a-", "a)|(b", "*", "a{2,1}", "\\"])
  func regExpCheckingThrows(pattern: String) {
    #expect(
      throws: ValidationError(msg: "'\(pattern)' is not a valid regular expression", id: "re")
    ) {
      _ = try RuleRegExp(checking: pattern, id: "re")
    }
  }

  @Test(
    "a malformed pattern fails every non-empty value of the non-throwing rule",
    arguments: ["(", "[a-", "a)|(b", "*", "a{2,1}", "\\"])
  func regExpMalformedVerdict(pattern: String) {
    let rule = RuleRegExp(regExpr: pattern, id: "re")
    let error = ValidationError(msg: "'\(pattern)' is not a valid regular expression", id: "re")
    #expect(rule.patternError == "'\(pattern)' is not a valid regular expression")
    #expect(rule.isValid(value: "a") == error)
    #expect(rule.isValid(value: "b") == error)
    #expect(rule.isValid(value: pattern) == error)
    #expect(rule.isValid(value: nil) == nil)
  }

  @Test("a pattern in free-spacing mode may end with a comment")
  func regExpComment() {
    let rule = RuleRegExp(regExpr: "(?x) [a-z]+  # letters only")
    #expect(rule.patternError == nil)
    #expect(rule.isValid(value: "abc") == nil)
    #expect(rule.isValid(value: "ab1") == ValidationError(msg: "Invalid field value!"))
  }

  @Test("a valid pattern checks without error and keeps its text")
  func regExpChecking() throws {
    let rule = try RuleRegExp(checking: "[A-Z]{2}[0-9]{3}", msg: "Like AB123")
    #expect(rule.patternError == nil)
    #expect(rule.regExpr == "[A-Z]{2}[0-9]{3}")
    #expect(rule.isValid(value: "AB123") == nil)
    #expect(rule.isValid(value: "AB1234") == ValidationError(msg: "Like AB123"))
  }

  // MARK: RuleClosure

  @Test("RuleClosure gives its error the rule's id when the closure gives none")
  func closureID() {
    let rule = RuleClosure<Int>(id: "even") { value in
      value.map { $0.isMultiple(of: 2) } == false ? ValidationError(msg: "Must be even") : nil
    }
    #expect(rule.isValid(value: 3) == ValidationError(msg: "Must be even", id: "even"))
    #expect(rule.isValid(value: 4) == nil)
    #expect(rule.isValid(value: nil) == nil)
  }

  @Test("RuleClosure keeps an id the closure chose")
  func closureOwnID() {
    let rule = RuleClosure<String>(id: "rule") { _ in ValidationError(msg: "No", id: "own") }
    #expect(rule.isValid(value: "x") == ValidationError(msg: "No", id: "own"))
  }

  // MARK: Errors

  @Test("an error's description names its row once a row reported it")
  func errorDescription() {
    var error = ValidationError(msg: "Field required!", id: "required")
    #expect(error.description == "Field required!")
    error.row = "email"
    #expect(error.description == "email: Field required!")
    #expect(error.ruleID == "required")
  }
}
