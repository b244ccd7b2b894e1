import Formwork
import Foundation
import Testing

@Suite("Model-driven forms: reading back, reloading and unsupported types")
struct ModelReloadTests {
  struct Profile: Codable, Equatable {
    var userName: String
    var age: Int?
    var theme: Theme
    var price: Decimal
    var tags: [String]
    var address: Address?
    var postal: PostalBox?
  }

  let profile = Profile(
    userName: "ann", age: 30, theme: .light, price: Decimal(string: "1.25") ?? 0, tags: ["a"],
    address: Address(street: "Main", city: nil), postal: nil)

  @Test func readBackEqualsTheModelAfterEditsThroughInteraction() throws {
    let form = try Form(model: profile)
    try form.type("x", into: "userName")
    try (form.rowBy(tag: "theme") as? PushRow<Theme>)?.select(.dark)
    var expected = profile
    expected.userName = "annx"
    expected.theme = .dark
    #expect(try form.model(as: Profile.self) == expected)
  }

  @Test func readingAsAnotherTypeNamesTheKey() throws {
    struct Other: Codable { var missing: String }
    let form = try Form(model: profile)
    #expect(
      throws: ModelFormError.values(
        .decoding(type: "Other", reason: "no value for 'missing'"))
    ) {
      try form.model(as: Other.self)
    }
  }

  @Test func reloadKeepsTheRowsAndSendsValueEvents() throws {
    let form = try Form(model: profile)
    let rows = form.allRows.map(ObjectIdentifier.init)
    let log = EventLog(observing: form)
    var changed = profile
    changed.userName = "bob"
    changed.age = nil
    changed.theme = .dark
    changed.address = nil
    changed.postal = PostalBox(number: 5)
    let report = try form.reloadValues(from: changed)
    #expect(report.isClean)
    #expect(
      log.events == [
        "valueChanged userName ann -> bob at 0.0",
        "valueChanged age 30 -> nil at 0.1",
        "valueChanged theme light -> dark at 0.2",
        "valueChanged address.street Main -> nil at 2.0",
        "valueChanged postal.number nil -> 5 at 3.0",
      ])
    #expect(try form.model(as: Profile.self) == changed)
    let same = form.allRows.map(ObjectIdentifier.init)
    #expect(same == rows)
  }

  @Test func reloadWithNoChangeSendsNothingAndANilModelEmptiesItsRows() throws {
    let form = try Form(model: profile)
    let log = EventLog(observing: form)
    try form.reloadValues(from: profile)
    #expect(log.events.isEmpty)
    var withoutAddress = profile
    withoutAddress.address = nil
    try form.reloadValues(from: withoutAddress)
    #expect(log.events == ["valueChanged address.street Main -> nil at 2.0"])
    #expect(try form.model(as: Profile.self) == withoutAddress)
  }

  @Test func reloadReportsPropertiesWithoutRows() throws {
    struct Smaller: Codable { var userName = "x" }
    struct Wider: Codable {
      var userName = "y"
      var extra = 1
    }
    let form = try Form(model: Smaller())
    let report = try form.reloadValues(from: Wider())
    #expect(report.unknownKeys == ["extra"])
    #expect((form.rowBy(tag: "userName") as? TextRow)?.value == "y")
    struct Mistyped: Codable { var userName = 3 }
    let mismatch = try form.reloadValues(from: Mistyped())
    #expect(
      mismatch.mismatches == [.typeMismatch(tag: "userName", expected: "String", given: "Int")])
  }

  enum Nothing: CaseIterable {}

  struct Odd {
    var name = "n"
    var data = Data([1, 2])
    var lookup: [String: Int] = [:]
    var nothing: Nothing?
    var nested: Int?? = nil
    var boxes: [Address] = []
    var id = UUID()
  }

  @Test func unsupportedTypesAreErrorsNamingPropertyAndType() {
    do {
      _ = try Form(model: Odd())
      Issue.record("no error")
    } catch {
      #expect(
        error
          == .several([
            .unsupportedType(property: "data", type: "Data", reason: "no row shows this type"),
            .unsupportedType(
              property: "lookup", type: "Dictionary<String, Int>",
              reason: "no row shows this type"),
            .unsupportedType(
              property: "nothing", type: "Optional<Nothing>",
              reason: "the enum has no cases to choose from"),
            .unsupportedType(
              property: "nested", type: "Optional<Optional<Int>>",
              reason: "optionals of optionals have no row"),
            .unsupportedType(
              property: "boxes", type: "Array<Address>",
              reason: "only arrays of values that have a row become a list"),
            .unsupportedType(property: "id", type: "UUID", reason: "no row shows this type"),
          ]))
    }
  }

  @Test func unsupportedTypesCanBeSkippedAndAreReported() throws {
    let form = try Form(model: Odd(), options: ModelFormOptions(skipsUnsupportedProperties: true))
    #expect(form.rowTags == ["name"])
    #expect(
      form.skippedModelProperties.map(\.description) == [
        "property 'data' of type Data has no row: no row shows this type",
        "property 'lookup' of type Dictionary<String, Int> has no row: no row shows this type",
        "property 'nothing' of type Optional<Nothing> has no row: the enum has no cases to choose from",
        "property 'nested' of type Optional<Optional<Int>> has no row: optionals of optionals have no row",
        "property 'boxes' of type Array<Address> has no row: only arrays of values that have a row become a list",
        "property 'id' of type UUID has no row: no row shows this type",
      ])
  }

  struct NeedsValue: Codable {
    var box: Address?
  }

  struct NotDecodable {
    var name: String
  }

  struct NeedsDecodable {
    var box: NotDecodable?
  }

  @Test func anOptionalModelWithoutValueShowsTheRowsOfItsType() throws {
    // Before #28 this needed every property of `Address` to be optional (it was decoded from
    // `{}`); a placeholder instance now stands for any `Decodable` model.
    let empty = try Form(model: NeedsValue())
    #expect(empty.rowTags == ["box.street", "box.city"])
    #expect(empty.allRows.allSatisfy { $0.baseValue == nil })
    let form = try Form(model: NeedsValue(box: Address(street: "s", city: nil)))
    #expect(form.rowTags == ["box.street", "box.city"])
    #expect(
      throws: ModelFormError.unsupportedType(
        property: "box", type: "Optional<NotDecodable>",
        reason: "an optional model without a value shows no rows unless it is Decodable")
    ) {
      try Form(model: NeedsDecodable())
    }
  }
}
