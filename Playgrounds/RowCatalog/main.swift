// Eureka's row catalog, headless: one row of every type, grouped as in Eureka's README (controls,
// fields, dates, pickers, options), formatted fields with help text and swipe actions, a list
// section, XLForm's selectors, TLFormView's image, list and title fields, and a selector presented
// and chosen in.
import Formwork
import FormworkTestSupport
import FormworkText
import Foundation

// The catalog's form is shared with the renderers' tests (FormworkTestSupport's
// `RowCatalogForm`); its avatar here is a file.
let form = RowCatalogForm.form(avatar: URL(fileURLWithPath: "/photos/avatar.png"))

let printer = TextPrinter(width: 56)
print(printer.render(form))

let push: PushRow<String>? = form.rowBy(tag: "push")
print()
print("== Tap PushRow: its selector is a form of check rows")
do {
  try form.tap("push")
  if let selector = push?.presentedSelector {
    print(printer.render(selector.form))
    print()
    print("== Choose Green: the value is set and the selector dismissed")
    try selector.select("Green")
    print("dismissed: \(selector.isDismissed)")
  }
  try push?.select("Purple")
} catch {
  print("!! refused: \(error)")
}
if let push { print(printer.render(push)) }

print()
print("== Tap DateInlineRow: its picker opens right below it")
do {
  try form.tap("dateInline")
  if let dates = form.sectionBy(tag: "dates") { print(printer.render(dates)) }
} catch {
  print("!! refused: \(error)")
}

print()
print("== Add a tag and remove the first: the list row edits its items")
do {
  if let tags = form.rowBy(tag: "tags") as? any ListEditingRow {
    try tags.appendItem("terminal")
    try tags.removeItem(at: 0)
    print(printer.render(tags))
  }
} catch {
  print("!! refused: \(error)")
}

print()
print("== Values submitted")
let parameters = form.httpParameters()
for key in ["push", "multiple", "size", "leftRight", "continent", "tags"] {
  print("\(key): \(parameters[key].map { "\($0)" } ?? "nil")")
}
// An image travels in JSON as an object.
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
let avatar: ImageRow? = form.rowBy(tag: "avatar")
if let image = avatar?.value, let json = try? encoder.encode(image) {
  print("avatar: " + String(decoding: json, as: UTF8.self))
}
