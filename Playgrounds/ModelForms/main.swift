// A form built from a plain Swift model (TLFormView's TLFormModel): printed, edited by script,
// read back as the model, reloaded from a changed model, and an unsupported type reported.
// Then TLFormView's own user example: an avatar, a user name shown only above 12 and an age with
// help text, printed at a regular and a compact width, edited, read back, and its schema printed.
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

print()
print("== TLFormView's user example")

struct TLUser: Codable, FormModel {
  var avatar: FormImage?
  // swift-format-ignore: AlwaysUseLowerCamelCase
  var user_name: String?
  var age: Int?

  static var formDescription: FormModelDescription<TLUser> {
    FormModelDescription(
      header: "User",
      fields: [
        .field(\.avatar, placeholder: "No photo"),
        .field(\.user_name, hidden: "$age == nil OR $age <= 12"),
        .field(\.age, help: "Age in years"),
      ],
      layout: FormLayout(
        compactBelow: 60, compact: ["V:|-[avatar(>=2)]-[user_name]-|"],
        regular: ["H:|-[avatar(==24)]-[user_name]-|"]))
  }
}

let avatarURL = URL(string: "https://example.com/ann.png")
let tlUser = TLUser(
  avatar: avatarURL.map { FormImage(url: $0, pixelSize: PixelSize(width: 64, height: 64)) },
  user_name: "ann", age: 30)
let userForm = try Form(model: tlUser)
print("-- regular (72 columns)")
print(TextPrinter(width: 72).render(userForm))
print("-- compact (44 columns)")
print(TextPrinter(width: 44).render(userForm))

try userForm.rowBy(tag: "age")?.replaceText(with: "9")
print("-- age 9: the user name hides")
print(TextPrinter(width: 72).render(userForm))
try userForm.rowBy(tag: "age")?.replaceText(with: "19")
let readBack = try userForm.model(as: TLUser.self)
print("Read back: \(readBack.user_name ?? "none"), age \(readBack.age.map(String.init) ?? "none"),")
print("  avatar \(readBack.avatar?.description ?? "none")")

let export = userForm.schema()
print("-- the form's schema (\(export.omissions.count) parts left out)")
print(String(decoding: try export.schema.jsonData(prettyPrinted: true), as: UTF8.self))
