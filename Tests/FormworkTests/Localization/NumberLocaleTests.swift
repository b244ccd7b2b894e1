import Formwork
import FormworkTestSupport
import Foundation
import Testing

@Suite("Numbers in the form's locale")
struct NumberLocaleTests {
  /// A form in `locale` (none for `nil`) holding `row`.
  private func makeForm(_ locale: String?, _ rows: BaseRow...) -> Form {
    let section = Section()
    for row in rows { section <<< row }
    let form = Form() +++ section
    form.locale = locale.map(Locale.init(identifier:))
    return form
  }

  @Test("a cell already made is written again when the locale changes")
  func loadedCellFollowsTheLocale() {
    let row = DecimalRow("amount") { $0.value = 1234.5 }
    let form = makeForm(nil, row)
    #expect(row.cell.valueText == "1234.5")
    form.locale = Locale(identifier: "de_DE")
    #expect(row.cell.valueText == "1.234,5")
  }

  @Test("1,5 typed under de_DE is one and a half")
  func germanDecimalComma() throws {
    let row = DecimalRow("amount")
    let form = makeForm("de_DE", row)
    try row.replaceText(with: "1,5")
    #expect(row.value == 1.5)
    #expect(row.inputError == nil)
    withExtendedLifetime(form) {}
  }

  @Test(
    "1234.5 is shown in each language's way",
    arguments: [
      ("en_US", "1,234.5"), ("de_DE", "1.234,5"), ("fr_FR", "1\u{202F}234,5"),
      ("es_ES", "1234,5"), ("it_IT", "1234,5"), ("pt_BR", "1.234,5"), ("nl_NL", "1.234,5"),
      ("pl_PL", "1234,5"), ("ru_RU", "1\u{00A0}234,5"), ("ja_JP", "1,234.5"),
      ("zh_Hans_CN", "1,234.5"), ("ar_EG", "١٬٢٣٤٫٥"),
    ])
  func display(locale: String, expected: String) {
    let row = DecimalRow("amount") { $0.value = 1234.5 }
    let form = makeForm(locale, row)
    #expect(row.displayText == expected)
    withExtendedLifetime(form) {}
  }

  @Test(
    "a larger number is grouped in the languages that group only from five digits",
    arguments: [("es_ES", "12.345,5"), ("it_IT", "12.345,5"), ("pl_PL", "12\u{00A0}345,5")])
  func minimumGrouping(locale: String, expected: String) {
    let row = DecimalRow("amount") { $0.value = 12_345.5 }
    let form = makeForm(locale, row)
    #expect(row.displayText == expected)
    withExtendedLifetime(form) {}
  }

  @Test("while the row has focus its number is written without grouping marks")
  func editingText() throws {
    let row = DecimalRow("amount") { $0.value = 1234.5 }
    let form = makeForm("de_DE", row)
    #expect(row.displayText == "1.234,5")
    try row.focus()
    #expect(row.displayText == "1234,5")
    row.blur()
    #expect(row.displayText == "1.234,5")
    withExtendedLifetime(form) {}
  }

  @Test("a whole number reads with or without its grouping marks, never with a fraction")
  func wholeNumbers() throws {
    let row = IntRow("count") { $0.value = 1_234_567 }
    let form = makeForm("de_DE", row)
    #expect(row.displayText == "1.234.567")
    try row.replaceText(with: "2.345.678")
    #expect(row.value == 2_345_678)
    try row.replaceText(with: "2345")
    #expect(row.value == 2345)
    try row.replaceText(with: "1,5")
    #expect(row.value == 2345)
    #expect(row.inputError?.row == "count")
    withExtendedLifetime(form) {}
  }

  @Test("Arabic-Indic digits and ASCII digits both read under Egyptian Arabic")
  func arabicIndicDigits() throws {
    let row = DecimalRow("amount")
    let form = makeForm("ar_EG", row)
    try row.replaceText(with: "١٬٢٣٤٫٥")
    #expect(row.value == 1234.5)
    try row.replaceText(with: "٢٫٥")
    #expect(row.value == 2.5)
    try row.replaceText(with: "1234٫25")
    #expect(row.value == 1234.25)
    try row.replaceText(with: "7.5")
    #expect(row.value == 7.5)
    #expect(row.inputError == nil)
    withExtendedLifetime(form) {}
  }

  @Test(
    "text that is not a number in the locale is refused with the row's input error",
    arguments: [
      ("de_DE", "1,2,3"), ("en_US", "1,2,3"), ("de_DE", "12a"), ("de_DE", "1.5"),
      ("en_US", "1,5"), ("de_DE", ","), ("de_DE", "1,"), ("de_DE", ",5"), ("de_DE", "1..234"),
      ("de_DE", "--1"), ("ar_EG", "١2"), ("ar_EG", "٣.5٥"), ("fr_FR", "1 23,5"),
      ("de_DE", "1e5"), ("de_DE", "NaN"), ("de_DE", "∞"), ("de_DE", "1.234.56"),
    ])
  func refused(locale: String, text: String) throws {
    let row = DecimalRow("amount") { $0.value = 9 }
    let form = makeForm(locale, row)
    try row.replaceText(with: text)
    #expect(row.value == 9)
    #expect(row.inputError?.row == "amount")
    #expect(row.inputError?.text == text)
    withExtendedLifetime(form) {}
  }

  @Test("ten thousand typed characters are refused without a crash")
  func longText() throws {
    for (locale, digit) in [("de_DE", "1"), ("ar_EG", "١"), ("fr_FR", "9")] {
      let decimal = DecimalRow("amount") { $0.value = 9 }
      let whole = IntRow("count") { $0.value = 9 }
      let form = makeForm(locale, decimal, whole)
      let text = String(repeating: digit, count: 10_000)
      try decimal.replaceText(with: text)
      try whole.replaceText(with: text)
      try decimal.replaceText(with: String(repeating: "1,", count: 5_000))
      #expect(decimal.value == 9)
      #expect(whole.value == 9)
      #expect(decimal.inputError != nil)
      #expect(whole.inputError != nil)
      withExtendedLifetime(form) {}
    }
  }

  @Test("spaces stand for a space-like grouping mark, as a person types them")
  func typedSpaces() throws {
    let row = DecimalRow("amount")
    let form = makeForm("fr_FR", row)
    try row.replaceText(with: "1 234,5")
    #expect(row.value == 1234.5)
    try row.replaceText(with: "1\u{202F}234\u{00A0}567,25")
    #expect(row.value == 1_234_567.25)
    withExtendedLifetime(form) {}
  }

  @Test("every shown number reads back as the same value, in every language")
  func roundTrip() throws {
    var generator = SeededGenerator(seed: 25)
    let locales = [
      "en_US", "de_DE", "fr_FR", "es_ES", "it_IT", "pt_BR", "nl_NL", "pl_PL", "ru_RU", "ja_JP",
      "zh_Hans_CN", "ar", "ar_EG",
    ]
    for locale in locales {
      let shown = DecimalRow("shown")
      let typed = DecimalRow("typed")
      let wholeShown = IntRow("wholeShown")
      let wholeTyped = IntRow("wholeTyped")
      let form = makeForm(locale, shown, typed, wholeShown, wholeTyped)
      for _ in 0..<150 {
        let magnitude = Double.random(in: -6...12, using: &generator)
        let sign: Double = Bool.random(using: &generator) ? -1 : 1
        let value = sign * pow(10, magnitude)
        shown.value = value
        let text = try #require(shown.displayText)
        try typed.replaceText(with: text)
        #expect(typed.value == value, "\(locale): \(value) shown as \(text)")
        try shown.focus()
        let editing = try #require(shown.displayText)
        try typed.replaceText(with: editing)
        #expect(typed.value == value, "\(locale): \(value) edited as \(editing)")
        shown.blur()
        let whole = Int.random(in: -9_999_999_999...9_999_999_999, using: &generator)
        wholeShown.value = whole
        try wholeTyped.replaceText(with: try #require(wholeShown.displayText))
        #expect(wholeTyped.value == whole, "\(locale): \(whole)")
      }
      withExtendedLifetime(form) {}
    }
  }

  @Test("without a locale numbers are written and read exactly as before")
  func noLocale() throws {
    let amount = DecimalRow("amount") { $0.value = 1234.5 }
    let whole = DecimalRow("whole") { $0.value = 3 }
    let count = IntRow("count") { $0.value = 1_234_567 }
    let slider = SliderRow("slider") { $0.value = 2.5 }
    let stepper = StepperRow("stepper") { $0.value = 1234.5 }
    let form = makeForm(nil, amount, whole, count, slider, stepper)
    #expect(amount.displayText == "1234.5")
    #expect(whole.displayText == "3.0")
    #expect(count.displayText == "1234567")
    #expect(slider.displayText == "2.5")
    #expect(stepper.displayText == "1234.5")
    try amount.replaceText(with: "1,5")
    #expect(amount.value == 1234.5)
    #expect(amount.inputError != nil)
    try amount.replaceText(with: "2.25")
    #expect(amount.value == 2.25)
    withExtendedLifetime(form) {}
  }

  @Test("sliders and steppers show their value in the locale")
  func slidersAndSteppers() {
    let slider = SliderRow("slider") { $0.value = 2.5 }
    let stepper = StepperRow("stepper") { $0.value = 1234.5 }
    let form = makeForm("de_DE", slider, stepper)
    #expect(slider.displayText == "2,5")
    #expect(stepper.displayText == "1.234,5")
    withExtendedLifetime(form) {}
  }

  @Test("a formatter the app set wins over the form's locale")
  func appFormatterWins() throws {
    let english = NumberFormatter()
    english.locale = Locale(identifier: "en_US")
    english.numberStyle = .decimal
    let row = DecimalRow("amount") {
      $0.formatter = english
      $0.value = 1234.5
    }
    let form = makeForm("de_DE", row)
    #expect(row.displayText == "1,234.5")
    withExtendedLifetime(form) {}
  }

  @Test("changing the locale changes the text at once")
  func localeChange() {
    let row = DecimalRow("amount") { $0.value = 1234.5 }
    let form = makeForm("de_DE", row)
    #expect(row.displayText == "1.234,5")
    form.locale = Locale(identifier: "ja_JP")
    #expect(row.displayText == "1,234.5")
    form.locale = nil
    #expect(row.displayText == "1234.5")
  }

  @Test("DecimalFormatter writes exactly two fraction digits, on Linux too")
  func decimalFormatterDigits() {
    let formatter = DecimalFormatter(locale: Locale(identifier: "en_US"))
    #expect(formatter.string(for: 3.14159) == "3.14")
    #expect(formatter.string(for: 1234.5) == "1,234.50")
    #expect(formatter.string(for: 2.675) == "2.68")
    #expect(formatter.string(for: 7) == "7.00")
    #expect(formatter.string(from: NSNumber(value: 0.125)) == "0.12")
    let german = DecimalFormatter(locale: Locale(identifier: "de_DE"))
    #expect(german.string(for: 3.14159) == "3,14")
  }
}
