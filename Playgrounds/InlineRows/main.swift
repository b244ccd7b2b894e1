// Eureka's inline rows example, headless: inline date, time and option pickers among rows that
// hide and show. Each step is printed with the events the form sent.
import Formwork
import FormworkText
import Foundation

/// A date read as `yyyy-MM-dd HH:mm` in UTC, the time zone the date rows show.
func utc(_ text: String) -> Date {
  let formatter = DateFormatter()
  formatter.locale = Locale(identifier: "en_US_POSIX")
  formatter.timeZone = TimeZone(identifier: "UTC")
  formatter.dateFormat = "yyyy-MM-dd HH:mm"
  return formatter.date(from: text) ?? Date(timeIntervalSince1970: 0)
}

let form = Form()
form.inlineRowHideOptions = [.anotherInlineRowIsShown, .firstResponderChanges]

form +++ Section("Event")
  <<< TextRow("title") {
    $0.title = "Title"
    $0.value = "Team offsite"
  }
  <<< SwitchRow("allDay") { $0.title = "All-day" }
  <<< DateInlineRow("day") {
    $0.title = "Day"
    $0.value = utc("2026-11-23 00:00")
    $0.minimumDate = utc("2026-11-01 00:00")
    $0.maximumDate = utc("2026-11-30 00:00")
  }
  <<< LabelRow("allDayNote") {
    $0.title = "Lasts the whole day"
    $0.hidden = "$allDay != YES"
  }
  <<< TimeInlineRow("starts") {
    $0.title = "Starts"
    $0.value = utc("2026-11-23 09:00")
    $0.minuteInterval = 15
    $0.hidden = "$allDay == YES"
  }
  <<< CountDownInlineRow("length") {
    $0.title = "Length"
    $0.value = utc("1970-01-01 01:30")
    $0.hidden = "$allDay == YES"
  }

form +++ Section("Details")
  <<< PickerInlineRow<String>("room") {
    $0.title = "Room"
    $0.options = ["Atrium", "Library", "Roof"]
    $0.value = "Atrium"
  }
  <<< DoublePickerInlineRow<String, String>("catering") {
    $0.title = "Catering"
    $0.firstOptions = { ["Lunch", "Dinner"] }
    $0.secondOptions = { $0 == "Lunch" ? ["Sandwiches", "Salads"] : ["Buffet"] }
  }

let printer = TextPrinter(width: 52)
var events: [String] = []
form.observe { event in
  switch event {
  case .rowsAdded(let rows, let paths):
    events.append(
      "added \(rows.map { $0.tag ?? "inline" }) at \(paths.map { "\($0.section).\($0.row)" })")
  case .rowsRemoved(let rows, let paths):
    events.append(
      "removed \(rows.map { $0.tag ?? "inline" }) at \(paths.map { "\($0.section).\($0.row)" })")
  default:
    break
  }
}

@MainActor
func step(_ heading: String, _ action: () throws -> Void) {
  print("== \(heading)")
  events.removeAll()
  do {
    try action()
  } catch {
    print("!! refused: \(error)")
  }
  for event in events { print("   \(event)") }
  print(printer.render(form))
  print()
}

@MainActor
func inline<Row>(_ tag: String, as type: Row.Type) -> Row.InlineRow?
where Row: InlineRowType, Row.Cell.Value == Row.InlineRow.Cell.Value {
  (form.rowBy(tag: tag) as? Row)?.inlineRow
}

step("The form as it starts") {}
step("Tap the day: its date picker opens right below it") { try form.tap("day") }
step("Pick a day after the last one offered: the picker stops at the limit") {
  try inline("day", as: DateInlineRow.self)?.pick(utc("2026-12-24 00:00"))
}
step("Turn on All-day with the picker open: the note shows below the picker") {
  try form.toggle("allDay")
}
step("Turn All-day off and tap the start: the day's picker closes, only one stays open") {
  try form.toggle("allDay")
  try form.tap("starts")
}
step("Pick 10:07: the minutes wheel moves in steps of 15") {
  try inline("starts", as: TimeInlineRow.self)?.pick(utc("2026-11-23 10:07"))
}
step("Focus the title: the focus change closes the open picker") { try form.focus("title") }
step("Leave the title, open the room picker and choose a room that is not offered") {
  form.resignFocus()
  try form.tap("room")
  try inline("room", as: PickerInlineRow<String>.self)?.select("Cellar")
}
step("Choose the roof, then close the picker with a second tap") {
  try inline("room", as: PickerInlineRow<String>.self)?.select("Roof")
  try form.tap("room")
}
step("Open the catering picker and turn its first wheel to dinner") {
  try form.tap("catering")
  try inline("catering", as: DoublePickerInlineRow<String, String>.self)?.select(first: "Dinner")
}

let values = form.values()
for tag in values.keys.sorted() {
  print("\(tag): \(values[tag].flatMap { $0 }.map { "\($0)" } ?? "-")")
}
