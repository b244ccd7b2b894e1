// A form's definition as data: export a form to JSON, build a form back from the JSON, print
// both, and read a bad document, whose problems are all reported at once with their JSON paths.
import Formwork
import FormworkText
import Foundation

let form =
  Form()
  +++ Section(header: "Profile", footer: "The user name is shown only above 12.") {
    $0.tag = "profile"
  }
  <<< NameRow("user_name") {
    $0.title = "User name"
    $0.placeholder = "ada"
    $0.add(rule: RuleRequired())
    $0.add(rule: RuleMinLength(minLength: 3))
    $0.hidden = "$age <= 12"
  }
  <<< IntRow("age") {
    $0.title = "Age"
    $0.value = 36
    $0.helpText = "Your age in whole years."
    $0.add(rule: RuleGreaterThan(min: 0))
  }
  <<< PushRow<FormOption<String>>("plan") {
    $0.title = "Plan"
    $0.options = [FormOption("free", "Free"), FormOption("pro", "Professional")]
    $0.value = FormOption("pro", "Professional")
  }
  .onChange { print("plan is now \($0.value?.formDisplayText ?? "none")") }
  +++ SelectableSection<ListCheckRow<String>>("Contact by", selectionType: .multipleSelection)
  <<< ListCheckRow<String>("mail") {
    $0.title = "Mail"
    $0.selectableValue = "mail"
    $0.value = "mail"
  }
  <<< ListCheckRow<String>("phone") {
    $0.title = "Phone"
    $0.selectableValue = "phone"
  }

let printer = TextPrinter(width: 52)

print("== The form")
print(printer.render(form))

print()
print("== Its schema (what could not travel is listed first)")
let export = form.schema()
for omission in export.omissions { print("left out: \(omission)") }
let json = try export.schema.jsonData(prettyPrinted: true)
print(String(decoding: json, as: UTF8.self))

print()
print("== Built back from the JSON")
let copy = try Form(schemaJSON: json)
print(printer.render(copy))
print("prints the same: \(printer.render(copy) == printer.render(form))")
print("exports the same bytes: \(try copy.schema().schema.jsonData(prettyPrinted: true) == json)")

print()
print("== The copy works as the original: age 10 hides the user name")
copy.setValues(["age": 10])
print(printer.render(copy))

print()
print("== A bad document: every problem at once, with its path")
let bad = #"""
  {"version": 1, "sections": [{"rows": [
    {"type": "NameRow", "tag": "user_name", "titel": "User name"},
    {"type": "SpinnerRow", "tag": "user_name"},
    {"type": "IntRow", "tag": "age", "value": "ten", "hidden": "$user_name ==",
     "rules": [{"rule": "minLength", "parameters": {"length": 3}},
               {"rule": "greaterThan", "parameters": {"minimum": 0}}]}
  ]}]}
  """#
do {
  _ = try Form(schemaJSON: Data(bad.utf8))
} catch {
  print(error)
}
