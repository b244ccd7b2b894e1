import Formwork
import Foundation
import Testing

@Suite("Eureka's messages for code, sentences for people")
struct EurekaMessageCompatibilityTests {
  @Test("row.validate() equals Eureka's [ValidationError(msg: \"Field required!\")]")
  func eurekaComparisonHolds() {
    let row = TextRow("name") {
      $0.title = "Name"
      $0.add(rule: RuleRequired())
    }
    let form = Form() +++ Section() <<< row
    #expect(row.validate() == [ValidationError(msg: "Field required!")])
    #expect(row.validationErrors.map(\.message) == ["Name can't be empty"])
    withExtendedLifetime(form) {}
  }

  @Test("every built-in rule keeps Eureka's msg and gets a sentence for people")
  func builtInRulesKeepEurekaText() {
    #expect(RuleRequired<String>().validationError.msg == "Field required!")
    #expect(RuleEmail().validationError.msg == "Field value should be a valid email!")
    #expect(RuleURL().validationError.msg == "Field value must be an URL!")
    #expect(RuleRegExp(regExpr: "a").validationError.msg == "Invalid field value!")
    #expect(
      RuleGreaterOrEqualThan(min: 16).validationError.msg
        == "Field value must be greater or equals than 16")
    #expect(
      RuleMinLength(minLength: 3).validationError.msg
        == "Field value must have at least 3 characters")
    for error in [
      RuleRequired<String>().validationError, RuleEmail().validationError,
      RuleGreaterOrEqualThan(min: 16).validationError,
    ] {
      #expect(error.key != nil)
    }
  }

  @Test("a msg the developer wrote is shown as written, in every language")
  func developerMessageShownAsWritten() {
    let row = EmailRow("email") {
      $0.title = "E-mail"
      $0.add(rule: RuleEmail(msg: "Use your work address"))
    }
    let form = Form() +++ Section() <<< row
    form.locale = Locale(identifier: "de_DE")
    row.value = "nope"
    #expect(row.validate().map(\.message) == ["Use your work address"])
    #expect(row.validationErrors.first?.key == nil)
  }

  @Test("messages name the field by its title, and an untitled field as 'This field'")
  func untitledField() {
    let titled = IntRow("age") {
      $0.title = "Age"
      $0.add(rule: RuleGreaterOrEqualThan(min: 16))
      $0.value = 12
    }
    let untitled = TextRow("code") {
      $0.add(rule: RuleMinLength(minLength: 1))
      $0.add(rule: RuleMaxLength(maxLength: 2))
      $0.value = "abc"
    }
    let form = Form() +++ Section() <<< titled <<< untitled
    let messages = form.validate().map(\.message)
    #expect(messages == ["Age must be at least 16", "This field must have at most 2 characters"])
  }

  @Test("a validation message provider still rewrites both texts")
  func providerRewrites() {
    let row = TextRow("name") {
      $0.title = "Name"
      $0.required = true
    }
    let form = Form() +++ Section() <<< row
    form.validationMessageProvider = { "[\($0.key?.rawValue ?? "-")] \($0.message)" }
    let error = row.validate().first
    #expect(error?.msg == "[validation.required] Name can't be empty")
    #expect(error?.message == error?.msg)
  }

  @Test("section limits name the section by its header")
  func sectionLimitsNameTheHeader() {
    let section = SelectableSection<ListCheckRow<String>>(
      "Toppings", selectionType: .multipleSelection)
    section.tag = "toppings"
    section.minimumSelections = 2
    for option in ["Cheese", "Olives"] {
      section <<< ListCheckRow<String>(option) { $0.selectableValue = option }
    }
    let form = Form() +++ section
    #expect(form.validate().map(\.message) == ["Choose at least 2 options in Toppings"])
  }
}
