// TLFormView's user form with layouts for two widths, headless: at a regular width the avatar
// sits beside the user name and the age beside the bio, at a compact width every row is under
// the one before. Then the user's age hides the name (it shows only above 12) and the rows
// close up, and last a rule with a mistake is reported with a caret under it.
import Formwork
import FormworkText

let form = Form()

form +++ Section("User")
  <<< LabelRow("avatar") {
    $0.title = "Avatar"
    $0.value = "ada.png"
  }
  <<< NameRow("user_name") {
    $0.title = "User Name"
    $0.value = "Ada Lovelace"
    $0.hidden = "$age <= 12"
  }
  <<< IntRow("age") {
    $0.title = "Age"
    $0.value = 36
    $0.helpText = "Age in years"
  }
  <<< TextAreaRow("bio") {
    $0.title = "Bio"
    $0.value = "Wrote the first program, for the Analytical Engine."
  }

form.layout = FormLayout(
  compactBelow: 60,
  compact: ["V:|-[avatar(>=2)]-[user_name]-|"],
  regular: [
    "H:|-[avatar(==24)]-[user_name]-|",
    "H:|-[age(==avatar)]-[bio]-|",
    "V:[avatar]-[age(>=3)]-|",
  ])

print("== regular (72 columns)")
print(TextPrinter(width: 72).render(form))
print()
print("== compact (44 columns)")
print(TextPrinter(width: 44).render(form))
print()

print("== age 9: the user name hides; the avatar keeps its 24 columns")
form.setValues(["age": 9])
print(TextPrinter(width: 72).render(form))
print()

print("== a rule with a mistake, and one naming a row the form lacks")
form.setValues(["age": 36])
form.layout?.regular += ["H:|-[user_name(>=20]-|", "V:[age]-[photo]"]
print(TextPrinter(width: 72).render(form))
print()

print("== the typed spelling of a rule, and a rule parsed with its error thrown")
let typed = LayoutRule(
  .horizontal, leadingEdge: .standard, [.row("avatar", .exactly(24)), .row("user_name")],
  trailingEdge: .standard)
print(typed, typed == "H:|-[avatar(==24)]-[user_name]-|" ? "(equals the string)" : "(differs)")
do {
  _ = try LayoutRule(parsing: "H:|-[avatar(==24)]-[user_name(>=44@750)]-|")
} catch {
  print(error)
}
