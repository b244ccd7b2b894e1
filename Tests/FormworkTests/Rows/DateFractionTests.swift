import Formwork
import Foundation
import Testing

@Suite("Dates keep their fractional seconds through JSON and Codable")
struct DateFractionTests {
  private struct Event: Codable, Equatable {
    var start: Date?
  }

  @Test(
    "a date is exported with the fractional seconds it has and imported back equal",
    arguments: [0.5, 0.123, 0.000_25, 0.999])
  func roundTrip(fraction: Double) throws {
    let date = Date(timeIntervalSince1970: 1_622_283_630 + fraction)
    let form = Form() +++ Section() <<< DateTimeRow("start") { $0.value = date }
    let json = String(decoding: try form.jsonData(), as: UTF8.self)
    #expect(json.hasPrefix(#"{"start":"2021-05-29T10:20:30."#))
    let copy = Form() +++ Section() <<< DateTimeRow("start")
    let report = try copy.setValues(fromJSON: Data(json.utf8))
    #expect(report.isClean)
    let start: DateTimeRow? = copy.rowBy(tag: "start")
    #expect(start?.value == date)
    #expect(try form.values(as: Event.self) == Event(start: date))
  }

  @Test("a whole second is written without a fraction")
  func wholeSecond() throws {
    let date = Date(timeIntervalSince1970: 1_622_283_630)
    let form = Form() +++ Section() <<< DateTimeRow("start") { $0.value = date }
    #expect(
      String(decoding: try form.jsonData(), as: UTF8.self) == #"{"start":"2021-05-29T10:20:30Z"}"#)
  }

  @Test(
    "both forms are read, with a period or a comma",
    arguments: [
      ("2021-05-29T10:20:30Z", 0.0), ("2021-05-29T10:20:30.25Z", 0.25),
      ("2021-05-29T10:20:30,5Z", 0.5), ("2021-05-29T10:20:30.125000Z", 0.125),
    ])
  func bothForms(text: String, fraction: Double) throws {
    let form = Form() +++ Section() <<< DateTimeRow("start")
    let report = try form.setValues(fromJSON: Data(#"{"start":"\#(text)"}"#.utf8))
    #expect(report.isClean)
    let start: DateTimeRow? = form.rowBy(tag: "start")
    #expect(start?.value == Date(timeIntervalSince1970: 1_622_283_630 + fraction))
  }

  @Test("a Codable value with fractional seconds is imported whole")
  func codableImport() throws {
    let date = Date(timeIntervalSince1970: 1_622_283_630.75)
    let form = Form() +++ Section() <<< DateTimeRow("start")
    let report = try form.setValues(from: Event(start: date))
    #expect(report.isClean)
    let start: DateTimeRow? = form.rowBy(tag: "start")
    #expect(start?.value == date)
  }

  @Test("an ISO 8601 text followed by a combining accent is not a date")
  func accent() throws {
    let form = Form() +++ Section() <<< DateTimeRow("start")
    let report = try form.setValues(fromJSON: Data(#"{"start":"2021-05-29T10:20:30Z\u0301"}"#.utf8))
    #expect(!report.mismatches.isEmpty)
  }
}
