import Formwork
import Foundation
import Testing

@Suite("Numbers that are not finite")
struct NonFiniteNumberTests {
  @Test(
    "typed text that reads as NaN or infinity is an input error", arguments: ["NaN", "∞", "-∞"])
  func formatStyle(text: String) throws {
    let german = Locale(identifier: "de_DE")
    let row = DecimalRow("price") {
      $0.formatStyle = FieldFormatStyle(
        FloatingPointFormatStyle<Double>.Currency(code: "EUR", locale: german))
      $0.value = 2
    }
    let plain = DecimalRow("plain") {
      $0.formatStyle = FieldFormatStyle(FloatingPointFormatStyle<Double>(locale: german))
    }
    let form = Form() +++ Section() <<< row <<< plain
    try row.replaceText(with: text)
    #expect(row.value == 2)
    #expect(row.inputError?.row == "price")
    try plain.replaceText(with: text)
    #expect(plain.value == nil)
    #expect(plain.inputError?.row == "plain")
    #expect(throws: Never.self) { try form.jsonData() }
  }

  @Test("400 digits through a DecimalFormatter are an input error, not infinity")
  func decimalFormatter() throws {
    let row = DecimalRow("amount") {
      $0.formatter = DecimalFormatter(locale: Locale(identifier: "en_US"))
      $0.useFormatterDuringInput = true
    }
    let form = Form() +++ Section() <<< row
    try row.replaceText(with: String(repeating: "9", count: 400))
    #expect(row.value == nil)
    #expect(row.inputError?.row == "amount")
    #expect(throws: Never.self) { try form.jsonData() }
  }

  @Test("a non-finite value set in code fails the export with an error naming the row")
  func export() throws {
    let form =
      Form() +++ Section()
      <<< DecimalRow("a") { $0.value = 1 }
      <<< DecimalRow("b") { $0.value = .nan }
      <<< SliderRow("c") { $0.value = .infinity }
    #expect(throws: FormValueError.nonFiniteNumber(tag: "b", value: "nan")) {
      try form.jsonData()
    }
    let c: SliderRow? = form.rowBy(tag: "c")
    form.setValues(["b": 2.0])
    #expect(throws: FormValueError.nonFiniteNumber(tag: "c", value: "inf")) {
      try form.jsonData()
    }
    c?.value = 3
    let json = String(decoding: try form.jsonData(), as: UTF8.self)
    #expect(json == #"{"a":1,"b":2,"c":3}"#)
  }

  @Test("NaN equals NaN for isDirty, so reset leaves the form clean")
  func dirty() throws {
    let row = DecimalRow("a") { $0.value = .nan }
    let form = Form() +++ Section() <<< row
    #expect(!form.isDirty)
    row.value = 1
    #expect(form.isDirty)
    form.reset()
    #expect(row.value?.isNaN == true)
    #expect(!form.isDirty)
  }
}
