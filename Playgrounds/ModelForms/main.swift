// A form built from a plain Swift model (TLFormView's TLFormModel): printed, edited by script,
// read back as the model, reloaded from a changed model, and an unsupported type reported.
import Formwork
import FormworkText
import Foundation

enum Plan: String, CaseIterable, Codable {
  case free, pro, enterprise
}

struct Address: Codable {
  var street: String
  var city: String?
}

struct User: Codable, FormModel {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  var user_name: String  // snake case, as TLFormView's models: titled "User Name"
  var age: Int?
  var homepageURL: URL?
  var plan: Plan
  var newsletter: Bool
  var emails: [String]
  var address: Address
  var internalID = 42

  static var formDescription: FormModelDescription<User> {
    FormModelDescription(
      header: "User", excluding: [\.internalID],
      fields: [
        .field(\.user_name, placeholder: "ann", rules: [RuleMinLength(minLength: 3)]),
        .field(\.age, help: "Your age in years", hidden: "$user_name == nil"),
        .field(\.emails, title: "Email addresses", row: .email),
      ])
  }
}

var user = User(
  user_name: "ann", age: 30, homepageURL: URL(string: "https://ann.example"), plan: .free,
  newsletter: false, emails: ["ann@example.com"], address: Address(street: "1 Main St", city: nil))

let printer = TextPrinter(width: 60)
let form = try Form(model: user)
print("Built from a User:")
print(printer.render(form))

try form.type("e", into: "user_name")
try form.toggle("newsletter")
try form.type("Oslo", into: "address.city")
try (form.rowBy(tag: "plan") as? PushRow<Plan>)?.select(.pro)
user = try form.model(updating: user)
print("Read back: \(user.user_name), plan \(user.plan), newsletter \(user.newsletter),")
print("  city \(user.address.city ?? "none"), internal ID kept: \(user.internalID)")

let observation = form.observe { event in
  if case .valueChanged(let row, _, let new, _) = event {
    print("  changed \(row.tag ?? "?") to \(new.map { "\($0)" } ?? "nil")")
  }
}
var changed = user
changed.age = 31
changed.plan = .enterprise
print("Reloaded from a changed User (same rows):")
let report = try form.reloadValues(from: changed)
print("  report: \(report)")
form.removeObserver(observation)

form.disabled = true
print("Read-only (Form.disabled):")
print(printer.render(form))

struct Document {
  var title = "Notes"
  var attachment = Data()
}
do {
  _ = try Form(model: Document())
} catch {
  print("Unsupported: \(error)")
}
let skipping = try Form(
  model: Document(), options: ModelFormOptions(skipsUnsupportedProperties: true))
print("Skipped: \(skipping.skippedModelProperties.map(\.description))")
