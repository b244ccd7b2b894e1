// A sign-up form, scripted end to end: a name and email, a plan chosen from a list, topics from
// a multiple-choice list (option rows untagged, so only the sections' keys hold the choices),
// phone numbers in a multivalued section. It ends by printing its values as JSON (sorted keys)
// and reading them into a Codable type.
import Formwork
import FormworkText
import Foundation

let plan = SelectableSection<ListCheckRow<String>>(
  "Plan", selectionType: .singleSelection(enableDeselection: false)
) {
  $0.tag = "plan"
  $0.minimumSelections = 1
}
for option in ["Free", "Pro", "Team"] {
  plan
    <<< ListCheckRow<String> {
      $0.title = option
      $0.selectableValue = option.lowercased()
    }
}

let topics = SelectableSection<ListCheckRow<String>>(
  "Topics", selectionType: .multipleSelection
) {
  $0.tag = "topics"
}
for option in ["News", "Sport", "Music"] {
  topics
    <<< ListCheckRow<String> {
      $0.title = option
      $0.selectableValue = option.lowercased()
    }
}

let phones = MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Phones") {
  $0.tag = "phones"
  $0.multivaluedRowToInsertAt = { _ in PhoneRow { $0.placeholder = "Number" } }
}

let form =
  Form()
  +++ Section("Account")
  <<< NameRow("name") {
    $0.title = "Name"
    $0.required = true
  }
  <<< EmailRow("email") {
    $0.title = "Email"
    $0.add(rule: RuleEmail())
  }
  <<< SwitchRow("newsletter") { $0.title = "Newsletter" }
  +++ plan +++ topics +++ phones

let printer = TextPrinter(width: 44)

@MainActor
func step(_ heading: String, _ action: () throws -> Void) {
  print("== \(heading)")
  do {
    try action()
  } catch {
    print("!! refused: \(error)")
  }
  print(printer.render(form, includingSummary: true))
  print()
}

step("The empty form, validated") { form.validate() }
step("Fill in the account") {
  try form.type("Ada Lovelace", into: "name")
  try form.type("ada@example.com", into: "email")
  try form.toggle("newsletter")
  form.validate()
}
step("Choose the Pro plan and two topics") {
  try plan.select("pro")
  try topics.select("news")
  try topics.select("music")
  form.validate()
}
step("Add two phone numbers") {
  try phones.insertRow().typeText("555-0100")
  try phones.insertRow().typeText("555-0199")
  form.resignFocus()
}

struct SignUp: Codable {
  var name: String?
  var email: String?
  var newsletter: Bool?
  var plan: String?
  var topics: [String]
  var phones: [String]
}

print("== The values as JSON")
do {
  print(String(decoding: try form.jsonData(), as: UTF8.self))
  let signUp = try form.values(as: SignUp.self)
  print("decoded: \(signUp.name ?? "?"), \(signUp.plan ?? "?"), \(signUp.topics), \(signUp.phones)")
} catch {
  print("!! \(error)")
}
