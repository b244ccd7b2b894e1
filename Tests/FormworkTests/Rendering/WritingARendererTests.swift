import Formwork
import Foundation
import Testing

// The renderer of the article "Writing a renderer" (Formwork.docc/Articles/WritingARenderer.md), kept
// here so that its code compiles and works. Keep the two in step.

/// A renderer that keeps one line per visible row and redraws only the rows events name.
final class LineRenderer {
  let form: Form
  private(set) var lines: [BaseRow: String] = [:]
  private(set) var redrawn: [String] = []
  private(set) var presented: Form?

  init(_ form: Form) {
    self.form = form
    for section in form {
      for row in section { draw(row) }
    }
    form.observe { [weak self] event in self?.handle(event) }
  }

  /// One row as a line: its title, then what its control shows.
  static func line(of row: BaseRow) -> String {
    let cell = row.displayedCell
    let title = cell.title ?? ""
    let value = cell.valueText ?? cell.placeholder ?? ""
    switch cell.control {
    case .toggle(let isOn): return "\(title): \(isOn ? "on" : "off")"
    case .check(let isChecked): return "\(title): \(isChecked ? "[x]" : "[ ]")"
    case .segmented(let options, let selected):
      let marked = options.enumerated().map {
        $0.offset == selected ? "(\($0.element))" : $0.element
      }
      return "\(title): \(marked.joined(separator: " "))"
    case .picker(let picker):
      return "\(title): " + picker.components.map { $0.text ?? "-" }.joined(separator: " / ")
    case .selector(let selector):
      return "\(title): \(value) (\(selector.options.count) options)"
    case .button: return "[ \(title) ]"
    case .title: return "== \(title) =="
    case .note(let note): return "\(note.blocks.count) blocks of text"
    case .list(let items, _): return "\(title): \(items.joined(separator: "; "))"
    case .image(let image): return "\(title): [\(image?.description ?? "no image")]"
    case .textField, .textArea, .none, .custom, .slider, .stepper, .datePicker:
      return "\(title): \(value)"
    }
  }

  /// A section's heading: its header, and what kind of section it is.
  static func heading(of section: Section) -> String {
    let header = section.header?.title ?? ""
    switch section.kind {
    case .plain:
      return header
    case .selectable(let selectionType, _, let maximum):
      let count = selectionType == .multipleSelection ? "\(maximum.map(String.init) ?? "any")" : "1"
      return "\(header) (choose \(count))"
    case .multivalued(let editing):
      return "\(header) (\(editing.itemCount) items)"
    }
  }

  /// Redraws a row and notes that it did.
  private func draw(_ row: BaseRow) {
    lines[row] = Self.line(of: row)
    redrawn.append(row.tag ?? row.reference)
  }

  private func handle(_ event: FormEvent) {
    switch event {
    case .cellChanged(let row, _):
      // Its value, title, errors, focus or disabled state changed: once per change.
      draw(row)
    case .rowsAdded(let rows, _):
      for row in rows { draw(row) }
    case .rowsRemoved(let rows, _):
      for row in rows { lines[row] = nil }
    case .selectorPresented(_, let form, _):
      presented = form
    case .selectorDismissed:
      presented = nil
    default:
      break
    }
  }

  /// The visible form, a heading per section and a line per row.
  var text: String {
    form.map { section in
      ([Self.heading(of: section)] + section.map { "  " + (lines[$0] ?? "?") })
        .joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// Acts on the row tagged `tag` as a key press would, by one switch over the row's input:
  /// the next option of a choice row, the toggle of a switch, a step up of a slider or stepper,
  /// a day later on a date (expanding an inline row instead), focus for a text field, a tap
  /// otherwise.
  func press(_ tag: String) throws {
    guard let row = form.rowBy(tag: tag) else { throw InteractionError.unknownTag(tag) }
    switch row.input {
    case .none, .button, .option:
      try row.tap()
    case .text(let field):
      try field.focus()
    case .toggle(let toggleable):
      try toggleable.toggle()
    case .choice(let choice):
      guard let first = choice.choiceComponents.first, !first.options.isEmpty else {
        return try row.tap()  // presents a selector, or expands an inline picker
      }
      try choice.select(at: ((first.selectedIndex ?? -1) + 1) % first.options.count)
    case .date(let dates):
      if let inline = row.expandableRow { return inline.toggleInlineRow() }
      try dates.pick((dates.datePickerControl.date ?? Date()).addingTimeInterval(86_400))
    case .adjust(let adjustable):
      var value = 0.0
      switch row.displayedCell.control {
      case .slider(let current, _, _), .stepper(let current, _, _, _): value = current
      default: break
      }
      try adjustable.adjust(to: value + (adjustable.step ?? 1))
    case .image, .list:
      try row.tap()  // a real renderer opens a file chooser or an item editor here
    }
  }
}

@Suite("Writing a renderer: the article's renderer")
struct WritingARendererTests {
  static func form() -> Form {
    Form()
      +++ Section("Trip")
      <<< SegmentedRow<String>("class") {
        $0.title = "Class"
        $0.options = ["Economy", "Business"]
      }
      <<< SwitchRow("return") {
        $0.title = "Return"
        $0.value = false
      }
      <<< PushRow<String>("seat") {
        $0.title = "Seat"
        $0.options = ["Aisle", "Window"]
        $0.noValueDisplayText = "Any"
      }
      <<< TextRow("note") {
        $0.title = "Note"
        $0.hidden = "$return == false"
      }
      +++ SelectableSection<ListCheckRow<String>>(
        "Meal", selectionType: .singleSelection(enableDeselection: true))
      <<< ListCheckRow<String>("veg") {
        $0.title = "Vegetarian"
        $0.selectableValue = "veg"
      }
  }

  @Test("the renderer draws the form, then redraws only the rows events name")
  func renderer() throws {
    let form = Self.form()
    let renderer = LineRenderer(form)
    #expect(
      renderer.text == """
        Trip
          Class: Economy Business
          Return: off
          Seat: Any (2 options)
        Meal (choose 1)
          Vegetarian: [ ]
        """)
    let drawnAtFirst = renderer.redrawn.count
    try renderer.press("class")
    try renderer.press("return")
    // The order of the events is the pass's (cause first); the rows redrawn are these three.
    #expect(renderer.redrawn.dropFirst(drawnAtFirst).sorted() == ["class", "note", "return"])
    try form.type("Late flight", into: "note")
    try form.rowBy(tag: "seat")?.presentingRow?.present()
    #expect(renderer.presented?.allRows.count == 2)
    try renderer.press("seat")
    #expect(renderer.presented == nil)
    try renderer.press("veg")
    #expect(
      renderer.text == """
        Trip
          Class: (Economy) Business
          Return: on
          Seat: Aisle (2 options)
          Note: Late flight
        Meal (choose 1)
          Vegetarian: [x]
        """)
  }
}
