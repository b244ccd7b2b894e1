import Formwork
import FormworkHTML
import Foundation
import Testing

@Suite("Dates a date input cannot hold")
struct BindingFarDateTests {
  /// 15 March 44 BC, 12:00 UTC.
  static let idesOfMarch = Date(timeIntervalSince1970: -63_517_953_600)
  /// 1 January 300000, 00:00 UTC: after the last day of a JavaScript date.
  static let farFuture = Date(timeIntervalSince1970: 9_404_918_380_800)
  /// 29 February 1500, a leap day of the Julian calendar that Foundation counts there, but not
  /// of the Gregorian calendar a browser checks.
  static let julianLeapDay = Date(timeIntervalSince1970: -14_825_894_400)

  static func form() -> Form {
    Form()
      +++ Section()
      <<< DateRow("ides") { $0.value = idesOfMarch }
      <<< DateTimeRow("far") { $0.value = farFuture }
      <<< DatePickerRow("leap") { $0.value = julianLeapDay }
      <<< TimeRow("time") { $0.value = idesOfMarch }
  }

  @Test("They are written in text inputs, with a sign or all their digits; a time stays a time")
  func rendering() {
    let html = HTMLRenderer().render(Self.form())
    #expect(html.contains(#"<input type="text" name="ides" id="fw-ides" value="-0043-03-15">"#))
    #expect(
      html.contains(#"<input type="text" name="far" id="fw-far" value="300000-01-01T00:00">"#))
    #expect(html.contains(#"<input type="text" name="leap" id="fw-leap" value="1500-02-29">"#))
    #expect(html.contains(#"<input type="time" name="time" id="fw-time" value="12:00">"#))
  }

  @Test("The page submitted unchanged by a browser keeps them")
  func unchangedPage() throws {
    let shown = Self.form()
    let fields = try BrowserFormData.fields(of: HTMLRenderer().render(shown))
    #expect(!fields.contains { $0.value.isEmpty })
    let copy = Self.form()
    let report = try copy.bind(FormData(fields))
    #expect(report.isClean, "\(report)")
    #expect(HTMLRoundTripTests.values(of: copy) == HTMLRoundTripTests.values(of: shown))
  }

  @Test("Such text is read back into an empty row")
  func readBack() throws {
    let form = Form() +++ Section() <<< DateRow("ides") <<< DateTimeRow("far")
    let body = "ides=-0043-03-15&far=300000-01-01T00:00"
    #expect(try form.bind(FormData(urlEncoded: body)).isClean)
    let ides: DateRow? = form.rowBy(tag: "ides")
    let far: DateTimeRow? = form.rowBy(tag: "far")
    #expect(ides?.value == Self.idesOfMarch.addingTimeInterval(-43_200))
    #expect(far?.value == Self.farFuture)
  }

  @Test(
    "Text naming a day the calendar skips or lacks is no date",
    arguments: [
      "1582-10-10", "2026-02-29", "-0043-02-30", "0000-00-01",
    ])
  func noSuchDay(text: String) {
    let utc = TimeZone(identifier: "UTC") ?? .current
    #expect(HTMLDateFormat.date(from: text, mode: .date, timeZone: utc) == nil)
  }
}
