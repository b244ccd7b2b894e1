import Formwork
import FormworkHTML
import Testing

@Suite("A form validated after binding")
struct BindingValidationTests {
  /// A sign-up form: a required name, an e-mail, an age from 13 to 120, a password typed twice,
  /// a plan, and terms that must be accepted.
  static func signUp() -> Form {
    let password = PasswordRow("password") {
      $0.title = "Password"
      $0.add(rule: RuleMinLength(minLength: 8))
    }
    return Form() +++ Section("Sign up")
      <<< NameRow("name") {
        $0.title = "Name"
        $0.add(rule: RuleRequired())
      }
      <<< EmailRow("email") {
        $0.title = "E-mail"
        $0.add(rule: RuleRequired())
        $0.add(rule: RuleEmail())
      }
      <<< IntRow("age") {
        $0.title = "Age"
        $0.add(rule: RuleGreaterOrEqualThan(min: 13))
        $0.add(rule: RuleSmallerOrEqualThan(max: 120))
      }
      <<< password
      <<< PasswordRow("confirm") {
        $0.title = "Confirm"
        $0.add(rule: RuleEqualsToRow(row: password, msg: "Passwords differ"))
      }
      <<< SegmentedRow<FormOption<String>>("plan") {
        $0.options = [FormOption("free", "Free"), FormOption("pro", "Pro")]
        $0.value = FormOption("free", "Free")
      }
      <<< CheckRow("terms") {
        $0.title = "I accept the terms"
        $0.add(
          rule: RuleClosure { $0 == true ? nil : ValidationError(msg: "Please accept the terms") })
      }
  }

  @Test("Invalid input: every row's error, what was typed kept; then valid input: no errors")
  func invalidThenValid() throws {
    let form = Self.signUp()
    let invalid = "name=&email=ada%40&age=12a&password=short&confirm=shorter&plan=pro"
    #expect(try form.bind(FormData(urlEncoded: invalid)).isClean)
    let errors = form.validate()
    #expect(
      errors.map { "\($0.row ?? "-"): \($0.msg)" } == [
        "name: Field required!",
        "email: Field value should be a valid email!",
        "age: Age must be a whole number",
        "password: Field value must have at least 8 characters",
        "confirm: Passwords differ",
        "terms: Please accept the terms",
      ])
    #expect(form.rowBy(tag: "age")?.inputText == "12a")

    let valid =
      "name=Ada&email=ada%40example.com&age=36&password=analytical&confirm=analytical"
      + "&plan=pro&terms=on"
    #expect(try form.bind(FormData(urlEncoded: valid)).isClean)
    #expect(form.validate().isEmpty)
    let values = form.httpParameters()
    #expect(values["age"] as? Int == 36)
    #expect(values["plan"] as? String == "pro")
    #expect(values["terms"] as? Bool == true)
  }
}
