import Formwork
import Foundation
import Testing

struct Member: Codable, Equatable, FormModel {
  var userName: String
  var email: String
  var age: Int?
  var bio: String?
  var internalID = 7
  var agreed = false

  static var formDescription: FormModelDescription<Member> {
    FormModelDescription(
      header: "Member", order: [\.email, \.userName], excluding: [\.internalID],
      fields: [
        .field(
          \.userName, title: "Name", placeholder: "ann", help: "Shown to others",
          rules: [RuleMinLength(minLength: 3)]),
        .field(\.email, row: .email, rules: [RuleEmail()]),
        .field(\.age, hidden: "$userName == nil", disabled: "$agreed == NO"),
        .field(\.bio, placeholder: "About you", row: .textArea, required: true),
        .field(\.agreed, row: .check, required: false),
      ])
  }
}

@Suite("Model-driven forms: per-property options from a FormModel description")
struct ModelOptionsTests {
  let member = Member(userName: "Ann", email: "ann@example.com", age: 30, bio: nil)

  @Test func orderThenDeclarationOrderWithoutExcluded() throws {
    let form = try Form(model: member)
    #expect(form.allShape == [["email", "userName", "age", "bio", "agreed"]])
    #expect(form.allSections.first?.header?.title == "Member")
  }

  @Test func titlePlaceholderHelpAndRules() throws {
    let form = try Form(model: member)
    let name = try #require(form.rowBy(tag: "userName") as? TextRow)
    #expect(name.title == "Name")
    #expect(name.placeholder == "ann")
    #expect(name.helpText == "Shown to others")
    name.value = "Al"
    #expect(name.validate().map(\.msg) == ["Field value must have at least 3 characters"])
    name.value = "Alice"
    #expect(name.validate().isEmpty)
  }

  @Test func rowKindsChosenByTheDescription() throws {
    let form = try Form(model: member)
    #expect(form.rowBy(tag: "email") is EmailRow)
    #expect((form.rowBy(tag: "bio") as? TextAreaRow)?.placeholder == "About you")
    #expect(form.rowBy(tag: "agreed") is CheckRow)
  }

  @Test func requiredOverridesOptionality() throws {
    let form = try Form(model: member)
    #expect(form.rowBy(tag: "bio")?.required == true)
    #expect(form.rowBy(tag: "agreed")?.required == false)
    #expect(form.rowBy(tag: "age")?.required == false)
    #expect(form.rowBy(tag: "userName")?.required == true)
  }

  @Test func hiddenAndDisabledConditionsFollowTheForm() throws {
    let form = try Form(model: member)
    let age = try #require(form.rowBy(tag: "age"))
    #expect(!age.isHidden)
    #expect(age.isDisabled)
    (form.rowBy(tag: "agreed") as? CheckRow)?.value = true
    #expect(!age.isDisabled)
    (form.rowBy(tag: "userName") as? TextRow)?.value = nil
    #expect(age.isHidden)
  }

  @Test func formDisabledMakesEveryModelRowReadOnly() throws {
    let form = try Form(model: member)
    (form.rowBy(tag: "bio") as? TextAreaRow)?.value = "Hi"
    form.disabled = true
    #expect(form.allRows.allSatisfy { $0.isDisabled })
    #expect(throws: InteractionError.self) { try form.type("Bob", into: "userName") }
    form.disabled = false
    #expect(form.rowBy(tag: "userName")?.isDisabled == false)
    try form.type("Bob", into: "userName")
    let updated = try form.model(updating: member)
    #expect(updated.userName == "AnnBob")
    #expect(updated.internalID == 7)
    #expect(throws: ModelFormError.self) { try form.model(as: Member.self) }
  }

  struct WrongKind: FormModel {
    var count = 1
    static var formDescription: FormModelDescription<WrongKind> {
      FormModelDescription(fields: [.field(\.count, row: .email)])
    }
  }

  @Test func aRowKindThatCannotHoldTheTypeIsAnError() {
    #expect(throws: ModelFormError.rowKindMismatch(property: "count", kind: .email, type: "Int")) {
      try Form(model: WrongKind())
    }
  }

  struct WrongRule: FormModel {
    var count = 1
    static var formDescription: FormModelDescription<WrongRule> {
      FormModelDescription(fields: [.field(\.count, rules: [RuleMinLength(minLength: 2)])])
    }
  }

  @Test func aRuleForAnotherTypeIsAnError() {
    #expect(
      throws: ModelFormError.ruleTypeMismatch(
        property: "count", rule: "RuleMinLength", expected: "Int")
    ) {
      try Form(model: WrongRule())
    }
  }

  struct Computed: FormModel {
    var first = "a"
    var upper: String { first.uppercased() }
    var list = ["x"]
    static var formDescription: FormModelDescription<Computed> {
      FormModelDescription(fields: [.field(\.upper), .field(\.list[0])])
    }
  }

  @Test func keyPathsThatNameNoStoredPropertyAreErrors() throws {
    do {
      _ = try Form(model: Computed())
      Issue.record("no error")
    } catch {
      guard case .several(let errors) = error else {
        Issue.record("expected several errors, got \(error)")
        return
      }
      #expect(
        errors == [
          .unresolvedKeyPath("\\Computed.<computed (String)>"),
          .unresolvedKeyPath("\\Computed.list.<computed (String)>"),
        ])
    }
  }
}
