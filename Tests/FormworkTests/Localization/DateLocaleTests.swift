import Formwork
import FormworkTestSupport
import Foundation
import Testing

@Suite("Dates in the form's locale and time zone")
struct DateLocaleTests {
  /// A form in `locale` and `zone` (none for `nil`) holding `rows`.
  private func makeForm(_ locale: String?, zone: String? = nil, _ rows: BaseRow...) -> Form {
    let section = Section()
    for row in rows { section <<< row }
    let form = Form() +++ section
    form.locale = locale.map(Locale.init(identifier:))
    form.timeZone = zone.flatMap(TimeZone.init(identifier:))
    return form
  }

  /// The instant of a day and time in `zone`.
  private func date(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0,
    in zone: String = "UTC"
  ) throws -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: zone))
    return try #require(
      calendar.date(
        from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)))
  }

  @Test(
    "a day is written in each language's order",
    arguments: [
      ("en_US", "11/28/2026"), ("de_DE", "28.11.2026"), ("fr_FR", "28/11/2026"),
      ("es_ES", "28/11/2026"), ("it_IT", "28/11/2026"), ("pt_BR", "28/11/2026"),
      ("nl_NL", "28-11-2026"), ("pl_PL", "28.11.2026"), ("ru_RU", "28.11.2026"),
      ("ja_JP", "2026/11/28"), ("zh_Hans_CN", "2026/11/28"), ("ar", "28\u{200F}/11\u{200F}/2026"),
      ("ar_EG", "٢٨\u{200F}/١١\u{200F}/٢٠٢٦"),
    ])
  func dayOrder(locale: String, expected: String) throws {
    let row = DateRow("day") { $0.value = try? date(2026, 11, 28) }
    let form = makeForm(locale, row)
    #expect(row.displayText == expected)
    withExtendedLifetime(form) {}
  }

  @Test(
    "a typed day reads in the language's order",
    arguments: [
      ("de_DE", "28.11.2026"), ("fr_FR", "28/11/2026"), ("es_ES", "28/11/2026"),
      ("ja_JP", "2026/11/28"), ("zh_Hans_CN", "2026/11/28"), ("en_US", "11/28/2026"),
      ("ar", "28/11/2026"), ("ar_EG", "٢٨/١١/٢٠٢٦"), ("de_DE", "28. November 2026"),
      ("fr_FR", "28 nov. 2026"), ("en_US", "Nov 28, 2026"),
    ])
  func typedDay(locale: String, text: String) throws {
    let row = DateRow("day")
    let form = makeForm(locale, row)
    try row.replaceText(with: text)
    #expect(row.inputError == nil)
    #expect(row.value == (try date(2026, 11, 28)))
    withExtendedLifetime(form) {}
  }

  @Test(
    "a time is written with the language's 12 or 24 hours",
    arguments: [
      ("en_US", "2:30\u{202F}PM"), ("de_DE", "14:30"), ("fr_FR", "14:30"), ("ja_JP", "14:30"),
      ("es_ES", "14:30"),
    ])
  func times(locale: String, expected: String) throws {
    let row = TimeRow("time") { $0.value = try? date(2026, 11, 28, 14, 30) }
    let form = makeForm(locale, row)
    #expect(row.displayText == expected)
    withExtendedLifetime(form) {}
  }

  @Test("the same instant is written in the form's time zone")
  func timeZones() throws {
    let instant = try date(2026, 11, 28, 13, 30)
    let berlin = DateTimeRow("berlin") { $0.value = instant }
    let newYork = DateTimeRow("newYork") { $0.value = instant }
    let form = makeForm("de_DE", zone: "Europe/Berlin", berlin)
    let form2 = makeForm("en_US", zone: "America/New_York", newYork)
    #expect(berlin.displayText == "28.11.2026, 14:30")
    #expect(newYork.displayText == "11/28/2026, 8:30\u{202F}AM")
    #expect(berlin.pickerTimeZone.identifier == "Europe/Berlin")
    try berlin.replaceText(with: "28.11.2026, 14:30")
    #expect(berlin.value == instant)
    try newYork.replaceText(with: "11/28/2026, 8:30 AM")
    #expect(newYork.value == instant)
    withExtendedLifetime(form) {}
    withExtendedLifetime(form2) {}
  }

  @Test("a time zone without a locale keeps Formwork's English styles, in that zone")
  func zoneWithoutLocale() throws {
    let row = DateTimeRow("when") { $0.value = try? date(2026, 11, 28, 13, 30) }
    let form = makeForm(nil, zone: "Europe/Berlin", row)
    #expect(row.displayText == "11/28/26, 2:30\u{202F}PM")
    withExtendedLifetime(form) {}
  }

  @Test("without a locale or time zone dates are written and read exactly as before")
  func noLocale() throws {
    let day = DateRow("day") { $0.value = try? date(2026, 11, 28) }
    let time = TimeRow("time") { $0.value = try? date(2026, 11, 28, 14, 30) }
    let both = DateTimeRow("both") { $0.value = try? date(2026, 11, 28, 14, 30) }
    let countDown = CountDownRow("timer") { $0.value = try? date(2000, 1, 1, 1, 30) }
    let form = makeForm(nil, day, time, both, countDown)
    #expect(day.displayText == "Nov 28, 2026")
    #expect(time.displayText == "2:30\u{202F}PM")
    #expect(both.displayText == "11/28/26, 2:30\u{202F}PM")
    #expect(countDown.displayText == "1 hour 30 minutes")
    #expect(day.inputKind == .date(example: "Nov 22, 2026"))
    try day.replaceText(with: "28.11.2026")
    #expect(day.inputError != nil)
    withExtendedLifetime(form) {}
  }

  @Test("the example a person is shown is written as the row reads it")
  func example() throws {
    let row = DateRow("day")
    let form = makeForm("de_DE", row)
    #expect(row.inputKind == .date(example: "22.11.2026"))
    try row.replaceText(with: "22.11.2026")
    #expect(row.value == (try date(2026, 11, 22)))
    let time = TimeRow("time")
    let form2 = makeForm("en_US", time)
    #expect(time.inputKind == .time(example: "2:30\u{202F}PM"))
    withExtendedLifetime(form) {}
    withExtendedLifetime(form2) {}
  }

  @Test("a date limit is written in the locale in its message")
  func limits() throws {
    let row = DateRow("day") {
      $0.title = "Tag"
      $0.minimumDate = try? date(2026, 12, 1)
      $0.value = try? date(2026, 11, 28)
    }
    let form = makeForm("de_DE", row)
    let errors = row.validate()
    #expect(errors.first?.arguments["date"] == .text("01.12.2026"))
    withExtendedLifetime(form) {}
  }

  @Test("a count-down under a locale is hours and minutes, and still reads words")
  func countDown() throws {
    let row = CountDownRow("timer") { $0.value = try? date(2000, 1, 1, 1, 30) }
    let form = makeForm("ar_EG", zone: "Europe/Berlin", row)
    #expect(row.displayText == "١:٣٠")
    try row.replaceText(with: "2:15")
    #expect(row.value == (try date(2000, 1, 1, 2, 15)))
    try row.replaceText(with: "1 hour 5 minutes")
    #expect(row.value == (try date(2000, 1, 1, 1, 5)))
    withExtendedLifetime(form) {}
  }

  @Test("a formatter the app changed wins over the form's locale")
  func appFormatterWins() throws {
    let row = DateRow("day") {
      $0.dateFormatter?.dateFormat = "yyyy-MM-dd"
      $0.value = try? date(2026, 11, 28)
    }
    let form = makeForm("de_DE", zone: "Europe/Berlin", row)
    #expect(row.displayText == "2026-11-28")
    withExtendedLifetime(form) {}
  }

  @Test(
    "text that is not a date in the locale is refused with the row's input error",
    arguments: [
      ("de_DE", "31.02.2026"), ("de_DE", "28.11.2026x"), ("en_US", "28/11/2026"),
      ("ar_EG", "٢٨/11/2026"), ("ja_JP", "28.11.2026"), ("de_DE", "2\u{301}8.11.2026"),
      ("de_DE", String(repeating: "2", count: 10_000)),
    ])
  func refused(locale: String, text: String) throws {
    let before = try date(2020, 1, 1)
    let row = DateRow("day") { $0.value = before }
    let form = makeForm(locale, row)
    try row.replaceText(with: text)
    #expect(row.value == before)
    #expect(row.inputError?.row == "day")
    withExtendedLifetime(form) {}
  }

  @Test("every shown date reads back as the same value, in every language and two zones")
  func roundTrip() throws {
    var generator = SeededGenerator(seed: 2026)
    let locales = [
      "en_US", "de_DE", "fr_FR", "es_ES", "it_IT", "pt_BR", "nl_NL", "pl_PL", "ru_RU", "ja_JP",
      "zh_Hans_CN", "ar", "ar_EG",
    ]
    for locale in locales {
      for zone in ["Europe/Berlin", "America/New_York"] {
        let shown = DateTimeRow("shown")
        let typed = DateTimeRow("typed")
        let day = DateRow("day")
        let typedDay = DateRow("typedDay")
        let form = makeForm(locale, zone: zone, shown, typed, day, typedDay)
        for _ in 0..<40 {
          let year = Int.random(in: 1900...2100, using: &generator)
          let month = Int.random(in: 1...12, using: &generator)
          let dayOfMonth = Int.random(in: 1...28, using: &generator)
          let hour = Int.random(in: 0...23, using: &generator)
          let minute = Int.random(in: 0...59, using: &generator)
          let instant = try date(year, month, dayOfMonth, hour, minute, in: zone)
          shown.value = instant
          let text = try #require(shown.displayText)
          try typed.replaceText(with: text)
          #expect(typed.value == instant, "\(locale) \(zone): \(text)")
          let midnight = try date(year, month, dayOfMonth, in: zone)
          day.value = midnight
          let dayText = try #require(day.displayText)
          try typedDay.replaceText(with: dayText)
          #expect(typedDay.value == midnight, "\(locale) \(zone): \(dayText)")
        }
        withExtendedLifetime(form) {}
      }
    }
  }
}
