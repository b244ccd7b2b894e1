import Formwork
import FormworkText
import Testing

@Suite("Printing picker rows")
struct PickerRowPrintingTests {
  /// Every picker row: pickers in place, input rows and inline rows, with and without values.
  static func form() -> Form {
    let continents = { ["Europe", "Asia"] }
    let cities = { (continent: String) in continent == "Europe" ? ["Paris", "Rome"] : ["Tokyo"] }
    let districts = { (_: String, city: String) in city == "Paris" ? ["Marais"] : ["Centre"] }
    return Form()
      +++ Section("Pickers")
      <<< PickerRow<String>("size") {
        $0.options = ["S", "M", "L"]
        $0.value = "M"
      }
      <<< PickerRow<String>("none") {
        $0.title = "None"
        $0.noValueDisplayText = "Choose"
      }
      <<< DoublePickerRow<String, String>("city") {
        $0.firstOptions = continents
        $0.secondOptions = cities
        $0.value = Tuple(a: "Europe", b: "Rome")
      }
      <<< TriplePickerRow<String, String, String>("district") {
        $0.firstOptions = continents
        $0.secondOptions = cities
        $0.thirdOptions = districts
        $0.value = Tuple3(a: "Europe", b: "Paris", c: "Marais")
      }
      +++ Section("Input")
      <<< PickerInputRow<Int>("count") {
        $0.title = "Count"
        $0.options = [1, 2]
        $0.value = 2
      }
      <<< DoublePickerInputRow<String, String>("cityInput") {
        $0.title = "City"
        $0.noValueDisplayText = "Pick a city"
      }
      <<< TriplePickerInputRow<String, String, String>("districtInput") {
        $0.title = "District"
        $0.value = Tuple3(a: "Asia", b: "Tokyo", c: "Centre")
      }
      +++ Section("Inline")
      <<< PickerInlineRow<String>("colour") {
        $0.title = "Colour"
        $0.options = ["red", "green"]
        $0.value = "green"
      }
      <<< DoublePickerInlineRow<String, String>("cityInline") {
        $0.title = "City"
        $0.firstOptions = continents
        $0.secondOptions = cities
        $0.value = Tuple(a: "Asia", b: "Tokyo")
      }
      <<< TriplePickerInlineRow<String, String, String>("districtInline") { $0.title = "District" }
  }

  @Test("in Unicode, pickers show a wheel per component and other rows their value")
  func unicode() throws {
    let form = Self.form()
    try form.focus("count")
    #expect(
      TextPrinter(width: 50).render(form) == """
        ┌─ Pickers ──────────────────────────────────────┐
        │                                        [◂ M ▸] │
        │   None ························ [◂ ‹Choose› ▸] │
        │                        [◂ Europe ▸] [◂ Rome ▸] │
        │          [◂ Europe ▸] [◂ Paris ▸] [◂ Marais ▸] │
        └────────────────────────────────────────────────┘

        ┌─ Input ────────────────────────────────────────┐
        │ ▸ Count ···································· 2 │
        │   City ························· ‹Pick a city› │
        │   District ··············· Asia, Tokyo, Centre │
        └────────────────────────────────────────────────┘

        ┌─ Inline ───────────────────────────────────────┐
        │   Colour ······························· green │
        │   City ··························· Asia, Tokyo │
        │   District                                     │
        └────────────────────────────────────────────────┘
        """)
  }

  @Test("in ASCII, expanded inline pickers show below their rows")
  func ascii() throws {
    let form = Self.form()
    form.inlineRowHideOptions = .never
    try form.tap("colour")
    try form.tap("cityInline")
    #expect(
      TextPrinter(width: 50, charset: .ascii).render(form) == """
        +- Pickers --------------------------------------+
        |                                        [< M >] |
        |   None ........................ [< <Choose> >] |
        |                        [< Europe >] [< Rome >] |
        |          [< Europe >] [< Paris >] [< Marais >] |
        +------------------------------------------------+

        +- Input ----------------------------------------+
        |   Count .................................... 2 |
        |   City ......................... <Pick a city> |
        |   District ............... Asia, Tokyo, Centre |
        +------------------------------------------------+

        +- Inline ---------------------------------------+
        |   Colour ............................... green |
        |                                    [< green >] |
        |   City ........................... Asia, Tokyo |
        |                         [< Asia >] [< Tokyo >] |
        |   District                                     |
        +------------------------------------------------+
        """)
  }
}
