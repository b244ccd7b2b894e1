import Formwork
import Foundation
import Testing

@Suite("Count-down rows show their duration in words, as Eureka does")
struct CountDownTextTests {
  /// 1 January 2000 at `hours`:`minutes` in UTC, as a count-down row holds a duration.
  private func duration(_ hours: Int, _ minutes: Int) -> Date {
    Date(timeIntervalSince1970: 946_684_800 + Double(hours * 3_600 + minutes * 60))
  }

  @Test(
    "hours and minutes are written out, a zero unit left out and one in the singular",
    arguments: [
      (18, 33, "18 hours 33 minutes"), (1, 1, "1 hour 1 minute"), (0, 0, "0 minutes"),
      (0, 45, "45 minutes"), (2, 0, "2 hours"), (1, 0, "1 hour"), (0, 1, "1 minute"),
      (23, 59, "23 hours 59 minutes"),
    ])
  func text(hours: Int, minutes: Int, expected: String) {
    let field = CountDownRow { $0.value = duration(hours, minutes) }
    let inline = CountDownInlineRow { $0.value = duration(hours, minutes) }
    #expect(field.displayText == expected)
    #expect(inline.displayText == expected)
  }

  @Test("the duration is read in the formatter's time zone")
  func timeZone() throws {
    let row = CountDownRow { $0.value = duration(18, 33) }
    let formatter = try #require(row.dateFormatter)
    formatter.timeZone = TimeZone(secondsFromGMT: 3_600)
    row.dateFormatter = formatter
    #expect(row.displayText == "19 hours 33 minutes")
  }

  @Test("a formatter set on a count-down row shows the duration instead, as in Eureka")
  func customFormatter() {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "H'h'mm"
    let row = CountDownRow {
      $0.value = duration(1, 5)
      $0.dateFormatter = formatter
    }
    #expect(row.displayText == "1h05")
  }

  @Test(
    "typed text is read as words or as hours:minutes",
    arguments: [
      ("1 hour 30 minutes", 1, 30), ("2 Hours, 5 Minutes", 2, 5), ("45 minutes", 0, 45),
      ("3 hours", 3, 0), ("0 minutes", 0, 0), ("01:30", 1, 30), ("7:05", 7, 5),
    ])
  func typing(text: String, hours: Int, minutes: Int) throws {
    let form = Form() +++ Section() <<< CountDownRow("timer")
    try form.type(text, into: "timer")
    #expect(form.rowBy(tag: "timer")?.inputError == nil)
    #expect(form.values()["timer"] as? Date == duration(hours, minutes))
  }

  @Test("an expanded count-down row's picker shows the same words")
  func picker() throws {
    let row = CountDownInlineRow("timer") { $0.value = duration(1, 30) }
    let form = Form() +++ Section() <<< row
    try form.tap("timer")
    let picker = try #require(row.inlineRow)
    #expect(picker.displayText == "1 hour 30 minutes")
  }
}
