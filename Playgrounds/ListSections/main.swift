// Eureka's list sections example, headless: a single-choice list (where do you live?) and a
// multiple-choice list (what do you like?), with a limit, scripted and printed after each step.
import Formwork
import FormworkText

let continents = SelectableSection<ListCheckRow<String>>(
  "Where do you live?", selectionType: .singleSelection(enableDeselection: true)
) {
  $0.tag = "continent"
}
for continent in ["Africa", "America", "Asia", "Europe", "Oceania"] {
  continents
    <<< ListCheckRow<String>(continent) {
      $0.title = continent
      $0.selectableValue = continent
    }
}

let likes = SelectableSection<ListCheckRow<String>>(
  header: "What do you like?", footer: "Pick two or three.", selectionType: .multipleSelection
) {
  $0.tag = "likes"
  $0.minimumSelections = 2
  $0.maximumSelections = 3
}
for food in ["Pizza", "Sushi", "Tacos", "Curry", "Salad"] {
  likes
    <<< ListCheckRow<String>(food.lowercased()) {
      $0.title = food
      $0.selectableValue = food
    }
}

let form = Form() +++ continents +++ likes
var log: [String] = []
continents.onSelectSelectableRow = { _, row in
  log.append("onSelectSelectableRow: \(row.title ?? "?") -> \(row.value ?? "nil")")
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
  print(
    "values: continent=\(continents.selectedRow()?.value ?? "nil"), likes=\(likes.selectedValues)")
  print()
}

step("The form as it starts") {}
step("Tap Asia") { try form.tap("Asia") }
step("Tap Europe: Asia is deselected") { try form.tap("Europe") }
step("Tap Europe again: deselection is enabled") { try form.tap("Europe") }
step("Select Oceania by value") { try continents.select("Oceania") }
step("Select Mars: no such option") { try continents.select("Mars") }
step("Like pizza, then validate: one is not enough") {
  try form.tap("pizza")
  form.validate()
}
step("Like sushi and curry: the message goes") {
  try form.tap("sushi")
  try form.tap("curry")
}
step("Like salad too: four is too many") { try form.tap("salad") }
step("Set the likes by value") { try form.setValues(checking: ["likes": ["Tacos", "Sushi"]]) }
