// Eureka's multivalued example, headless: a list of phone numbers with an add button (insert,
// delete, reorder), and a list of emails in XLForm's last-row mode, where an empty row waits at
// the end. Scripted and printed after each step, with the events the form sends.
import Formwork
import FormworkText

let phones = MultivaluedSection(
  multivaluedOptions: [.Insert, .Delete, .Reorder], header: "Phone numbers",
  footer: "Up to three numbers."
) {
  $0.tag = "phones"
  $0.maximumItems = 3
  $0.addButtonProvider = { _ in ButtonRow { $0.title = "Add a phone number" } }
  $0.multivaluedRowToInsertAt = { _ in PhoneRow { $0.placeholder = "Number" } }
  $0 <<< PhoneRow { $0.value = "555-0100" }
}

let emails = MultivaluedSection(
  multivaluedOptions: [.Insert, .Delete], insertMode: .lastRow, header: "Emails"
) {
  $0.tag = "emails"
  $0.multivaluedRowToInsertAt = { _ in
    EmailRow {
      $0.placeholder = "New email"
      $0.add(rule: RuleEmail())
      $0.validationOptions = .validatesOnChange
    }
  }
}

let form = Form() +++ phones +++ emails
var log: [String] = []
form.observe { event in
  switch event {
  case .rowsAdded(_, let paths):
    log.append("rows added at \(paths.map { "\($0.section).\($0.row)" })")
  case .rowsRemoved(_, let paths):
    log.append("rows removed at \(paths.map { "\($0.section).\($0.row)" })")
  case .rowMoved(_, let from, let to):
    log.append("row moved from \(from.section).\(from.row) to \(to.section).\(to.row)")
  default: break
  }
}

let printer = TextPrinter(width: 44)

@MainActor
func step(_ heading: String, _ action: () throws -> Void) {
  print("== \(heading)")
  do {
    try action()
  } catch {
    print("!! refused: \(error)")
  }
  for line in log { print("   \(line)") }
  log.removeAll()
  print(printer.render(form))
  let values = form.values()
  print(
    "phones: \(values["phones"] as? [String] ?? []), emails: \(values["emails"] as? [String] ?? [])"
  )
  print()
}

step("The form as it starts") {}
step("Tap the add button: a new number row, focused") {
  try phones.addButtonRow?.tap()
  try form.focusedRow?.typeText("555-0199")
}
step("Add a third number at the top") {
  let row = try phones.insertRow(at: 0)
  try row.typeText("555-0142")
}
step("A fourth number is one too many") { try phones.insertRow() }
step("Move the last number to the top") { try phones.moveRow(at: 2, to: 0) }
step("Delete the second number") { try phones.deleteRow(at: 1) }
step("The add button cannot be deleted") { try phones.deleteRow(at: 2) }
step("Type an email into the empty last row: a new empty row appears") {
  try emails.insertionRow?.typeText("ann@example.com")
}
step("Type a bad email into the new empty row") {
  try emails.insertionRow?.typeText("bob@")
}
step("Per-item errors, by index") {
  for (index, errors) in emails.validationErrorsByItem().sorted(by: { $0.key < $1.key }) {
    print("   item \(index): \(errors.map(\.message))")
  }
}
step("Replace every email by value") {
  try form.setValues(checking: ["emails": ["ann@example.com", "cy@example.com"]])
}
