import Formwork
import Foundation
import Testing

private final class GuardedDayCell: FieldCell<Date>, CellType {}

private final class GuardedDayRow: FieldRow<GuardedDayCell>, RowType {}

@Suite("Typed text that Foundation's parsers cannot take")
struct FoundationParsingGuardTests {
  /// 29 May 2021, 00:00 UTC.
  private static let day = Date(timeIntervalSince1970: 1_622_246_400)

  private static func isoFormatter() -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter
  }

  @Test(
    "a combining mark or joiner after a date is an input error naming the row, not a crash",
    arguments: [
      "2021-05-29\u{301}", "2021-05-29\u{200D}", "2021\u{301}-05-29", "2021-05-29\u{301}\u{301}",
      "2\u{301}", "2021-05-29👨‍👩‍👧",
    ])
  func dateRow(text: String) throws {
    let row = DateRow("start") {
      $0.dateFormatter = Self.isoFormatter()
      $0.value = Self.day
    }
    let form = Form() +++ Section() <<< row
    try row.replaceText(with: text)
    #expect(row.value == Self.day)
    #expect(row.inputError?.row == "start")
    #expect(row.inputError?.text == text)
    // Typed key by key, "9" and its accent are one character: the last valid text is
    // "2021-05-2", 2 May.
    try row.clearText()
    try form.type("2021-05-29\u{301}", into: "start")
    #expect(row.value == Self.day.addingTimeInterval(-27 * 86_400))
    #expect(row.inputError?.row == "start")
  }

  @Test("a date row's own medium style refuses an accent after the year")
  func mediumStyle() throws {
    let row = DateRow("start")
    let form = Form() +++ Section() <<< row
    try row.replaceText(with: "May 29, 2021")
    #expect(row.value == Self.day)
    try row.replaceText(with: "May 29, 2021\u{301}")
    #expect(row.value == Self.day)
    #expect(row.inputError?.row == "start")
    _ = form
  }

  @Test("a field row with a DateFormatter refuses an accent after the date")
  func formatterField() throws {
    let row = GuardedDayRow("day") { $0.formatter = Self.isoFormatter() }
    let form = Form() +++ Section() <<< row
    try row.replaceText(with: "2021-05-29")
    #expect(row.value == Self.day)
    try row.replaceText(with: "2021-05-29\u{301}")
    #expect(row.value == Self.day)
    #expect(row.inputError?.row == "day")
    _ = form
  }

  @Test("a letter and a combining accent read as the composed letter the format writes")
  func composedLiteral() throws {
    let formatter = Self.isoFormatter()
    formatter.dateFormat = "yyyy-MM-dd'é'"
    let row = DateRow("start") { $0.dateFormatter = formatter }
    let form = Form() +++ Section() <<< row
    try row.replaceText(with: "2021-05-29e\u{301}")
    #expect(row.value == Self.day)
    #expect(row.inputError == nil)
    _ = form
  }

  @Test("a month name whose vowel sign joins its letter still reads (Hindi)")
  func joinedVowelSigns() throws {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "hi_IN")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "d MMMM y"
    let june = Date(timeIntervalSince1970: 1_623_715_200)  // 15 June 2021
    let text = formatter.string(from: june)
    #expect(text.contains { $0.unicodeScalars.count > 1 })
    let row = DateRow("start") { $0.dateFormatter = formatter }
    let form = Form() +++ Section() <<< row
    try row.replaceText(with: text)
    #expect(row.value == june)
    #expect(row.inputError == nil)
    _ = form
  }

  @Test(
    "numbers with a combining mark are input errors, through formatters and format styles",
    arguments: ["12\u{301}", "1\u{200D}2", "1,234\u{301}"])
  func numbers(text: String) throws {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .decimal
    let viaFormatter = DecimalRow("a") { $0.formatter = formatter }
    let viaStyle = DecimalRow("b") {
      $0.formatStyle = FieldFormatStyle(
        FloatingPointFormatStyle<Double>(locale: Locale(identifier: "en_US")))
    }
    let viaInt = IntRow("c") {
      $0.formatStyle = FieldFormatStyle(
        IntegerFormatStyle<Int>(locale: Locale(identifier: "en_US")))
    }
    let form = Form() +++ Section() <<< viaFormatter <<< viaStyle <<< viaInt
    for row in [viaFormatter, viaStyle] as [DecimalRow] {
      try row.replaceText(with: text)
      #expect(row.value == nil)
      #expect(row.inputError?.row == row.tag)
    }
    try viaInt.replaceText(with: text)
    #expect(viaInt.value == nil)
    #expect(viaInt.inputError?.row == "c")
    _ = form
  }
}
