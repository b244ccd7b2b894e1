import Formwork
import Foundation
import Testing

struct Address: Codable, Equatable {
  var street: String
  var city: String?
}

struct Contact: Codable, Equatable {
  var name: String
  var address: Address
  var phones: [String]
  var scores: [Int]?
  var postal: PostalBox?
}

struct PostalBox: Codable, Equatable {
  var number: Int?
}

@Suite("Model-driven forms: nested models, arrays, recursion and depth")
struct ModelNestingTests {
  let contact = Contact(
    name: "Ann", address: Address(street: "Main St", city: nil), phones: ["555-0100", "555-0199"],
    scores: nil, postal: nil)

  @Test func nestedModelsAndArraysBecomeSections() throws {
    let form = try Form(model: contact)
    #expect(
      form.allSections.map { $0.tag ?? "-" } == ["-", "address", "phones", "scores", "postal"])
    #expect(
      form.allSections.map { $0.header?.title ?? "-" } == [
        "-", "Address", "Phones", "Scores", "Postal",
      ])
    #expect(form.allSections[1].allTags == ["address.street", "address.city"])
    #expect(form.rowBy(tag: "address.street")?.required == true)
    #expect(form.rowBy(tag: "address.city")?.required == false)
    let phones = try #require(form.sectionBy(tag: "phones") as? MultivaluedSection)
    #expect(phones.itemRows.compactMap { ($0 as? TextRow)?.value } == ["555-0100", "555-0199"])
    #expect(form.values()["phones"] as? [String?] == ["555-0100", "555-0199"])
  }

  @Test func roundTripReadsTheSameModelBack() throws {
    var full = contact
    full.scores = [1, 2]
    full.postal = PostalBox(number: 12)
    full.address.city = "Paris"
    #expect(try Form(model: full).model(as: Contact.self) == full)
    #expect(try Form(model: contact).model(as: Contact.self) == contact)
  }

  @Test func editsReachTheModel() throws {
    let form = try Form(model: contact)
    try form.type("Lyon", into: "address.city")
    let phones = try #require(form.sectionBy(tag: "phones") as? MultivaluedSection)
    let added = try phones.insertRow()
    (added as? TextRow)?.value = "555-0123"
    (form.rowBy(tag: "postal.number") as? IntRow)?.value = 4
    let read = try form.model(as: Contact.self)
    #expect(read.address.city == "Lyon")
    #expect(read.phones == ["555-0100", "555-0199", "555-0123"])
    #expect(read.postal == PostalBox(number: 4))
  }

  @Test func emptyItemsAndRequiredRowsAreReportedTogether() throws {
    let form = try Form(model: contact)
    (form.rowBy(tag: "name") as? TextRow)?.value = nil
    (form.rowBy(tag: "address.street") as? TextRow)?.value = nil
    let phones = try #require(form.sectionBy(tag: "phones") as? MultivaluedSection)
    _ = try phones.insertRow()
    try form.type("x", into: "postal.number")
    #expect(
      throws: ModelFormError.incomplete(
        missing: ["name", "address.street", "phones[2]"], invalid: ["postal.number"])
    ) {
      try form.model(as: Contact.self)
    }
  }

  final class Node: Codable {
    var name = "root"
    var next: Node?
  }

  @Test func aSelfReferentialClassIsAnError() {
    #expect(throws: ModelFormError.recursiveType(property: "next", type: "Optional<Node>")) {
      try Form(model: Node())
    }
    let looped = Node()
    looped.next = looped
    defer { looped.next = nil }  // the test's own cycle, broken so that nothing leaks
    #expect(throws: ModelFormError.recursiveType(property: "next", type: "Optional<Node>")) {
      try Form(model: looped)
    }
  }

  struct Level3: Codable { var value = 1 }
  struct Level2: Codable { var inner = Level3() }
  struct Level1: Codable { var inner = Level2() }

  @Test func nestingIsBoundedByTheMaximumDepth() throws {
    #expect(throws: ModelFormError.tooDeeplyNested(property: "inner.inner", limit: 1)) {
      try Form(model: Level1(), options: ModelFormOptions(maximumDepth: 1))
    }
    let form = try Form(model: Level1(), options: ModelFormOptions(maximumDepth: 2))
    #expect(form.allRows.compactMap(\.tag) == ["inner.inner.value"])
  }

  struct Described: Codable, FormModel {
    var address = Address(street: "a", city: nil)
    static var formDescription: FormModelDescription<Described> {
      FormModelDescription(
        order: [\.address.city],
        fields: [
          .field(\.address, title: "Where"),
          .field(\.address.city, title: "Town", placeholder: "Paris"),
        ])
    }
  }

  @Test func nestedPropertiesTakeOptionsFromTheRootDescription() throws {
    let form = try Form(model: Described())
    #expect(form.allSections.last?.header?.title == "Where")
    #expect(form.allSections.last?.allTags == ["address.city", "address.street"])
    #expect(form.rowBy(tag: "address.city")?.title == "Town")
    #expect((form.rowBy(tag: "address.city") as? TextRow)?.placeholder == "Paris")
  }
}
