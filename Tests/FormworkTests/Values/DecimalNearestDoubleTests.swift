import Formwork
import Foundation
import Testing

@Suite("A decimal becomes the double written with its digits")
struct DecimalNearestDoubleTests {
  @Test(
    "each decimal gives the double Swift reads from the same digits",
    arguments: ["19.99", "0.1", "12.34", "-3.3", "2.675", "0.00001", "1234567.891", "0"])
  func nearestDouble(text: String) throws {
    let decimal = try #require(Decimal(string: text))
    #expect(decimal.nearestDouble == Double(text))
  }

  @Test("NaN stays NaN, and 30 digits give the nearest double")
  func edges() throws {
    #expect(Decimal.nan.nearestDouble.isNaN)
    let long = try #require(Decimal(string: "123456789012345678901234567890"))
    #expect(long.nearestDouble == 123_456_789_012_345_678_901_234_567_890.0)
  }

  @Test("a decimal property of 19.99 shows 19.99 and reads back as 19.99")
  func modelRoundTrip() throws {
    struct Price: Codable, Equatable {
      var amount = Decimal(string: "19.99") ?? 0
    }
    let form = try Form(model: Price())
    #expect((form.rowBy(tag: "amount") as? DecimalRow)?.value == 19.99)
    #expect(try form.model(as: Price.self) == Price())
  }

  @Test("a decimal rule bound is the number written with the same digits")
  func messageArgument() throws {
    let bound = try #require(Decimal(string: "19.99"))
    #expect(MessageArgument(value: bound) == .decimal(19.99))
  }
}
