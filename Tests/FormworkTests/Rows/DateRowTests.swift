import Formwork
import Foundation
import Testing

/// A date read as `yyyy-MM-dd HH:mm:ss` in UTC.
func utc(_ text: String) -> Date {
  let formatter = DateFormatter()
  formatter.locale = Locale(identifier: "en_US_POSIX")
  formatter.timeZone = TimeZone(identifier: "UTC")
  formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
  return formatter.date(from: text) ?? Date(timeIntervalSince1970: -1)
}

@Suite("Date rows")
struct DateRowTests {
  static let moment = utc("2026-11-22 14:37:20")

  /// A new row of the date row type named `name`.
  static func make(_ name: String) -> BaseRow {
    switch name {
    case "DateRow": DateRow()
    case "TimeRow": TimeRow()
    case "DateTimeRow": DateTimeRow()
    case "CountDownRow": CountDownRow()
    case "DateInlineRow": DateInlineRow()
    case "TimeInlineRow": TimeInlineRow()
    case "DateTimeInlineRow": DateTimeInlineRow()
    case "CountDownInlineRow": CountDownInlineRow()
    case "DatePickerRow": DatePickerRow()
    case "TimePickerRow": TimePickerRow()
    case "DateTimePickerRow": DateTimePickerRow()
    default: CountDownPickerRow()
    }
  }

  @Test(
    "each date row shows its value in Eureka's style, in en_US_POSIX and UTC",
    arguments: [
      ("DateRow", "Nov 22, 2026"), ("TimeRow", "2:37\u{202F}PM"),
      ("DateTimeRow", "11/22/26, 2:37\u{202F}PM"),
      ("CountDownRow", "14 hours 37 minutes"), ("DateInlineRow", "Nov 22, 2026"),
      ("TimeInlineRow", "2:37\u{202F}PM"), ("DateTimeInlineRow", "11/22/26, 2:37\u{202F}PM"),
      ("CountDownInlineRow", "14 hours 37 minutes"), ("DatePickerRow", "Nov 22, 2026"),
      ("TimePickerRow", "2:37\u{202F}PM"), ("DateTimePickerRow", "11/22/26, 2:37\u{202F}PM"),
      ("CountDownPickerRow", "14 hours 37 minutes"),
    ])
  func displayText(name: String, text: String) throws {
    let row = Self.make(name)
    #expect(String(describing: type(of: row)) == name)
    let typed = try #require(row as? RowOf<Date>)
    typed.value = Self.moment
    #expect(typed.displayText == text)
    #expect(row.valueTypeName == "Date")
  }

  @Test("the formatter's locale and time zone are explicit")
  func formatter() throws {
    let formatter = try #require(DateRow().dateFormatter)
    #expect(formatter.locale.identifier == "en_US_POSIX")
    #expect(formatter.timeZone.secondsFromGMT(for: Self.moment) == 0)
    #expect(formatter.dateStyle == .medium && formatter.timeStyle == .none)
    #expect(DateTimeRow().dateFormatter?.dateStyle == .short)
    #expect(DateTimeRow().dateFormatter?.timeStyle == .short)
    #expect(TimeRow().dateFormatter?.timeStyle == .short)
    #expect(CountDownRow().datePickerMode == .countDownTimer)
  }

  @Test("a date row holds a Date: values() gives it and a value of another type is refused")
  func valueType() {
    let row = DateRow("start") { $0.value = Self.moment }
    let form = Form() +++ Section() <<< row
    #expect(form.values()["start"] as? Date == Self.moment)
    #expect(throws: FormError.typeMismatch(tag: "start", expected: "Date", given: "String")) {
      try row.setBaseValue("2026-11-22")
    }
    #expect(row.value == Self.moment)
  }

  @Test("typed text is read with the formatter")
  func typing() throws {
    let form = Form() +++ Section() <<< DateRow("start") <<< TimeRow("at")
    try form.type("Dec 1, 2026", into: "start")
    try form.type("9:05 AM", into: "at")
    #expect(form.values()["start"] as? Date == utc("2026-12-01 00:00:00"))
    #expect(form.values()["at"] as? Date == utc("2000-01-01 09:05:00"))
  }

  @Test(
    "text that does not parse names the row and the expected format, and keeps the value",
    arguments: [
      ("start", "Nov 31, 2026", "date (MMM d, y)"), ("start", "22/11/2026", "date (MMM d, y)"),
      ("at", "25:00", "time (h:mm\u{202F}a)"),
      ("both", "2026-11-22", "date and time (M/d/yy, h:mm\u{202F}a)"),
      ("timer", "1h", "duration (such as 1 hour 30 minutes)"),
      ("timer", "24 hours", "duration (such as 1 hour 30 minutes)"),
      ("timer", "30 minutes 1 hour", "duration (such as 1 hour 30 minutes)"),
    ])
  func parseErrors(tag: String, text: String, expected: String) throws {
    let form =
      Form() +++ Section()
      <<< DateRow("start") { $0.value = Self.moment } <<< TimeRow("at") { $0.value = Self.moment }
      <<< DateTimeRow("both") { $0.value = Self.moment }
      <<< CountDownRow("timer") { $0.value = Self.moment }
    let row = try #require(form.rowBy(tag: tag))
    try row.replaceText(with: text)
    #expect(row.inputError == InputError(row: tag, text: text, expected: expected))
    #expect(row.inputError?.description == "'\(text)' is not a valid \(expected) for row \(tag)")
    #expect(form.values()[tag] as? Date == Self.moment)
  }

  @Test("a picked date is rounded to the minute step and clamped to the limits")
  func clamping() throws {
    let row = DateTimeRow("at") {
      $0.minimumDate = utc("2026-11-01 00:00:00")
      $0.maximumDate = utc("2026-11-30 18:00:00")
      $0.minuteInterval = 15
    }
    let form = Form() +++ Section() <<< row
    #expect(try row.pick(utc("2026-11-22 14:37:20")) == utc("2026-11-22 14:30:00"))
    #expect(try row.pick(utc("2026-11-22 14:38:00")) == utc("2026-11-22 14:45:00"))
    #expect(try row.pick(utc("2025-01-01 00:00:00")) == utc("2026-11-01 00:00:00"))
    #expect(try row.pick(utc("2027-01-01 00:00:00")) == utc("2026-11-30 18:00:00"))
    #expect(form.values()["at"] as? Date == utc("2026-11-30 18:00:00"))
    row.minuteInterval = 7  // does not divide 60: every minute, as UIDatePicker
    #expect(try row.pick(utc("2026-11-22 14:37:40")) == utc("2026-11-22 14:38:00"))
    row.minuteInterval = nil
    #expect(try row.pick(utc("2026-11-22 14:37:40")) == utc("2026-11-22 14:37:40"))
  }

  @Test("a value set in code outside the limits is kept and reported by validation")
  func outOfRange() {
    let row = DateRow("start") {
      $0.title = "Start"
      $0.minimumDate = utc("2026-11-01 00:00:00")
      $0.maximumDate = utc("2026-11-30 00:00:00")
    }
    let form = Form() +++ Section() <<< row
    row.value = utc("2026-10-31 00:00:00")
    #expect(row.value == utc("2026-10-31 00:00:00"))
    #expect(!row.isValueInRange)
    let errors = form.validate()
    #expect(errors.map(\.msg) == ["Start must not be before Nov 1, 2026"])
    #expect(errors.map(\.ruleID) == ["minimumDate"])
    #expect(errors.map(\.row) == ["start"])
    row.value = utc("2026-12-01 00:00:00")
    #expect(row.validate().map(\.ruleID) == ["maximumDate"])
    row.value = utc("2026-11-15 00:00:00")
    #expect(row.isValueInRange && row.validate().isEmpty)
  }

  @Test("typed text outside the limits is kept, not clamped")
  func typedOutOfRange() throws {
    let row = DateRow("start") { $0.maximumDate = utc("2026-11-30 00:00:00") }
    let form = Form() +++ Section() <<< row
    try row.replaceText(with: "Jan 1, 2027")
    #expect(row.value == utc("2027-01-01 00:00:00"))
    #expect(row.validate().map(\.ruleID) == ["maximumDate"])
    #expect(form.values()["start"] as? Date == utc("2027-01-01 00:00:00"))
  }

  @Test("a disabled or hidden date row refuses a pick and keeps its value")
  func refused() {
    let row = DateRow("start") {
      $0.value = Self.moment
      $0.disabled = true
    }
    let hidden = TimeRow("at") { $0.hidden = true }
    let form = Form() +++ Section() <<< row <<< hidden
    #expect(throws: InteractionError.disabled(row: "start")) {
      try row.pick(Date(timeIntervalSince1970: 0))
    }
    #expect(throws: InteractionError.hidden(row: "at")) {
      try hidden.pick(Date(timeIntervalSince1970: 0))
    }
    #expect(throws: InteractionError.notInForm(row: "loose")) {
      try DateRow("loose").pick(Self.moment)
    }
    #expect(form.values(includeHidden: true)["start"] as? Date == Self.moment)
  }

  @Test("a date picker's cell carries its mode, date, text and limits")
  func pickerCell() {
    let row = TimePickerRow("at") {
      $0.value = Self.moment
      $0.minimumDate = utc("2026-11-22 08:00:00")
      $0.minuteInterval = 5
    }
    #expect(
      row.cell.control
        == .datePicker(
          DatePickerControl(
            mode: .time, date: Self.moment, text: "2:37\u{202F}PM",
            minimumDate: utc("2026-11-22 08:00:00"),
            minuteInterval: 5)))
    #expect(row.cell.valueText == nil)
    let field = DateRow()
    let inline = DateInlineRow()
    #expect(field.cell.cellCanBecomeFirstResponder())
    #expect(!inline.cell.cellCanBecomeFirstResponder())
  }
}

@Suite("Inline date rows")
struct DateInlineRowTests {
  private func form() -> (Form, DateInlineRow) {
    let row = DateInlineRow("start") {
      $0.title = "Start"
      $0.value = utc("2026-11-22 00:00:00")
      $0.minimumDate = utc("2026-11-01 00:00:00")
      $0.maximumDate = utc("2026-11-30 00:00:00")
    }
    let form =
      Form() +++ Section()
      <<< LabelRow("before") { $0.hidden = true }
      <<< row
      <<< LabelRow("after") { $0.hidden = true }
      <<< TimeInlineRow("at") { $0.title = "At" }
    return (form, row)
  }

  @Test("a tap expands a date picker with the row's limits right below, among hidden rows")
  func expand() throws {
    let (form, row) = form()
    try form.tap("start")
    let picker = try #require(row.inlineRow)
    #expect(form.allShape == [["before", "start", "?", "after", "at"]])
    #expect(picker.indexPath == IndexPath(row: 1, section: 0))
    #expect(picker.minimumDate == row.minimumDate && picker.maximumDate == row.maximumDate)
    #expect(picker.value == row.value)
    #expect(form.values().count == 2)  // start and at: the picker has no tag
    try form.tap("start")
    #expect(row.isCollapsed)
    #expect(form.allShape == [["before", "start", "after", "at"]])
  }

  @Test("a date picked in the picker is clamped and becomes the row's value")
  func pickInPicker() throws {
    let (form, row) = form()
    try form.tap("start")
    let picker = try #require(row.inlineRow)
    try picker.pick(utc("2027-03-01 00:00:00"))
    #expect(row.value == utc("2026-11-30 00:00:00"))
    #expect(form.values()["start"] as? Date == utc("2026-11-30 00:00:00"))
    row.value = utc("2026-11-05 00:00:00")  // set in code: the open picker follows
    #expect(picker.value == utc("2026-11-05 00:00:00"))
  }

  @Test("opening the time row's picker closes the date row's")
  func oneAtATime() throws {
    let (form, row) = form()
    try form.tap("start")
    try form.tap("at")
    let at = try #require(form.rowBy(tag: "at") as? TimeInlineRow)
    #expect(row.isCollapsed && at.isExpanded)
    #expect(form.shape == [["start", "at", "?"]])
  }

  @Test("a disabled inline date row does not expand on a tap")
  func disabled() {
    let (form, row) = form()
    row.disabled = true
    #expect(throws: InteractionError.disabled(row: "start")) { try form.tap("start") }
    #expect(row.isCollapsed)
  }

  @Test("focusing a date row, which takes focus, closes an open date picker; typing then works")
  func focusingDateRow() throws {
    let (form, row) = form()
    let field = DateRow("end")
    form[0].append(field)
    try form.tap("start")
    #expect(row.isExpanded)
    try form.type("Nov 24, 2026", into: "end")
    #expect(row.isCollapsed)
    #expect(field.value == utc("2026-11-24 00:00:00"))
  }

  @Test("Eureka's spelling of the hide options compiles and works")
  func eurekaSpelling() throws {
    let (form, row) = form()
    form.inlineRowHideOptions = InlineRowHideOptions.AnotherInlineRowIsShown.union(
      .FirstResponderChanges)
    form.inlineRowHideOptions = form.inlineRowHideOptions?.subtracting(.AnotherInlineRowIsShown)
    try form.tap("start")
    try form.tap("at")
    #expect(row.isExpanded)
    #expect(form.shape == [["start", "?", "at", "?"]])
  }
}
