import Formwork
import Foundation
import Testing

struct Shipment: Codable, Equatable, FormModel {
  var label: String
  var weight: Float
  var price: Decimal
  var prices: [Decimal]
  var sizes: [Size]
  var from: Address
  var to: Address?
  var secret: String? = "kept"
  var note: String?

  static var formDescription: FormModelDescription<Shipment> {
    FormModelDescription(excluding: [\.secret, \.from.city])
  }
}

/// A model whose `init(from:)` reads a single value for an enum that is not `CaseIterable`.
struct Ticket: Codable, Equatable {
  var mood: String
  var count: Int
}

struct TicketReading: Codable, Equatable {
  enum Mood: String, Codable { case calm, busy }
  var mood: Mood
  var count: Double
}

@Suite("Model-driven forms: reading models from the rows, without JSON")
struct ModelReadingTests {
  let shipment = Shipment(
    label: "box", weight: 1.1, price: Decimal(string: "19.5") ?? 0,
    prices: [Decimal(string: "0.1") ?? 0, 3], sizes: [.large, .small],
    from: Address(street: "Main", city: "Lyon"), to: nil, secret: "s3", note: "n")

  @Test func decimalsFloatsEnumsAndListsReadBack() throws {
    let form = try Form(model: shipment)
    var expected = shipment
    expected.secret = nil
    expected.from.city = nil
    #expect(try form.model(as: Shipment.self) == expected)
  }

  @Test func updatingKeepsWhatHasNoRowEvenInsideANestedModel() throws {
    let form = try Form(model: shipment)
    try form.type("2", into: "weight")
    var expected = shipment
    expected.weight = 1.12
    #expect(try form.model(updating: shipment) == expected)
  }

  @Test func anOptionalNestedModelIsNilUntilOneOfItsRowsHasAValue() throws {
    let form = try Form(model: shipment)
    #expect(try form.model(as: Shipment.self).to == nil)
    try form.type("Elm", into: "to.street")
    #expect(try form.model(as: Shipment.self).to == Address(street: "Elm", city: nil))
    (form.rowBy(tag: "to.street") as? TextRow)?.value = nil
    var base = shipment
    base.to = Address(street: "old", city: "old")
    #expect(try form.model(updating: base).to == nil)
  }

  @Test func hiddenRowsGiveNoValueUnlessAskedFor() throws {
    let form = try Form(model: shipment)
    form.rowBy(tag: "note")?.hidden = true
    form.rowBy(tag: "note")?.evaluateHidden()
    #expect(try form.model(as: Shipment.self, includeHidden: false).note == nil)
    #expect(try form.model(as: Shipment.self).note == "n")
    var base = shipment
    base.note = "from base"
    #expect(try form.model(updating: base, includeHidden: false).note == "from base")
  }

  @Test func aValueOfAnotherTypeIsNamedByItsKeyPath() throws {
    let form = try Form(model: Ticket(mood: "grumpy", count: 2))
    #expect(
      throws: ModelFormError.values(
        .decoding(
          type: "TicketReading",
          reason: "'mood': Cannot initialize Mood from invalid String value grumpy"))
    ) {
      try form.model(as: TicketReading.self)
    }
    (form.rowBy(tag: "mood") as? TextRow)?.value = "busy"
    #expect(try form.model(as: TicketReading.self) == TicketReading(mood: .busy, count: 2))
  }

  @Test func aMissingKeyIsNamed() throws {
    struct Wider: Codable {
      var label: String
      var extra: Int
    }
    let form = try Form(model: shipment)
    #expect(
      throws: ModelFormError.values(.decoding(type: "Wider", reason: "no value for 'extra'"))
    ) {
      try form.model(as: Wider.self)
    }
  }

  @Test func everyEmptyRequiredRowAndUnparsedTextAtOnce() throws {
    let form = try Form(modelType: Shipment.self)
    try form.type("x", into: "weight")
    #expect(
      throws: ModelFormError.incomplete(
        missing: ["label", "weight", "price", "from.street"], invalid: ["weight"])
    ) {
      try form.model(as: Shipment.self)
    }
  }

  struct Person: Codable, Equatable {
    var name: String
    var address: Address
    var nicknames: [String]
  }

  @Test func aFormWrittenByHandReadsIntoAModelByItsTags() throws {
    let form =
      Form()
      +++ Section()
      <<< TextRow("name") { $0.value = "Ann" }
      <<< TextRow("address.street") { $0.value = "Main" }
      <<< TextRow("address.city")
      +++ MultivaluedSection(multivaluedOptions: [.Insert], header: "Nicknames") {
        $0.tag = "nicknames"
      }
    let nicknames = try #require(form.sectionBy(tag: "nicknames") as? MultivaluedSection)
    nicknames.insert(TextRow { $0.value = "A" }, at: 0)
    #expect(
      try form.model(as: Person.self)
        == Person(name: "Ann", address: Address(street: "Main", city: nil), nicknames: ["A"]))
    form.rowBy(tag: "address.street")?.hidden = true
    form.rowBy(tag: "address.street")?.evaluateHidden()
    #expect(
      throws: ModelFormError.values(
        .decoding(type: "Person", reason: "no value for 'address.street'"))
    ) {
      try form.model(as: Person.self, includeHidden: false)
    }
  }
}
