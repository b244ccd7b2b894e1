import Formwork
import Foundation
import Testing

/// The model a form is built from: the row types `Form(model:)` has.
struct WidthsSource: Codable, Equatable {
  var small: Int?
  var large: Int?
  var ratio: Float?
  var flag: Bool?
  var note: String?
  var count: Int?
}

/// The same properties read back at other widths.
struct Widths: Codable, Equatable {
  var small: Int8?
  var large: UInt64?
  var ratio: Float?
  var flag: Bool?
  var note: String?
  var count: Int?
}

@Suite("Model reading: optional values of every width")
struct ModelOptionalScalarTests {
  @Test(arguments: [
    WidthsSource(small: 3, large: 9, ratio: 0.5, flag: true, note: "x", count: 4),
    WidthsSource(small: nil, large: nil, ratio: nil, flag: nil, note: nil, count: nil),
    WidthsSource(small: -8, large: nil, ratio: 1.1, flag: false, note: nil, count: 0),
  ])
  func readsBackAtEachWidth(_ source: WidthsSource) throws {
    let form = try Form(model: source)
    let expected = Widths(
      small: source.small.flatMap { Int8(exactly: $0) },
      large: source.large.flatMap { UInt64(exactly: $0) }, ratio: source.ratio,
      flag: source.flag, note: source.note, count: source.count)
    #expect(try form.model(as: WidthsSource.self) == source)
    #expect(try form.model(as: Widths.self) == expected)
    let base = Widths(small: 1, large: 2, ratio: 3, flag: true, note: "base", count: 5)
    #expect(try form.model(updating: base) == expected)
  }

  @Test func aValueTooLargeForItsPropertyIsNamed() throws {
    let form = try Form(
      model: WidthsSource(small: 1, large: nil, ratio: nil, flag: nil, note: nil, count: nil))
    (form.rowBy(tag: "small") as? IntRow)?.value = 300
    #expect {
      try form.model(as: Widths.self)
    } throws: { error in
      guard case .values(.decoding(let type, let reason)) = error as? ModelFormError else {
        return false
      }
      return type == "Widths" && reason.contains("'small'")
    }
    (form.rowBy(tag: "small") as? IntRow)?.value = nil
    #expect(
      try form.model(as: Widths.self)
        == Widths(small: nil, large: nil, ratio: nil, flag: nil, note: nil, count: nil))
  }
}
