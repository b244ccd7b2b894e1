// Eureka's hidden-rows example, headless: switches that show a row and a section, a segmented
// choice that picks which section shows, and a check that disables a row. Each step is printed.
import Formwork
import FormworkText

let form = Form()

form +++ Section("Switches")
  <<< SwitchRow("showRow") { $0.title = "Show the next row" }
  <<< SwitchRow("showSection") {
    $0.title = "Show the next section"
    $0.hidden = "$showRow != YES"  // nil (never switched) counts as off
  }

form
  +++ Section(footer: "Shown while both switches above are on.") {
    $0.tag = "extra"
    $0.hidden = .predicate(
      .or([.value(of: "showSection").notEquals(true), .isHidden("showSection").equals(true)]))
  }
  <<< TextRow("extraNote") { $0.placeholder = "Here now, gone soon" }

form +++ Section("Interests")
  <<< SegmentedRow<String>("topic") {
    $0.title = "Topic"
    $0.options = ["Sport", "Music", "Films"]
    $0.value = "Films"
  }

form +++ Section("Sport") { $0.hidden = "$topic != 'Sport'" }
  <<< TextRow("player") { $0.title = "Favourite player" }

form +++ Section("Music") { $0.hidden = "$topic != 'Music'" }
  <<< TextRow("band") { $0.title = "Favourite band" }
  <<< TextRow("album") { $0.title = "Album" }

form +++ Section("Films") { $0.hidden = "$topic != 'Films'" }
  <<< TextRow("film") { $0.title = "Favourite film" }

form +++ Section("Locking")
  <<< CheckRow("lock") { $0.title = "Lock the nickname" }
  <<< NameRow("nickname") {
    $0.title = "Nickname"
    $0.value = "Ada"
    $0.disabled = "$lock == YES"
  }

let printer = TextPrinter(width: 52)

@MainActor
func step(_ heading: String, _ action: () throws -> Void) {
  print("== \(heading)")
  do {
    try action()
  } catch {
    print("!! refused: \(error)")
  }
  print(printer.render(form))
  print()
}

step("The form as it starts") {}
step("Turn on the first switch: the second one appears") { try form.toggle("showRow") }
step("Turn on the second switch: the extra section appears") { try form.toggle("showSection") }
step("Turn off the first switch: the second switch hides, and the section with it") {
  try form.toggle("showRow")
}
step("Pick Music: only the music section shows") {
  try (form.rowBy(tag: "topic") as SegmentedRow<String>?)?.select("Music")
}
step("Pick Sport by its position") {
  try (form.rowBy(tag: "topic") as SegmentedRow<String>?)?.select(at: 0)
}
step("Check the lock: the nickname is disabled") { try form.tap("lock") }
step("Try to type into the locked nickname") { try form.type("!", into: "nickname") }
step("Uncheck the lock and type again") {
  try form.tap("lock")
  try form.type(" L.", into: "nickname")
}

print("values: \(form.values().keys.sorted().joined(separator: ", "))")
print("nickname: \((form.rowBy(tag: "nickname") as NameRow?)?.value ?? "-")")
