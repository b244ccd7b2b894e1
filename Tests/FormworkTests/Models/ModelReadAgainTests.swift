import Formwork
import Foundation
import Testing

/// Two properties, one of them optional.
struct NamePair: Codable, Equatable {
  var first: String
  var second: String?
}

/// The properties of ``NamePair``, asked for in the other order.
struct ReversedNamePair: Decodable, Equatable {
  var first: String
  var second: String?

  init(first: String, second: String?) {
    self.first = first
    self.second = second
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: NamePair.CodingKeys.self)
    second = try container.decodeIfPresent(String.self, forKey: .second)
    first = try container.decode(String.self, forKey: .first)
  }
}

extension NamePair {
  enum CodingKeys: String, CodingKey { case first, second }
}

/// A nested model read twice.
struct Parcel: Codable, Equatable {
  var pair: NamePair
  var count: Int
}

@Suite("Model reading: what changes in the form between two reads")
struct ModelReadAgainTests {
  @Test func aRowRetaggedBetweenReadsIsReadUnderItsNewTag() throws {
    let form = try Form(model: NamePair(first: "a", second: "b"))
    #expect(try form.model(as: NamePair.self) == NamePair(first: "a", second: "b"))
    form.rowBy(tag: "second")?.tag = "other"
    #expect(try form.model(as: NamePair.self) == NamePair(first: "a", second: nil))
    form.rowBy(tag: "other")?.tag = "second"
    #expect(try form.model(as: NamePair.self) == NamePair(first: "a", second: "b"))
  }

  @Test func aRowRemovedOrAddedBetweenReadsIsMissedOrRead() throws {
    let form = try Form(model: Parcel(pair: NamePair(first: "a", second: "b"), count: 2))
    #expect(try form.model(as: Parcel.self).pair.second == "b")
    let section = try #require(form.rowBy(tag: "pair.second")?.section)
    let removed = try #require(section.firstIndex { $0.tag == "pair.second" })
    _ = section.remove(at: removed)
    #expect(try form.model(as: Parcel.self).pair.second == nil)
    section.append(TextRow("pair.second") { $0.value = "c" })
    #expect(try form.model(as: Parcel.self).pair.second == "c")
    _ = section.remove(at: try #require(section.firstIndex { $0.tag == "pair.first" }))
    #expect(throws: ModelFormError.self) { try form.model(as: Parcel.self) }
  }

  @Test func valuesAndHiddenRowsAreReadAtTheTimeOfEachRead() throws {
    let form = try Form(model: Parcel(pair: NamePair(first: "a", second: "b"), count: 2))
    #expect(try form.model(as: Parcel.self, includeHidden: false).count == 2)
    (form.rowBy(tag: "count") as? IntRow)?.value = 5
    #expect(try form.model(as: Parcel.self, includeHidden: false).count == 5)
    form.rowBy(tag: "pair.second")?.hidden = true
    form.rowBy(tag: "pair.second")?.evaluateHidden()
    #expect(try form.model(as: Parcel.self, includeHidden: false).pair.second == nil)
    #expect(try form.model(as: Parcel.self).pair.second == "b")
  }

  @Test func modelsAskingForTheKeysInAnotherOrderReadTheSameRows() throws {
    let form = try Form(model: NamePair(first: "a", second: "b"))
    for _ in 0..<2 {
      #expect(try form.model(as: NamePair.self) == NamePair(first: "a", second: "b"))
      #expect(
        try form.model(as: ReversedNamePair.self) == ReversedNamePair(first: "a", second: "b"))
    }
  }

  @Test func aNestedModelWhoseRowsAllExistTakesNothingFromTheBase() throws {
    let form = try Form(model: Parcel(pair: NamePair(first: "a", second: nil), count: 2))
    (form.rowBy(tag: "pair.first") as? TextRow)?.value = "z"
    let base = Parcel(pair: NamePair(first: "old", second: "kept?"), count: 9)
    #expect(
      try form.model(updating: base) == Parcel(pair: NamePair(first: "z", second: nil), count: 2))
  }
}

/// A model whose own encoding fails, as a custom `encode(to:)` may.
struct UnencodableParcel: Codable, Equatable {
  var pair: NamePair
  var note: String?

  func encode(to encoder: any Encoder) throws {
    throw EncodingError.invalidValue(
      note as Any, EncodingError.Context(codingPath: [], debugDescription: "not encodable"))
  }
}

@Suite("Model updating: the base model is encoded only where a property has no row")
struct ModelUpdatingBaseTests {
  let base = UnencodableParcel(pair: NamePair(first: "a", second: "b"), note: "n")

  @Test func aBaseThatDoesNotEncodeIsNotNeededWhenEveryPropertyHasARow() throws {
    let form = try Form(model: base)
    (form.rowBy(tag: "pair.first") as? TextRow)?.value = "z"
    let updated = try form.model(updating: base)
    #expect(updated == UnencodableParcel(pair: NamePair(first: "z", second: "b"), note: "n"))
  }

  @Test func aBaseThatDoesNotEncodeIsAnErrorWhenAPropertyNeedsItsValue() throws {
    let form = try Form(model: base)
    let section = try #require(form.rowBy(tag: "note")?.section)
    _ = section.remove(at: try #require(section.firstIndex { $0.tag == "note" }))
    #expect {
      try form.model(updating: base)
    } throws: { error in
      guard case .values(.encoding(let type, _)) = error as? ModelFormError else { return false }
      return type == "UnencodableParcel"
    }
  }
}
