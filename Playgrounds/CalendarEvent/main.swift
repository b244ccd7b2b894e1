// The Add Event form of XLForm's README (the iOS Calendar's), written with Eureka's operators,
// then filled in by a script and printed after each step. With `--interactive`
// (`swift run CalendarEvent --interactive`) a person fills it in with the keyboard instead.
import Formwork
import FormworkTerminal
import FormworkText
import Foundation

// MARK: A custom row

/// The cell of a rating row: a tap moves the rating one star up, wrapping after five.
final class RatingCell: Cell<Int>, CellType {
  static let maximum = 5

  required init() {}

  override func update() {
    super.update()
    let stars = min(max(row?.value ?? 0, 0), Self.maximum)
    valueText =
      String(repeating: "★", count: stars)
      + String(repeating: "☆", count: Self.maximum - stars)
    control = .custom("rating \(stars) of \(Self.maximum)")
  }

  override func didSelect() {
    guard let row else { return }
    row.value = (row.value ?? 0) % Self.maximum + 1
  }
}

/// A row holding a rating from 1 to 5 stars.
final class RatingRow: Row<RatingCell>, RowType {
  required init(tag: String?) {
    super.init(tag: tag)
  }
}

// MARK: The form

/// Dates as the Calendar shows them, in one time zone so the script prints the same everywhere:
/// "Tue 3 Jun, 09:00", or "Tue 3 Jun" for an all-day event.
func eventFormat(allDay: Bool) -> DateFormatter {
  let formatter = DateFormatter()
  formatter.locale = Locale(identifier: "en_GB")
  formatter.timeZone = TimeZone(identifier: "UTC")
  formatter.dateFormat = allDay ? "EEE d MMM" : "EEE d MMM, HH:mm"
  return formatter
}

/// 3 June 2025 at `hour`:00, UTC.
func june3(at hour: Int) -> Date {
  Date(timeIntervalSince1970: 1_748_908_800 + Double(hour) * 3600)
}

// One statement per section keeps type-checking fast however long the form grows.
let form = Form()
form.timeZone = TimeZone(identifier: "UTC")

form
  +++ Section()
  <<< TextRow("title") { $0.placeholder = "Title" }
  <<< TextRow("location") { $0.placeholder = "Location" }

form
  +++ Section()
  <<< SwitchRow("all-day") { $0.title = "All-day" }.onChange { row in
    let format = eventFormat(allDay: row.value == true)
    (form.rowBy(tag: "starts") as DateTimeRow?)?.dateFormatter = format
    (form.rowBy(tag: "ends") as DateTimeRow?)?.dateFormatter = format
  }
  <<< DateTimeRow("starts") {
    $0.title = "Starts"
    $0.value = june3(at: 9)
    $0.minuteInterval = 5
    $0.dateFormatter = eventFormat(allDay: false)
  }
  <<< DateTimeRow("ends") {
    $0.title = "Ends"
    $0.value = june3(at: 10)
    $0.minuteInterval = 5
    $0.dateFormatter = eventFormat(allDay: false)
  }

form
  +++ Section()
  <<< PushRow<String>("repeat") {
    $0.title = "Repeat"
    $0.options = ["Never", "Every Day", "Every Week", "Every 2 Weeks", "Every Month", "Every Year"]
    $0.value = "Never"
  }
  <<< PushRow<String>("alert") {
    $0.title = "Alert"
    $0.options = ["None", "At time of event", "Before the event"]
    $0.value = "None"
  }
  <<< IntRow("reminder") {
    $0.title = "Remind me (min)"
    $0.placeholder = "15"
    $0.hidden = .function(["alert"]) { form in
      (form.rowBy(tag: "alert") as PushRow<String>?)?.value != "Before the event"
    }
  }

form
  +++ Section("Priority")
  <<< RatingRow("importance") {
    $0.title = "Importance"
    $0.value = 3
  }

form
  +++ Section(footer: "Notes are shared with everyone invited.")
  <<< TextAreaRow("notes") { $0.placeholder = "Notes" }

form
  +++ Section()
  <<< ButtonRow("add") {
    $0.title = "Add Event"
    $0.disabled = .function(["title"]) { form in
      (form.rowBy(tag: "title") as TextRow?)?.value == nil
    }
  }

// MARK: Filled in by a person

// Every row is a real one: Enter on Starts or Ends changes the date part by part (←→ part,
// ↑↓ or digits), Enter on Repeat or Alert opens its options, Enter on Importance adds a star.
if CommandLine.arguments.contains("--interactive") {
  switch try FormRunner(form).run() {
  case .submitted(let values):
    // The values print as values: `add: nil, alert: None, all-day: false, …`.
    print("Added: \(values)")
  case .cancelled(let reason):
    print("Not added: \(reason)")
  }
  exit(0)
}

// MARK: The script

let printer = TextPrinter(width: 60)

func show(_ form: Form, _ heading: String) {
  print("== \(heading)")
  print(printer.render(form))
  print()
}

func step(_ heading: String, on form: Form, _ action: () throws -> Void) {
  do {
    try action()
  } catch {
    print("!! \(error)")
  }
  show(form, heading)
}

show(form, "A new event")

step("Type a title", on: form) { try form.type("Team lunch", into: "title") }

step("Press Next: focus moves to Location", on: form) { form.focusNext() }

step("Type a location", on: form) { try form.type("Luigi's, 2nd floor", into: "location") }

step("Turn on All-day: Starts and Ends lose their times", on: form) { try form.toggle("all-day") }

step("Pick an alert: the reminder row appears", on: form) {
  (form.rowBy(tag: "alert") as PushRow<String>?)?.value = "Before the event"
}

step("Type \"1o\" minutes and leave: the text is kept, marked, and explained", on: form) {
  try form.type("1o", into: "reminder")
  form.resignFocus()
}

step("Fix it to 10 and raise the importance with a tap on the custom row", on: form) {
  try form.rowBy(tag: "reminder")?.replaceText(with: "10")
  try form.tap("importance")
}

step("Write notes in the text area", on: form) {
  try form.type(
    "Booked a table for six. Bring the slides for the quarterly review; Ana has the projector.",
    into: "notes")
}

form.resignFocus()
print("== Done, in ASCII at 44 columns")
print(TextPrinter(width: 44, charset: .ascii).render(form))
print()
print("values:")
for (tag, value) in form.values().sorted(by: { $0.key < $1.key }) {
  print("  \(tag): \(value.map { String(describing: $0) } ?? "nil")")
}
