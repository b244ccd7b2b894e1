import Formwork
import Foundation
import Testing

/// Formatters for tests: every one has an explicit locale.
private enum Formatters {
  static func currency(_ locale: String, code: String) -> NumberFormatter {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: locale)
    formatter.numberStyle = .currency
    formatter.currencyCode = code
    return formatter
  }

  static func decimal(_ locale: String) -> NumberFormatter {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: locale)
    formatter.numberStyle = .decimal
    formatter.maximumFractionDigits = 6
    return formatter
  }
}

/// A no-break space, as Foundation writes it between an amount and its currency in German.
private let nbsp = "\u{00A0}"

@Suite("Formatting field rows")
struct FormattingTests {
  @Test("a currency formatter writes the value when the row does not have focus")
  func currencyDisplay() {
    let price = DecimalRow("price") {
      $0.formatter = Formatters.currency("en_US", code: "USD")
      $0.value = 1234.5
    }
    let form = Form() +++ Section() <<< price
    #expect(price.cell.valueText == "$1,234.50")
    #expect(price.displayText == "$1,234.50")
    #expect(form.values()["price"] as? Double == 1234.5)
  }

  @Test("focus shows the plain value unless useFormatterOnDidBeginEditing says otherwise")
  func beginEditing() throws {
    let plain = DecimalRow("plain") {
      $0.formatter = Formatters.currency("en_US", code: "USD")
      $0.value = 1234.5
    }
    let edited = DecimalRow("edited") {
      $0.formatter = Formatters.currency("en_US", code: "USD")
      $0.useFormatterOnDidBeginEditing = true
      $0.value = 1234.5
    }
    let form = Form() +++ Section() <<< plain <<< edited
    try plain.focus()
    #expect(plain.cell.valueText == "1234.5")
    #expect(plain.cursorPosition == 6)
    try edited.focus()
    #expect(plain.cell.valueText == "$1,234.50")
    #expect(plain.cursorPosition == nil)
    #expect(edited.cell.valueText == "$1,234.50")
    edited.blur()
    #expect(edited.cell.valueText == "$1,234.50")
    #expect(form.focusedRow == nil)
  }

  @Test(
    "typed text is read by the formatter in its locale",
    arguments: [
      ("en_US", "1,234.5", 1234.5), ("en_US", "1234.5", 1234.5), ("en_US", "-0.25", -0.25),
      ("de_DE", "1.234,5", 1234.5), ("de_DE", "1234,5", 1234.5), ("de_DE", "-0,25", -0.25),
    ])
  func typedInLocale(locale: String, text: String, expected: Double) throws {
    let amount = DecimalRow("amount") { $0.formatter = Formatters.decimal(locale) }
    let form = Form() +++ Section() <<< amount
    try form.type(text, into: "amount")
    #expect(amount.value == expected)
    #expect(amount.inputError == nil)
    amount.blur()
    #expect(amount.cell.valueText == Formatters.decimal(locale).string(for: expected))
  }

  @Test(
    "text the formatter reads only in part is an input error and the value is kept",
    arguments: [
      ("en_US", "12a"), ("en_US", "1,5"), ("en_US", "1.2.3"), ("de_DE", "12a"),
      ("de_DE", "1,2,3"), ("de_DE", "1.234.5,6,7"),
    ])
  func partlyRead(locale: String, text: String) throws {
    let amount = DecimalRow("amount") {
      $0.formatter = Formatters.decimal(locale)
      $0.value = 7
    }
    let form = Form() +++ Section() <<< amount
    try form.replaceText(text, in: amount)
    #expect(amount.value == 7)
    #expect(amount.inputError == InputError(row: "amount", text: text, expected: "Double"))
    #expect(amount.cell.valueText == text)
  }

  @Test(
    "value → text → value holds in two locales",
    arguments: ["en_US", "de_DE"], [0.5, 3.25, 1234.5, -98765.25, 1_000_000])
  func roundTrip(locale: String, value: Double) throws {
    let amount = DecimalRow("amount") {
      $0.formatter = Formatters.currency(locale, code: "EUR")
      $0.value = value
    }
    let form = Form() +++ Section() <<< amount
    let text = try #require(amount.cell.valueText)
    amount.value = nil
    try form.replaceText(text, in: amount)
    #expect(amount.value == value)
    #expect(amount.inputError == nil)
  }

  @Test(
    "a currency field takes the amount as written, with a plain space, or without the currency",
    arguments: [
      ("en_US", "€1,234.50"), ("en_US", "1,234.5"), ("en_US", "1234.5"),
      ("de_DE", "1.234,50\u{00A0}€"), ("de_DE", "1.234,50 €"), ("de_DE", "1234,5"),
      ("de_DE", "1.234,5"),
    ])
  func currencyInput(locale: String, text: String) throws {
    let price = DecimalRow("price") { $0.formatter = Formatters.currency(locale, code: "EUR") }
    let form = Form() +++ Section() <<< price
    try form.replaceText(text, in: price)
    #expect(price.value == 1234.5)
    #expect(price.inputError == nil)
  }

  @Test(
    "a currency field refuses text it reads only in part, or in another currency",
    arguments: [
      ("en_US", "€12a"), ("en_US", "$1,234.50"), ("en_US", "1,5"), ("de_DE", "12,5x €"),
      ("de_DE", "1,2,3"),
    ])
  func currencyRefused(locale: String, text: String) throws {
    let price = DecimalRow("price") {
      $0.formatter = Formatters.currency(locale, code: "EUR")
      $0.value = 1
    }
    let form = Form() +++ Section() <<< price
    try form.replaceText(text, in: price)
    #expect(price.value == 1)
    #expect(price.inputError?.text == text)
  }

  @Test("the German and English texts of one amount differ only in their marks")
  func twoLocales() {
    let english = DecimalRow { $0.formatter = Formatters.currency("en_US", code: "EUR") }
    let german = DecimalRow { $0.formatter = Formatters.currency("de_DE", code: "EUR") }
    english.value = 1234.5
    german.value = 1234.5
    #expect(english.cell.valueText == "€1,234.50")
    #expect(german.cell.valueText == "1.234,50\(nbsp)€")
  }

  @Test("a whole-number row keeps whole numbers only")
  func intRow() throws {
    let count = IntRow("count") { $0.formatter = Formatters.decimal("en_US") }
    let form = Form() +++ Section() <<< count
    try form.type("1,234", into: "count")
    #expect(count.value == 1234)
    try form.replaceText("1.5", in: count)
    #expect(count.value == 1234)
    #expect(count.inputError?.expected == "Int")
    count.blur()
    #expect(count.cell.valueText == "1.5")
  }

  @Test("a format style writes and reads, and refuses text it reads only in part")
  func formatStyle() throws {
    let german = Locale(identifier: "de_DE")
    let price = DecimalRow("price") {
      $0.formatStyle = FieldFormatStyle(
        FloatingPointFormatStyle<Double>.Currency(code: "EUR", locale: german))
      $0.value = 1234.5
    }
    let form = Form() +++ Section() <<< price
    #expect(price.cell.valueText == "1.234,50\(nbsp)€")
    try form.replaceText("12,5", in: price)
    #expect(price.value == 12.5)
    try form.replaceText("12a", in: price)
    #expect(price.value == 12.5)
    #expect(price.inputError?.text == "12a")
    price.blur()
    try form.replaceText("99,99\(nbsp)€", in: price)
    #expect(price.value == 99.99)
    price.blur()
    #expect(price.cell.valueText == "99,99\(nbsp)€")
  }

  @Test("a format style beats a formatter, and an editing style shows while editing")
  func editingStyle() throws {
    let english = Locale(identifier: "en_US")
    let share = DecimalRow("share") {
      $0.formatter = Formatters.decimal("de_DE")
      $0.formatStyle = FieldFormatStyle(
        FloatingPointFormatStyle<Double>.Percent(locale: english),
        editingStyle: FloatingPointFormatStyle<Double>.Percent(locale: english).precision(
          .fractionLength(1)))
      $0.useFormatterOnDidBeginEditing = true
      $0.value = 0.25
    }
    let form = Form() +++ Section() <<< share
    #expect(share.cell.valueText == "25%")
    try share.focus()
    #expect(share.cell.valueText == "25.0%")
    try form.replaceText("12.5%", in: share)
    #expect(share.value == 0.125)
  }

  @Test("a formatter that only writes falls back to the value type's own parsing")
  func writeOnlyFormatter() throws {
    let size = DecimalRow("size") { $0.formatter = ByteCountFormatter() }
    let form = Form() +++ Section() <<< size
    try form.type("2048", into: "size")
    #expect(size.value == 2048)
  }
}

extension Form {
  /// Pastes `text` over the whole field of `row`.
  fileprivate func replaceText(_ text: String, in row: BaseRow) throws {
    try row.replaceText(with: text)
  }
}
