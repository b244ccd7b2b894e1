import Formwork
import FormworkHTML
import Foundation
import Testing

@Suite("Binding date rows and the text of date inputs")
struct BindingDateTests {
  static let utc = TimeZone(identifier: "UTC") ?? .current
  static let monday = BindingForms.monday

  /// A date at `text` (`yyyy-MM-dd HH:mm:ss`) in UTC.
  static func date(_ text: String) -> Date {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = utc
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    return formatter.date(from: text) ?? .distantPast
  }

  @Test("Each mode writes its input's text")
  func writing() {
    #expect(
      HTMLDateFormat.string(from: Self.monday, mode: .date, timeZone: Self.utc) == "2026-11-23")
    #expect(HTMLDateFormat.string(from: Self.monday, mode: .time, timeZone: Self.utc) == "09:30")
    #expect(
      HTMLDateFormat.string(from: Self.monday, mode: .dateAndTime, timeZone: Self.utc)
        == "2026-11-23T09:30")
    #expect(
      HTMLDateFormat.string(
        from: BindingForms.ninetyMinutes, mode: .countDownTimer, timeZone: Self.utc) == "01:30")
    let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    #expect(
      HTMLDateFormat.string(from: Self.monday, mode: .dateAndTime, timeZone: tokyo)
        == "2026-11-23T18:30")
    #expect(HTMLDateFormat.inputType(for: .date) == "date")
    #expect(HTMLDateFormat.inputType(for: .time) == "time")
    #expect(HTMLDateFormat.inputType(for: .dateAndTime) == "datetime-local")
    #expect(HTMLDateFormat.inputType(for: .countDownTimer) == "time")
    #expect(HTMLDateFormat.pattern(for: .dateAndTime) == "YYYY-MM-DDTHH:MM")
  }

  @Test(
    "Reading keeps the parts the text does not give",
    arguments: [
      (DatePickerMode.date, "2026-12-25", "2026-12-25 09:30:15"),
      (.time, "18:05", "2026-11-23 18:05:00"), (.time, "18:05:07.25", "2026-11-23 18:05:07"),
      (.dateAndTime, "2027-01-02T03:04", "2027-01-02 03:04:00"),
      (.dateAndTime, "2027-01-02 03:04:05", "2027-01-02 03:04:05"),
      (.countDownTimer, "02:45", "2026-11-23 02:45:00"),
      (.date, "2028-02-29", "2028-02-29 09:30:15"), (.date, "2000-02-29", "2000-02-29 09:30:15"),
    ])
  func reading(mode: DatePickerMode, text: String, expected: String) throws {
    let base = Self.monday.addingTimeInterval(15)
    let date = try #require(
      HTMLDateFormat.date(from: text, mode: mode, timeZone: Self.utc, keeping: base))
    #expect(Int(date.timeIntervalSince(Self.date(expected))) == 0)
  }

  @Test("Years of five and six digits, as browsers allow, are read and written")
  func longYears() throws {
    let date = try #require(
      HTMLDateFormat.date(from: "275760-09-13", mode: .date, timeZone: Self.utc))
    #expect(HTMLDateFormat.string(from: date, mode: .date, timeZone: Self.utc) == "275760-09-13")
  }

  @Test("Without a base, a day is at midnight and a time on 1 January 2000")
  func readingWithoutBase() {
    #expect(
      HTMLDateFormat.date(from: "2026-11-23", mode: .date, timeZone: Self.utc)
        == Self.date("2026-11-23 00:00:00"))
    #expect(
      HTMLDateFormat.date(from: "09:30", mode: .time, timeZone: Self.utc)
        == Self.date("2000-01-01 09:30:00"))
    let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    #expect(
      HTMLDateFormat.date(from: "2026-11-23T18:30", mode: .dateAndTime, timeZone: tokyo)
        == Self.monday)
  }

  @Test(
    "Text that is not the input's, or names no date, reads as nothing",
    arguments: [
      (DatePickerMode.date, "2026-02-29"), (.date, "2026-13-01"), (.date, "2026-00-10"),
      (.date, "2026-11-31"), (.date, "0000-00-01"), (.date, "26-11-23"), (.date, "2026-1-23"),
      (.date, "2026/11/23"), (.date, "1900-02-29"), (.date, "2026-11-23T09:30"), (.date, ""),
      (.date, "１２３４-11-23"), (.date, "1234567-01-01"), (.time, "24:00"), (.time, "9:30"),
      (.time, "09:60"), (.time, "09:30:60"), (.time, "09:30:00.1234"), (.time, "09:30:"),
      (.time, "09:30:00."), (.time, "09"), (.dateAndTime, "2026-11-23"),
      (.dateAndTime, "2026-11-23T"), (.dateAndTime, "2026-11-23t09:30"),
      (.countDownTimer, "1 hour"),
    ])
  func unreadable(mode: DatePickerMode, text: String) {
    #expect(HTMLDateFormat.date(from: text, mode: mode, timeZone: Self.utc) == nil)
  }

  @Test("Every kind of date row takes its input's text, kept as sent, not clamped")
  func everyDateRow() throws {
    let limit = Self.date("2026-12-31 00:00:00")
    let form =
      Form() +++ Section()
      <<< DateRow("date") { $0.maximumDate = limit }
      <<< TimeInlineRow("time")
      <<< DateTimePickerRow("dateTime") { $0.minuteInterval = 15 }
      <<< CountDownRow("countDown")
    let sent: FormData = [
      "date": "2027-01-05", "time": "07:45", "dateTime": "2026-11-23T09:31", "countDown": "00:20",
    ]
    #expect(try form.bind(sent).isClean)
    #expect(form.rowBy(tag: "date")?.baseValue as? Date == Self.date("2027-01-05 00:00:00"))
    #expect(form.rowBy(tag: "time")?.baseValue as? Date == Self.date("2000-01-01 07:45:00"))
    #expect(form.rowBy(tag: "dateTime")?.baseValue as? Date == Self.date("2026-11-23 09:31:00"))
    #expect(form.rowBy(tag: "countDown")?.baseValue as? Date == Self.date("2000-01-01 00:20:00"))
    // The day after the limit is kept and reported by validation, as a value set in code is.
    let errors = form.validate()
    #expect(errors.map(\.ruleID) == ["maximumDate"])
  }

  @Test("A date row reads in its formatter's time zone")
  func timeZone() throws {
    let meeting = DateTimeRow("meeting") {
      let formatter = DateFormatter()
      formatter.timeZone = TimeZone(identifier: "Asia/Tokyo")
      formatter.dateFormat = "yyyy-MM-dd HH:mm"
      $0.dateFormatter = formatter
    }
    let form = Form() +++ Section() <<< meeting
    #expect(try form.bind(["meeting": "2026-11-23T18:30"]).isClean)
    #expect(meeting.value == Self.monday)
  }

  @Test("Text a date field cannot read stays on it with the error typing gives")
  func unreadableField() throws {
    let start = DateRow("start") { $0.value = Self.monday }
    let form = Form() +++ Section() <<< start
    let typed = Form() +++ Section() <<< DateRow("start")
    try typed.type("2026-11-31", into: "start")
    #expect(try form.bind(["start": "2026-11-31"]).isClean)
    #expect(start.inputError == typed.rowBy(tag: "start")?.inputError)
    #expect(start.inputError != nil)
    #expect(start.currentText == "2026-11-31")
    #expect(start.value == Self.monday)
    // The row's own format is read too, as a browser without date inputs sends what was typed.
    #expect(try form.bind(["start": "Dec 24, 2026"]).isClean)
    #expect(start.value == Self.date("2026-12-24 00:00:00"))
    #expect(start.inputError == nil)
  }

  @Test("A date picker that takes no typed text reports unreadable text and keeps its value")
  func unreadablePicker() throws {
    let day = DatePickerRow("day") { $0.value = Self.monday }
    let time = TimeInlineRow("time")
    let form = Form() +++ Section() <<< day <<< time
    let report = try form.bind(["day": "23/11/2026", "time": "9am"])
    #expect(
      report.issues == [
        .unreadableValue(name: "day", value: "23/11/2026", expected: "a date (YYYY-MM-DD)"),
        .unreadableValue(name: "time", value: "9am", expected: "a time (HH:MM)"),
      ])
    #expect(day.value == Self.monday)
    #expect(time.value == nil)
  }

  @Test("Empty text clears a date row; the same text keeps its seconds")
  func emptyAndSame() throws {
    let withSeconds = Self.monday.addingTimeInterval(15)
    let start = DateTimeRow("start") { $0.value = withSeconds }
    let end = DateTimeInlineRow("end") { $0.value = withSeconds }
    let form = Form() +++ Section() <<< start <<< end
    #expect(try form.bind(["start": "2026-11-23T09:30", "end": "2026-11-23T09:30"]).isClean)
    #expect(start.value == withSeconds)
    #expect(end.value == withSeconds)
    #expect(try form.bind(["start": "", "end": ""]).isClean)
    #expect(start.value == nil)
    #expect(end.value == nil)
  }
}
