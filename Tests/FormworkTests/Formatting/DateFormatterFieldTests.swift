import Formwork
import Foundation
import Testing

// A field row of dates for these tests only: the library's date rows are picker rows, and only a
// formatter reads typed dates here. If the library ever makes `Date` `InputTypeInitiable`, drop
// this conformance.
extension Date: InputTypeInitiable {
  /// Never parses: only the formatter reads dates in these tests.
  public init?(string: String) { return nil }
}

private final class DayCell: FieldCell<Date>, CellType {}

private final class DayRow: FieldRow<DayCell>, RowType {}

@Suite("Formatting dates in a field row")
struct DateFormatterFieldTests {
  private static func formatter(_ locale: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: locale)
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateStyle = .medium
    formatter.timeStyle = .none
    return formatter
  }

  /// 22 November 2026, 00:00 UTC.
  private static let day = Date(timeIntervalSince1970: 1_795_305_600)

  @Test(
    "a date formatter writes the date and reads it back, in two locales",
    arguments: [("en_US", "Nov 22, 2026"), ("de_DE", "22.11.2026")])
  func roundTrip(locale: String, text: String) throws {
    let row = DayRow("day") {
      $0.formatter = Self.formatter(locale)
      $0.value = Self.day
    }
    let form = Form() +++ Section() <<< row
    #expect(row.cell.valueText == text)
    row.value = nil
    try row.replaceText(with: text)
    #expect(row.value == Self.day)
    #expect(row.inputError == nil)
    #expect(form.values()["day"] as? Date == Self.day)
  }

  @Test("text that is not a date is an input error and the date is kept")
  func notADate() throws {
    let row = DayRow("day") {
      $0.formatter = Self.formatter("en_US")
      $0.value = Self.day
    }
    let form = Form() +++ Section() <<< row
    try row.replaceText(with: "someday")
    #expect(row.value == Self.day)
    #expect(row.inputError?.expected == "Date")
    row.blur()
    #expect(row.cell.valueText == "someday")
    #expect(form.values()["day"] as? Date == Self.day)
  }
}
