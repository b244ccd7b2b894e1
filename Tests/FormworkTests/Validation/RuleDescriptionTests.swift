import Formwork
import Foundation
import Testing

@Suite("Rules described as data, with the messages the row would report")
struct RuleDescriptionTests {
  @Test("Each built-in rule says what it checks, in the order the row runs it")
  func constraints() {
    let name = TextRow("name") {
      $0.title = "Name"
      $0.required = true
      $0.add(rule: RuleMinLength(minLength: 2))
      $0.add(rule: RuleMaxLength(maxLength: 20))
      $0.add(rule: RuleExactLength(exactLength: 5))
      $0.add(rule: RuleRegExp(regExpr: "[a-z]+"))
      $0.add(rule: RuleEmail())
    }
    #expect(
      name.ruleDescriptions.map(\.constraint) == [
        .required, .minLength(2), .maxLength(20), .exactLength(5), .regularExpression("[a-z]+"),
        .email,
      ])
    #expect(name.ruleDescriptions.map(\.allowsEmpty) == [false, true, true, true, true, true])
    let age = IntRow("age") {
      $0.add(rule: RuleGreaterThan(min: 0))
      $0.add(rule: RuleGreaterOrEqualThan(min: 16))
      $0.add(rule: RuleSmallerThan(max: 130))
      $0.add(rule: RuleSmallerOrEqualThan(max: 120))
    }
    #expect(
      age.ruleDescriptions.map(\.constraint) == [
        .greaterThan(.integer(0)), .greaterOrEqual(.integer(16)), .smallerThan(.integer(130)),
        .smallerOrEqual(.integer(120)),
      ])
    let ratio = DecimalRow("ratio") { $0.add(rule: RuleSmallerThan(max: 1.5)) }
    #expect(ratio.ruleDescriptions.map(\.constraint) == [.smallerThan(.double(1.5))])
    #expect(RuleBound(Decimal(string: "0.5") ?? 0) == .decimal(Decimal(string: "0.5") ?? 0))
    #expect(RuleBound(Float(2)) == .double(2))
    #expect(RuleBound(Date(timeIntervalSince1970: 0)) == .date(Date(timeIntervalSince1970: 0)))
    let site = URLRow("site") { $0.add(rule: RuleURL(allowsEmpty: false)) }
    #expect(site.ruleDescriptions.map(\.constraint) == [.url])
    #expect(site.ruleDescriptions.map(\.allowsEmpty) == [false])
  }

  @Test("The message is the one the row reports, in the form's language")
  func messagesAsReported() throws {
    let form =
      Form() +++ Section()
      <<< IntRow("age") {
        $0.title = "Age"
        $0.add(rule: RuleGreaterOrEqualThan(min: 16))
      }
    let age = try #require(form.rowBy(tag: "age") as? IntRow)
    age.value = 3
    let reported = try #require(age.validate().first)
    let described = try #require(age.ruleDescriptions.first).error
    #expect(described.message == reported.message)
    #expect(described.msg == reported.msg && described.ruleID == reported.ruleID)
    #expect(described.message == "Age must be at least 16")
    form.locale = Locale(identifier: "de")
    #expect(age.ruleDescriptions.first?.error.message == "Age muss mindestens 16 sein")
  }

  @Test("A required row's description carries its own message")
  func requiredMessage() {
    let row = TextRow("nick") {
      $0.title = "Nickname"
      $0.required = true
    }
    #expect(row.ruleDescriptions.first?.error.message == "Nickname can't be empty")
    row.requiredMessage = "Pick a nickname"
    #expect(row.ruleDescriptions.first?.error.message == "Pick a nickname")
  }

  @Test("A closure, a broken pattern and an unknown bound type are left to the server")
  func serverOnly() {
    let row = TextRow("code") {
      $0.add(rule: RuleClosure<String> { _ in nil })
      $0.add(rule: RuleRegExp(regExpr: "a)|(b"))
      $0.add(rule: RuleGreaterThan(min: "m"))
    }
    #expect(row.ruleDescriptions.map(\.constraint) == [nil, nil, nil])
    #expect(row.ruleDescriptions.count == 3)
  }

  @Test("Equal-to-another-row names the other row, and only while the form has it")
  func equalsToRow() throws {
    let form = Form()
    form +++ Section()
      <<< PasswordRow("password") { $0.title = "Password" }
      <<< PasswordRow("again") {
        $0.title = "Repeat password"
        $0.add(rule: RuleEqualsToRow(form: form, tag: "password"))
      }
      <<< PasswordRow("lost") { $0.add(rule: RuleEqualsToRow(form: form, tag: "nowhere")) }
    let again = try #require(form.rowBy(tag: "again"))
    let description = try #require(again.ruleDescriptions.first)
    #expect(description.constraint == .equalsToRow(tag: "password"))
    #expect(description.allowsEmpty == false)
    try form.setValues(checking: ["password": "secret", "again": "other"])
    #expect(again.validate().first?.message == description.error.message)
    #expect(form.rowBy(tag: "lost")?.ruleDescriptions.first?.constraint == nil)
  }

  @Test("A section's count limits are described with the section's messages")
  func sectionLimits() throws {
    let form =
      Form()
      +++ SelectableSection<ListCheckRow<String>>("Toppings", selectionType: .multipleSelection) {
        $0.tag = "toppings"
        $0.minimumSelections = 2
        $0.maximumSelections = 3
      }
    let section = try #require(form.sectionBy(tag: "toppings"))
    #expect(section.ruleDescriptions.map(\.constraint) == [.minItems(2), .maxItems(3)])
    let reported = (section as? any SectionValidating)?.validateSection(quietly: true)
    #expect(section.ruleDescriptions.first?.error.message == reported?.first?.message)
    #expect(
      section.ruleDescriptions.first?.error.message == "Choose at least 2 options in Toppings")
    #expect((Form() +++ Section()).allSections[0].ruleDescriptions.isEmpty)
  }
}
