import Formwork
import Foundation
import Testing

@Suite("Formatting during input")
struct DecimalFormatterTests {
  private func amountRow(_ locale: String) -> DecimalRow {
    DecimalRow("amount") {
      $0.formatter = DecimalFormatter(locale: Locale(identifier: locale))
      $0.useFormatterDuringInput = true
    }
  }

  @Test(
    "each digit shifts the amount, and the text is rewritten after every keystroke",
    arguments: [("en_US", "12.34", "1,234.56"), ("de_DE", "12,34", "1.234,56")])
  func typingDigits(locale: String, twoDigits: String, sixDigits: String) throws {
    var values: [Double?] = []
    let amount = amountRow(locale).onChange { values.append($0.value) }
    let form = Form() +++ Section() <<< amount
    try form.type("1234", into: "amount")
    #expect(values == [0.01, 0.12, 1.23, 12.34])
    #expect(amount.cell.valueText == twoDigits)
    #expect(amount.cursorPosition == 5)
    try form.type("56", into: "amount")
    #expect(amount.value == 1234.56)
    #expect(amount.cell.valueText == sixDigits)
    #expect(amount.cursorPosition == 8)
    amount.blur()
    #expect(amount.cell.valueText == sixDigits)
    #expect(amount.cursorPosition == nil)
  }

  @Test("backspace removes the last digit")
  func backspace() throws {
    let amount = amountRow("en_US")
    let form = Form() +++ Section() <<< amount
    try form.type("1234", into: "amount")
    try amount.deleteBackward()
    #expect(amount.value == 1.23)
    #expect(amount.cell.valueText == "1.23")
  }

  @Test("a letter is an input error and the amount stays (Eureka reads it as zero)")
  func letter() throws {
    let amount = amountRow("en_US")
    let form = Form() +++ Section() <<< amount
    try form.type("12x", into: "amount")
    #expect(amount.value == 0.12)
    #expect(amount.inputError == InputError(row: "amount", text: "0.12x", expected: "Double"))
  }

  @Test("a leading minus keeps the amount negative")
  func negative() throws {
    let amount = amountRow("de_DE")
    let form = Form() +++ Section() <<< amount
    try form.type("-250", into: "amount")
    #expect(amount.value == -2.5)
    #expect(amount.cell.valueText == "-2,50")
  }

  @Test("DecimalFormatter reads digits as hundredths and refuses text without digits")
  func parsing() throws {
    let formatter = DecimalFormatter(locale: Locale(identifier: "en_US"))
    #expect(formatter.number(from: "1,234.56")?.doubleValue == 1234.56)
    #expect(formatter.number(from: "7")?.doubleValue == 0.07)
    #expect(formatter.number(from: "") == nil)
    #expect(formatter.number(from: "abc") == nil)
    #expect(formatter.string(for: 0.5) == "0.50")
  }

  @Test("without FormatterProtocol the caret keeps its offset; with it, it follows the text")
  func caret() throws {
    func grouping(_ formatter: NumberFormatter) -> IntRow {
      formatter.locale = Locale(identifier: "en_US")
      formatter.numberStyle = .decimal
      return IntRow {
        $0.formatter = formatter
        $0.useFormatterDuringInput = true
      }
    }
    let plain = grouping(NumberFormatter())
    let caretKeeping = grouping(CaretFollowingFormatter())
    let form = Form() +++ Section() <<< plain <<< caretKeeping
    try plain.typeText("1234")
    #expect(plain.cell.valueText == "1,234")
    #expect(plain.cursorPosition == 4)
    try caretKeeping.typeText("1234")
    #expect(caretKeeping.cell.valueText == "1,234")
    #expect(caretKeeping.cursorPosition == 5)
    #expect(form.values().count == 0)
  }
}

/// A grouping formatter that keeps the caret after the digit just typed.
private final class CaretFollowingFormatter: NumberFormatter, FormatterProtocol,
  @unchecked Sendable
{
  func getNewPosition(
    forPosition position: Int, inTextInput textInput: any TextInputRow, oldValue: String?,
    newValue: String?
  ) -> Int {
    position + (newValue?.count ?? 0) - (oldValue?.count ?? 0)
  }
}

@Suite("Formatting during input: text the formatter did not read")
struct UnreadTextTests {
  @Test("text read by the value type's own parsing is not written back")
  func fallbackNotRewritten() throws {
    let count = IntRow("count") {
      $0.formatter = DecimalFormatter(locale: Locale(identifier: "en_US"))
      $0.useFormatterDuringInput = true
    }
    let form = Form() +++ Section() <<< count
    try form.type("1", into: "count")
    #expect(count.value == 1)
    #expect(count.cell.valueText == "1")
    try form.type("2", into: "count")
    #expect(count.value == 12)
    #expect(count.cell.valueText == "12")
  }
}
