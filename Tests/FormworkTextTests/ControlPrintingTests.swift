import Formwork
import FormworkText
import Testing

/// A cell that draws whatever control and accessory a test gives it.
final class ProbeCell: Cell<String>, CellType {
  required init() {}
}

/// A row with a ``ProbeCell``.
final class ProbeRow: Row<ProbeCell>, RowType {
  required init(tag: String?) {
    super.init(tag: tag)
  }
}

/// The cell of a star rating: its value text is the stars, its control a description.
final class RatingCell: Cell<Int>, CellType {
  required init() {}

  override func update() {
    super.update()
    let stars = min(max(row?.value ?? 0, 0), 5)
    valueText = stars == 0 ? nil : String(repeating: "*", count: stars)
    control = .custom("rating \(stars) of 5")
  }
}

/// A custom row holding a rating from 1 to 5.
final class RatingRow: Row<RatingCell>, RowType {
  required init(tag: String?) {
    super.init(tag: tag)
  }
}

@Suite("Printing controls, accessories and custom rows")
struct ControlPrintingTests {
  /// The single line `control` draws in a row titled "T", 30 columns wide in ASCII.
  func line(_ control: CellControl, accessory: CellAccessory = .none, value: String? = nil)
    -> String
  {
    let row = ProbeRow {
      $0.title = "T"
      $0.value = value
    }
    row.cellUpdate { cell, _ in
      cell.control = control
      cell.accessory = accessory
    }
    return TextPrinter(width: 30, charset: .ascii).render(row)
  }

  @Test(
    "the slider's knob stays on its track for any value and range",
    arguments: [
      (CellControl.slider(value: 0, minimum: 0, maximum: 1), "  T ............ [|----------]"),
      (.slider(value: 1, minimum: 0, maximum: 1), "  T ............ [==========|]"),
      (.slider(value: 0.26, minimum: 0, maximum: 1), "  T ............ [===|-------]"),
      (.slider(value: 75, minimum: 50, maximum: 100), "  T ............ [=====|-----]"),
      (.slider(value: -5, minimum: 0, maximum: 1), "  T ............ [|----------]"),
      (.slider(value: 9, minimum: 0, maximum: 1), "  T ............ [==========|]"),
      (.slider(value: .nan, minimum: 0, maximum: 1), "  T ............ [|----------]"),
      (.slider(value: .infinity, minimum: 0, maximum: 1), "  T ............ [==========|]"),
      (.slider(value: 1, minimum: 0, maximum: .infinity), "  T ............ [|----------]"),
      (.slider(value: 3, minimum: 5, maximum: 5), "  T ............ [|----------]"),
      (.slider(value: 3, minimum: 9, maximum: 1), "  T ............ [|----------]"),
    ])
  func slider(control: CellControl, expected: String) {
    #expect(line(control) == expected)
  }

  @Test(
    "each control and accessory has its own glyphs",
    arguments: [
      (CellControl.none, CellAccessory.disclosureIndicator, "  T ...................... v >"),
      (.none, .checkmark, "  T ...................... v x"),
      (.none, .detailButton, "  T .................... v (i)"),
      (.check(isChecked: true), .checkmark, "  T .................... v [x]"),
      (.toggle(isOn: false), .none, "  T .................. v [OFF]"),
      (
        .stepper(value: 1, minimum: 0, maximum: 2, step: 1), .none, "  T ................ [-] v [+]"
      ),
      (.button, .disclosureIndicator, "            ( T )            >"),
      (.custom("dial"), .none, "  T ........................ v"),
      (.textField(TextFieldStyle(isSecure: true)), .none, "  T [*                       ]"),
    ])
  func controls(control: CellControl, accessory: CellAccessory, expected: String) {
    #expect(line(control, accessory: accessory, value: "v") == expected)
  }

  @Test("a custom row shows its cell's value text, or its control's description without one")
  func customRow() throws {
    let form = Form() +++ Section("Custom") <<< RatingRow("stars") { $0.title = "Rating" }
    let printer = TextPrinter(width: 36, charset: .ascii)
    #expect(
      printer.render(form) == """
        +- Custom -------------------------+
        |   Rating ......... rating 0 of 5 |
        +----------------------------------+
        """)
    (form.rowBy(tag: "stars") as RatingRow?)?.value = 4
    #expect(
      printer.render(form) == """
        +- Custom -------------------------+
        |   Rating .................. **** |
        +----------------------------------+
        """)
  }
}

@Suite("Printing segmented controls")
struct SegmentedPrintingTests {
  @Test("the selected option is marked, in Unicode and ASCII")
  func segments() {
    let row = SegmentedRow<String>("s") {
      $0.title = "Topic"
      $0.options = ["A", "B"]
      $0.value = "B"
    }
    let form = Form() +++ Section() <<< row
    #expect(form.rows.count == 1)
    #expect(TextPrinter(width: 30).render(row) == "  Topic ··········· [ A │ ●B ]")
    #expect(TextPrinter(width: 30, charset: .ascii).render(row) == "  Topic ........... [ A | *B ]")
  }
}
