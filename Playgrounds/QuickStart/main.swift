// The example of the README: build a form, drive it as a person would, print it.
import Formwork
import FormworkText

let form = Form()
form +++ Section("Profile")
  <<< NameRow("name") {
    $0.title = "Name"
    $0.placeholder = "Your name"
  }
  <<< IntRow("age") { $0.title = "Age" }
  <<< SwitchRow("news") { $0.title = "Newsletter" }

try form.type("Ada", into: "name")
try form.type("3x", into: "age")  // not a number: kept, marked, never lost
form.resignFocus()  // leaving the field shows why
try form.toggle("news")

print(TextPrinter(width: 44).render(form))
