import Formwork
import Foundation
import Testing

/// What a form looks like without its values: each section's tag, header and kind, and each
/// row's type, tag, title, required flag, placeholder, help text and conditions.
private func shape(of form: Form) -> [String] {
  form.allSections.flatMap { section in
    let kind = section is MultivaluedSection ? "list" : "section"
    let head = "\(kind) \(section.tag ?? "-") \(section.header?.title ?? "-")"
    let items = (section as? MultivaluedSection).map { Set($0.itemRows.map(ObjectIdentifier.init)) }
    let rows = section.allRows.filter { items?.contains(ObjectIdentifier($0)) != true }.map { row in
      var text = "\(type(of: row)) \(row.tag ?? "-") \(row.title ?? "-") \(row.required)"
      if let field = row as? any FieldRowConformance { text += " \(field.placeholder ?? "-")" }
      text += " \(row.helpText ?? "-") \(row.hidden.map { "\($0)" } ?? "-")"
      text += " \(row.disabled.map { "\($0)" } ?? "-")"
      return text
    }
    return [head] + rows
  }
}

/// Every row's value and every list's item count, which an empty form has none of.
private func contents(of form: Form) -> [String] {
  form.allRows.compactMap { row in row.baseValue.map { "\(row.tag ?? "-")=\($0)" } }
    + form.allSections.compactMap { section in
      (section as? MultivaluedSection).map { "\(section.tag ?? "-") has \($0.itemRows.count)" }
    }.filter { !$0.hasSuffix(" has 0") }
}

struct Renamed: Codable, Equatable {
  var fullName: String
  var years: Int?
  enum CodingKeys: String, CodingKey {
    case fullName = "full_name"
    case years
  }
}

struct Picky: Codable {
  var name: String
  init(name: String) { self.name = name }
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    guard !name.isEmpty else {
      throw DecodingError.dataCorruptedError(
        forKey: .name, in: container, debugDescription: "a name cannot be empty")
    }
  }
}

struct HoldsPicky: Codable {
  var title: String
  var picky: Picky
}

enum Mood: String, Codable { case calm, busy }

struct HasMood: Codable {
  var name: String
  var mood: Mood
}

struct MaybeMood: Codable {
  var name: String
  var mood: Mood?
}

struct Wrapped: Codable { var value: Int }

struct Lists: Codable, Equatable {
  var tags: [String]
  var scores: [Int]?
  var prices: [Decimal]
  var themes: [Theme]
}

@Suite("Model-driven forms: an empty form from the type alone")
struct ModelTypeFormTests {
  /// Checks that the type alone builds the form an instance builds, without its values.
  private func expectSameForm<Model: Decodable>(
    _ type: Model.Type, as instance: Model, options: ModelFormOptions = ModelFormOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let fromInstance = try Form(model: instance, options: options)
    let fromType = try Form(modelType: type, options: options)
    #expect(shape(of: fromType) == shape(of: fromInstance), sourceLocation: sourceLocation)
    #expect(contents(of: fromType) == [], sourceLocation: sourceLocation)
    #expect(!contents(of: fromInstance).isEmpty, sourceLocation: sourceLocation)
    #expect(
      fromType.skippedModelProperties == fromInstance.skippedModelProperties,
      sourceLocation: sourceLocation)
  }

  @Test func everyScalarKindOptionalOrNot() throws {
    try expectSameForm(Everything.self, as: ModelMappingTests.sample)
  }

  @Test func nestedOptionalNestedModelsAndArrays() throws {
    let contact = Contact(
      name: "Ann", address: Address(street: "Main St", city: "Paris"), phones: ["555"],
      scores: [1], postal: PostalBox(number: 3))
    try expectSameForm(Contact.self, as: contact)
    let form = try Form(modelType: Contact.self)
    #expect(form.allShape.map(\.count) == [1, 2, 1, 1, 1])
  }

  @Test func listsOfEveryKindHaveNoItems() throws {
    let lists = Lists(
      tags: ["a"], scores: [2], prices: [Decimal(string: "1.5") ?? 0], themes: [.dark])
    try expectSameForm(Lists.self, as: lists)
  }

  @Test func theDescriptionsOptionsAndLayoutApply() throws {
    try expectSameForm(
      Member.self, as: Member(userName: "Ann", email: "a@b.c", age: 3, bio: "b"))
    let image = FormImage(url: URL(fileURLWithPath: "/a.png"))
    try expectSameForm(
      TLUser.self, as: TLUser(avatar: image, user_name: "ann", age: 40, photos: [image]))
    let fromType = try Form(modelType: TLUser.self)
    #expect(fromType.layout == TLUser.formDescription.layout)
    try expectSameForm(ModelNestingTests.Described.self, as: ModelNestingTests.Described())
  }

  @Test func requiredRowsSayNothingUntilValidated() throws {
    let form = try Form(modelType: Member.self)
    #expect(form.rowBy(tag: "userName")?.required == true)
    #expect(form.rowBy(tag: "userName")?.validationErrors.isEmpty == true)
    #expect(form.rowBy(tag: "userName")?.validate().isEmpty == false)
  }

  @Test func renamedCodingKeysDoNotChangeTheMapping() throws {
    try expectSameForm(Renamed.self, as: Renamed(fullName: "Ann", years: 3))
    #expect(try Form(modelType: Renamed.self).allShape == [["fullName", "years"]])
  }

  enum Nothing: CaseIterable, Codable {
    init(from decoder: any Decoder) throws {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "no cases"))
    }
    func encode(to encoder: any Encoder) throws {}
  }

  struct Odd: Codable {
    var name = "n"
    var data = Data([1, 2])
    var lookup: [String: Int] = ["a": 1]
    var nothing: Nothing?
    var nested: Int?? = nil
    var boxes: [Address] = []
    var id = UUID()
  }

  @Test func skippedPropertiesAreTheSame() throws {
    let options = ModelFormOptions(skipsUnsupportedProperties: true)
    try expectSameForm(Odd.self, as: Odd(), options: options)
    #expect(try Form(modelType: Odd.self, options: options).skippedModelProperties.count == 6)
  }

  @Test func unsupportedPropertiesAreTheSameErrors() throws {
    var fromInstance: ModelFormError?
    var fromType: ModelFormError?
    do { _ = try Form(model: Odd()) } catch { fromInstance = error }
    do { _ = try Form(modelType: Odd.self) } catch { fromType = error }
    #expect(fromType != nil)
    #expect(fromType == fromInstance)
  }

  @Test func recursionIsAnErrorNotALoop() {
    #expect(throws: ModelFormError.recursiveType(property: "next", type: "Optional<Node>")) {
      try Form(modelType: ModelNestingTests.Node.self)
    }
    #expect(throws: ModelFormError.recursiveType(property: "next", type: "Strict")) {
      try Form(modelType: Strict.self)
    }
  }

  final class Strict: Codable {
    var name = ""
    var next: Strict?
    init() {}
    required init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      next = try container.decode(Strict.self, forKey: .next)
    }
  }

  @Test func depthIsBoundedAsForAnInstance() throws {
    typealias Level1 = ModelNestingTests.Level1
    #expect(throws: ModelFormError.tooDeeplyNested(property: "inner.inner", limit: 1)) {
      try Form(modelType: Level1.self, options: ModelFormOptions(maximumDepth: 1))
    }
    try expectSameForm(Level1.self, as: Level1(), options: ModelFormOptions(maximumDepth: 2))
  }

  @Test func anInitThatRejectsThePlaceholdersIsNamed() {
    let reason = "'name': a name cannot be empty"
    #expect(
      throws: ModelFormError.placeholderRejected(property: "", type: "Picky", reason: reason)
    ) {
      try Form(modelType: Picky.self)
    }
    #expect(
      throws: ModelFormError.placeholderRejected(
        property: "picky", type: "Picky", reason: "'picky.name': a name cannot be empty")
    ) {
      try Form(modelType: HoldsPicky.self)
    }
    #expect(
      ModelFormError.placeholderRejected(property: "picky", type: "Picky", reason: "r")
        .description == "Picky (property 'picky') cannot be made without an instance: r")
  }

  @Test func anEnumThatIsNotCaseIterableHasNoRow() throws {
    #expect(
      throws: ModelFormError.unsupportedType(
        property: "mood", type: "Mood", reason: "no row shows this type")
    ) {
      try Form(modelType: HasMood.self)
    }
    let options = ModelFormOptions(skipsUnsupportedProperties: true)
    let form = try Form(modelType: MaybeMood.self, options: options)
    #expect(form.allShape == [["name"]])
    #expect(
      form.skippedModelProperties.map(\.description) == [
        "property 'mood' of type Optional<Mood> has no row: no row shows this type"
      ])
  }

  @Test func aValueAtTheTopIsNotAModel() {
    #expect(throws: ModelFormError.notAModel(type: "Int")) { try Form(modelType: Int.self) }
    #expect(throws: ModelFormError.notAModel(type: "Array<String>")) {
      try Form(modelType: [String].self)
    }
    #expect(throws: ModelFormError.notAModel(type: "Theme")) { try Form(modelType: Theme.self) }
  }

  @Test func anEmptyFormReadsBackOnceFilledIn() throws {
    let form = try Form(modelType: Contact.self)
    #expect(throws: ModelFormError.incomplete(missing: ["name", "address.street"], invalid: [])) {
      try form.model(as: Contact.self)
    }
    try form.type("Ann", into: "name")
    try form.type("Main", into: "address.street")
    #expect(
      try form.model(as: Contact.self)
        == Contact(
          name: "Ann", address: Address(street: "Main", city: nil), phones: [], scores: nil,
          postal: nil))
  }
}
