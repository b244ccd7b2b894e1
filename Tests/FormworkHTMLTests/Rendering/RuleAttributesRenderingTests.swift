import Formwork
import FormworkHTML
import Testing

@Suite("Attributes from the rules: required, minlength, maxlength, min, max, pattern")
struct RuleAttributesRenderingTests {
  /// The `<input>` line of the control `id` in the page of `form`, without its indent.
  static func input(_ id: String, of form: Form) -> String? {
    HTMLRenderer().render(form).split(separator: "\n")
      .first { $0.contains("<input") && $0.contains(#"id="\#(id)""#) }
      .map { String($0.drop { $0 == " " }) }
  }

  @Test("a sign-up form's rules, as the browser reads them")
  func signUp() {
    let form =
      Form() +++ Section()
      <<< PasswordRow("password") {
        $0.title = "Password"
        $0.textContentType = .newPassword
        $0.add(rule: RuleRequired())
        $0.add(rule: RuleMinLength(minLength: 8))
      }
      <<< IntRow("age") {
        $0.title = "Age"
        $0.add(rule: RuleGreaterOrEqualThan(min: 16))
        $0.add(rule: RuleSmallerOrEqualThan(max: 120))
      }
      <<< ZipCodeRow("zip") {
        $0.title = "Postcode"
        $0.add(rule: RuleExactLength(exactLength: 5))
        $0.add(rule: RuleRegExp(regExpr: "[0-9]{5}"))
      }
    #expect(
      Self.input("fw-password", of: form)
        == #"<input type="password" name="password" id="fw-password" autocomplete="new-password" minlength="8" required>"#
    )
    #expect(
      Self.input("fw-age", of: form)
        == #"<input type="number" name="age" id="fw-age" step="1" min="16" max="120">"#)
    #expect(
      Self.input("fw-zip", of: form)
        == #"<input type="text" name="zip" id="fw-zip" autocomplete="postal-code" minlength="5" maxlength="5" pattern="[0-9]{5}">"#
    )
  }

  @Test("a strict bound on whole numbers is the next whole number; on decimals it is left out")
  func strictBounds() {
    let form =
      Form() +++ Section()
      <<< IntRow("count") {
        $0.add(rule: RuleGreaterThan(min: 0))
        $0.add(rule: RuleSmallerThan(max: 10))
      }
      <<< DecimalRow("ratio") {
        $0.add(rule: RuleGreaterThan(min: 0.0))
        $0.add(rule: RuleSmallerOrEqualThan(max: 2.5))
      }
    #expect(Self.input("fw-count", of: form)?.contains(#"min="1" max="9""#) == true)
    let ratio = Self.input("fw-ratio", of: form) ?? ""
    #expect(!ratio.contains("min="))
    #expect(ratio.contains(#"max="2.5""#))
  }

  @Test("the stricter limit wins: the field's own and its rules', and the higher of two minimums")
  func strictestLimit() {
    let form =
      Form() +++ Section()
      <<< TextRow("nick") {
        $0.maxNumberOfCharacters = 10
        $0.add(rule: RuleMaxLength(maxLength: 20))
        $0.add(rule: RuleMinLength(minLength: 2))
        $0.add(rule: RuleMinLength(minLength: 3))
      }
      <<< IntRow("year") {
        $0.add(rule: RuleGreaterOrEqualThan(min: 1900))
        $0.add(rule: RuleGreaterOrEqualThan(min: 2000))
      }
    #expect(Self.input("fw-nick", of: form)?.contains(#"minlength="3" maxlength="10""#) == true)
    #expect(Self.input("fw-year", of: form)?.contains(#"min="2000""#) == true)
  }

  @Test("a rule an empty value fails is left to the server; a closure too")
  func emptyFailingRules() {
    let form =
      Form() +++ Section()
      <<< TextRow("code") {
        $0.add(rule: RuleRegExp(regExpr: "[A-Z]+", allowsEmpty: false))
        $0.add(rule: RuleClosure { _ in nil })
      }
    #expect(Self.input("fw-code", of: form) == #"<input type="text" name="code" id="fw-code">"#)
  }

  /// The browser runtime's grammar (`BrowserPattern`), which also leaves out `.` (ICU and
  /// JavaScript end a line at different characters), look-ahead and negated classes.
  @Test(
    "a pattern is written only when the browser reads it as the server does",
    arguments: [
      ("[A-Z]{2}[0-9]{4}", true), ("(?:ab|cd)+x?", true), ("a\\.b", true), ("[a-z_]+", true),
      ("[a-z_.]+", false), ("(?=x)x", false), ("[^0-9]*", false), ("\\d+", false), ("\\w+", false),
      ("\\s", false),
      ("(?<=a)b", false), ("(?<name>a)", false), ("a++", false), ("\\Aab\\z", false),
      ("(?i)abc", false), ("é+", false), ("[a-z&&[aeiou]]", false), ("[+-]", false),
      ("a{2", false), ("(a", false), ("a)", false), ("\\1", false), ("\\p{L}", false),
      ("[a--b]", false), ("*a", false), ("x{3,1}", false),
    ])
  func patterns(pattern: String, portable: Bool) {
    let form =
      Form() +++ Section() <<< TextRow("code") { $0.add(rule: RuleRegExp(regExpr: pattern)) }
    let written = Self.input("fw-code", of: form)?.contains("pattern=") == true
    #expect(written == portable)
  }

  @Test("RuleRequired makes a control required, as BaseRow.required does")
  func ruleRequired() {
    let form =
      Form() +++ Section()
      <<< EmailRow("email") { $0.add(rule: RuleRequired()) }
      <<< SegmentedRow<String>("plan") {
        $0.options = ["a", "b"]
        $0.add(rule: RuleRequired())
      }
    let html = HTMLRenderer().render(form)
    #expect(Self.input("fw-email", of: form)?.hasSuffix(" required>") == true)
    #expect(html.components(separatedBy: #"name="plan" value="a" required"#).count == 2)
  }
}
