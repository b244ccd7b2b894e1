import Formwork
import Foundation
import Testing

/// A struct generic over one property's type.
struct LabelledValue<Value: Codable>: Codable {
  var value: Value
  var label: String
}

/// An object a model refers to weakly.
final class ModelOwner {}

/// A struct with a weak property, whose other properties still become rows.
struct WeaklyOwned {
  var name: String
  weak var owner: ModelOwner?
  var count: Int
}

/// A struct whose mirror lists only some of its properties.
struct MaskedModel: CustomReflectable {
  var name: String
  var secret: String

  var customMirror: Mirror { Mirror(self, children: ["name": name], displayStyle: .struct) }
}

/// Properties of declared types that are not their values' types, read at offsets.
struct LooselyTyped {
  var text: any CustomStringConvertible
  var number: Any
  var ratio: Double?
}

/// The same properties, read by `Mirror` (a weak property keeps its type off the offsets).
struct LooselyTypedByMirror {
  var text: any CustomStringConvertible
  var number: Any
  var ratio: Double?
  weak var owner: ModelOwner?
}

@Suite("Model-driven forms: each instance's own values, however its type is read")
struct ModelPropertyReadingTests {
  @Test func aSecondInstanceOfATypeShowsItsOwnValues() throws {
    let first = try Form(model: LabelledValue(value: 1, label: "one"))
    let second = try Form(model: LabelledValue(value: 2, label: "two"))
    #expect(first.values()["value"] as? Int == 1)
    #expect(second.values()["value"] as? Int == 2)
    #expect(second.values()["label"] as? String == "two")
  }

  @Test func eachSpecialisationOfAGenericStructHasItsOwnRows() throws {
    let number = try Form(model: LabelledValue(value: 3, label: "n"))
    let text = try Form(model: LabelledValue(value: "three", label: "t"))
    #expect(number.rowBy(tag: "value") is IntRow)
    #expect(text.rowBy(tag: "value") is TextRow)
    #expect(text.values()["value"] as? String == "three")
    #expect(try text.model(as: LabelledValue<String>.self).value == "three")
  }

  @Test func aWeakPropertyIsSkippedAndTheOthersKeepTheirValues() throws {
    let owner = ModelOwner()
    let form = try Form(
      model: WeaklyOwned(name: "w", owner: owner, count: 4),
      options: ModelFormOptions(skipsUnsupportedProperties: true))
    #expect(form.rowTags == ["name", "count"])
    #expect(form.values()["count"] as? Int == 4)
    #expect(form.skippedModelProperties.count == 1)
    withExtendedLifetime(owner) {}
  }

  @Test func existentialPropertiesGiveTheSameRowsReadAtOffsetsOrByMirror() throws {
    let options = ModelFormOptions(skipsUnsupportedProperties: true)
    let offsets = try Form(model: LooselyTyped(text: "t", number: 4, ratio: nil), options: options)
    let mirrored = try Form(
      model: LooselyTypedByMirror(text: "t", number: 4, ratio: nil), options: options)
    #expect(offsets.rowTags == ["text", "number", "ratio"])
    #expect(mirrored.rowTags == offsets.rowTags)
    for tag in offsets.rowTags {
      let row = try #require(offsets.rowBy(tag: tag))
      let other = try #require(mirrored.rowBy(tag: tag))
      #expect(type(of: row) == type(of: other))
      #expect(String(describing: row.baseValue) == String(describing: other.baseValue))
    }
    #expect(offsets.values()["text"] as? String == "t")
    #expect(offsets.values()["number"] as? Int == 4)
  }

  @Test func aCustomMirrorDecidesTheRows() throws {
    let form = try Form(model: MaskedModel(name: "m", secret: "s"))
    #expect(form.rowTags == ["name"])
    #expect(form.values()["name"] as? String == "m")
  }

  @Test func nestedStructsAndOptionalsReadTheirValuesAtEveryLevel() throws {
    struct Inner: Codable, Equatable {
      var when: Date
      var link: URL?
      var ratio: Double
    }
    struct Outer: Codable, Equatable {
      var inner: Inner
      var spare: Inner?
      var tags: [String]
      var flag: Bool
    }
    let model = Outer(
      inner: Inner(
        when: Date(timeIntervalSince1970: 9), link: URL(string: "https://a.example"), ratio: 0.5),
      spare: Inner(when: Date(timeIntervalSince1970: 1), link: nil, ratio: 2),
      tags: ["x", "y"], flag: true)
    for _ in 0..<2 {
      let form = try Form(model: model)
      #expect(try form.model(as: Outer.self) == model)
    }
  }
}
