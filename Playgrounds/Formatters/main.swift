// Formatters, headless: a currency formatter, a format style in German, an amount typed digit by
// digit, a percentage, a field with a maximum length, help text and a swipe action. Every locale
// is explicit, so the output is the same on every machine. Each step is printed.
import Formwork
import FormworkText
import Foundation

let english = Locale(identifier: "en_US")
let german = Locale(identifier: "de_DE")

let dollars = NumberFormatter()
dollars.locale = english
dollars.numberStyle = .currency
dollars.currencyCode = "USD"

let form = Form()

form +++ Section("Order")
  <<< DecimalRow("price") {
    $0.title = "Price"
    $0.formatter = dollars
    $0.value = 1234.5
    $0.helpText = "US dollars; shown plain while you edit."
  }
  <<< DecimalRow("preis") {
    $0.title = "Preis"
    $0.formatStyle = FieldFormatStyle(
      FloatingPointFormatStyle<Double>.Currency(code: "EUR", locale: german))
    $0.value = 1234.5
  }
  <<< DecimalRow("tip") {
    $0.title = "Tip"
    $0.formatter = DecimalFormatter(locale: english)
    $0.useFormatterDuringInput = true
    $0.helpText = "Type digits only: the last two are cents."
  }
  <<< DecimalRow("discount") {
    $0.title = "Discount"
    $0.formatStyle = FieldFormatStyle(FloatingPointFormatStyle<Double>.Percent(locale: english))
    $0.value = 0.15
  }

form +++ Section("Delivery")
  <<< ZipCodeRow("zip") {
    $0.title = "ZIP code"
    $0.maxNumberOfCharacters = 5
    $0.helpText = "Five digits."
  }
  <<< LabelRow("card") {
    $0.title = "Saved card •••• 4242"
    $0.trailingSwipe.actions = [
      SwipeAction(style: .destructive, title: "Forget") { _, _, completion in completion?(true) }
    ]
  }

let printer = TextPrinter(width: 56)

@MainActor
func step(_ heading: String, _ action: () throws -> Void) {
  print("== \(heading)")
  do {
    try action()
  } catch {
    print("!! refused: \(error)")
  }
  print(printer.render(form))
  print()
}

@MainActor
func row<Row: RowType>(_ tag: String, as type: Row.Type = Row.self) -> Row? {
  form.rowBy(tag: tag)
}

step("The form as it starts: each value written by its formatter") {}
step("Focus the price: it shows the plain value while editing") { try form.focus("price") }
step("Type a new price and move on: it is written as dollars again") {
  try row("price", as: DecimalRow.self)?.replaceText(with: "99.95")
  form.resignFocus()
}
step("Type a German amount into Preis") {
  try row("preis", as: DecimalRow.self)?.replaceText(with: "2.500,75")
  form.resignFocus()
}
step("Type text the format style reads only in part: an input error, the value is kept") {
  try row("preis", as: DecimalRow.self)?.replaceText(with: "12a")
  form.resignFocus()
}
step("Type 1250 into the tip, digit by digit: the text is rewritten after each one") {
  let tip = row("tip", as: DecimalRow.self)
  for digit in "1250" {
    try form.type(String(digit), into: "tip")
    let value = tip?.value.map { String(describing: $0) } ?? "-"
    print("   typed \(digit): the field shows \(tip?.currentText ?? ""), the value is \(value)")
  }
}
step("Type a percentage") {
  try row("discount", as: DecimalRow.self)?.replaceText(with: "12.5%")
  form.resignFocus()
}
step("Type six digits into the ZIP code: the sixth is refused") {
  try form.type("123456", into: "zip")
}
step("Swipe the saved card and tap Forget: the row is removed") {
  form.resignFocus()
  try row("card", as: LabelRow.self)?.swipe(.trailing, actionAt: 0)
}

for (tag, value) in form.values().sorted(by: { $0.key < $1.key }) {
  print("\(tag): \(value.map { String(describing: $0) } ?? "-")")
}
