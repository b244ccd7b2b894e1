import Formwork
import Foundation
import Testing

/// Continents and their cities, for the double and triple pickers.
enum Places {
  static let continents = ["Europe", "Asia"]
  static func cities(_ continent: String) -> [String] {
    continent == "Europe" ? ["Paris", "Rome"] : ["Tokyo"]
  }
  static func districts(_ continent: String, _ city: String) -> [String] {
    switch city {
    case "Paris": ["Marais", "Montmartre"]
    case "Rome": ["Trastevere"]
    default: []
    }
  }
}

@Suite("Picker rows")
struct PickerRowTests {
  private func form() -> Form {
    Form() +++ Section()
      <<< PickerRow<String>("size") {
        $0.options = ["S", "M", "L"]
        $0.value = "M"
      }
      <<< PickerInputRow<Int>("count") { $0.options = [1, 2, 3] }
      <<< PickerInlineRow<String>("colour") {
        $0.options = ["red", "green"]
        $0.value = "red"
      }
      <<< DoublePickerRow<String, String>("city") {
        $0.firstOptions = { Places.continents }
        $0.secondOptions = Places.cities
      }
      <<< TriplePickerRow<String, String, String>("district") {
        $0.firstOptions = { Places.continents }
        $0.secondOptions = Places.cities
        $0.thirdOptions = Places.districts
      }
  }

  @Test("choosing an option sets the value of its type")
  func choosing() throws {
    let form = form()
    let size = try #require(form.rowBy(tag: "size") as? PickerRow<String>)
    let count = try #require(form.rowBy(tag: "count") as? PickerInputRow<Int>)
    try size.select("L")
    try count.select(at: 2)
    #expect(form.values()["size"] as? String == "L")
    #expect(form.values()["count"] as? Int == 3)
    #expect(count.cell.cellCanBecomeFirstResponder())
    #expect(!size.cell.cellCanBecomeFirstResponder())
  }

  @Test("an option that is not in the list is refused by name, and the value is kept")
  func notAvailable() throws {
    let form = form()
    let size = try #require(form.rowBy(tag: "size") as? PickerRow<String>)
    #expect(throws: InteractionError.optionNotAvailable(row: "size", option: "XL")) {
      try size.select("XL")
    }
    #expect(
      throws: InteractionError.optionIndexOutOfRange(
        row: "size", component: 0, index: -1, count: 3)
    ) {
      try size.select(at: -1)
    }
    #expect(size.value == "M")
    size.disabled = true
    #expect(throws: InteractionError.disabled(row: "size")) { try size.select("S") }
    #expect(size.value == "M")
  }

  @Test("a value set in code that is not an option is kept and shown with no option selected")
  func valueOutsideOptions() throws {
    let form = form()
    let size = try #require(form.rowBy(tag: "size") as? PickerRow<String>)
    size.value = "XXL"
    #expect(form.values()["size"] as? String == "XXL")
    #expect(
      size.cell.control
        == .picker(
          PickerControl(components: [
            PickerComponent(options: ["S", "M", "L"], selectedIndex: nil, text: "XXL")
          ])))
  }

  @Test("the inline picker row opens a picker with the options; its choice is the row's value")
  func inline() throws {
    let form = form()
    let colour = try #require(form.rowBy(tag: "colour") as? PickerInlineRow<String>)
    try form.tap("colour")
    let picker = try #require(colour.inlineRow)
    #expect(picker.options == ["red", "green"])
    #expect(picker.indexPath == IndexPath(row: 3, section: 0))
    try picker.select("green")
    #expect(colour.value == "green")
    #expect(
      throws: InteractionError.optionNotAvailable(
        row: "inline PickerRow<String> of colour", option: "blue")
    ) {
      try picker.select("blue")
    }
    #expect(form.values().count == 5)
    colour.value = "red"
    #expect(picker.value == "red")
  }

  @Test("a double picker's first wheel keeps the second part when it can, as Eureka's wheel does")
  func double() throws {
    let form = form()
    let city = try #require(form.rowBy(tag: "city") as? DoublePickerRow<String, String>)
    try city.select(second: "Rome")  // no value yet: the first wheel shows its first option
    #expect(city.value == Tuple(a: "Europe", b: "Rome"))
    try city.select(first: "Asia")
    #expect(city.value == Tuple(a: "Asia", b: "Tokyo"))
    try city.select(Tuple(a: "Europe", b: "Paris"))
    #expect(form.values()["city"] as? Tuple<String, String> == Tuple(a: "Europe", b: "Paris"))
    #expect(city.displayText == "Europe, Paris")
    #expect(String(describing: Tuple3(a: 1, b: "two", c: 3.0)) == "1, two, 3.0")
    #expect(
      city.cell.control
        == .picker(
          PickerControl(components: [
            PickerComponent(options: ["Europe", "Asia"], selectedIndex: 0, text: "Europe"),
            PickerComponent(options: ["Paris", "Rome"], selectedIndex: 0, text: "Paris"),
          ])))
  }

  @Test(
    "a double picker refuses a part that is not offered and keeps its value",
    arguments: [
      (Tuple(a: "Africa", b: "Paris"), "Africa"), (Tuple(a: "Asia", b: "Paris"), "Paris"),
    ])
  func doubleRefused(value: Tuple<String, String>, named: String) throws {
    let form = form()
    let city = try #require(form.rowBy(tag: "city") as? DoublePickerRow<String, String>)
    try city.select(Tuple(a: "Europe", b: "Rome"))
    #expect(throws: InteractionError.optionNotAvailable(row: "city", option: named)) {
      try city.select(value)
    }
    #expect(throws: InteractionError.optionNotAvailable(row: "city", option: "Tokyo")) {
      try city.select(second: "Tokyo")
    }
    #expect(city.value == Tuple(a: "Europe", b: "Rome"))
  }

  @Test("empty wheels are refused rather than crashing as Eureka's [0] does")
  func emptyWheels() throws {
    let row = DoublePickerRow<String, String>("empty")
    let form = Form() +++ Section() <<< row
    #expect(throws: InteractionError.optionNotAvailable(row: "empty", option: "x")) {
      try row.select(second: "x")
    }
    row.firstOptions = { ["Nowhere"] }
    #expect(
      throws: InteractionError.optionNotAvailable(
        row: "empty", option: "a second option for Nowhere")
    ) { try row.select(first: "Nowhere") }
    #expect(form.values()["empty"] as? Tuple<String, String> == nil)
  }

  @Test("a triple picker settles the later wheels and refuses what is not offered")
  func triple() throws {
    let form = form()
    let row = try #require(
      form.rowBy(tag: "district") as? TriplePickerRow<String, String, String>)
    try row.select(third: "Montmartre")
    #expect(row.value == Tuple3(a: "Europe", b: "Paris", c: "Montmartre"))
    try row.select(second: "Rome")
    #expect(row.value == Tuple3(a: "Europe", b: "Rome", c: "Trastevere"))
    #expect(
      throws: InteractionError.optionNotAvailable(
        row: "district", option: "a third option for Asia, Tokyo")
    ) { try row.select(first: "Asia") }
    #expect(throws: InteractionError.optionNotAvailable(row: "district", option: "Marais")) {
      try row.select(third: "Marais")
    }
    #expect(row.value == Tuple3(a: "Europe", b: "Rome", c: "Trastevere"))
    #expect(row.displayText == "Europe, Rome, Trastevere")
    #expect(form.values()["district"] as? Tuple3<String, String, String> == row.value)
  }

  @Test("the double and triple inline rows open their pickers with the same options")
  func multiInline() throws {
    let double = DoublePickerInlineRow<String, String>("city") {
      $0.firstOptions = { Places.continents }
      $0.secondOptions = Places.cities
    }
    let triple = TriplePickerInlineRow<String, String, String>("district") {
      $0.firstOptions = { Places.continents }
      $0.secondOptions = Places.cities
      $0.thirdOptions = Places.districts
    }
    let form = Form() +++ Section() <<< double <<< triple
    form.inlineRowHideOptions = .never
    try form.tap("city")
    try form.tap("district")
    try double.inlineRow?.select(first: "Asia")
    try triple.inlineRow?.select(Tuple3(a: "Europe", b: "Rome", c: "Trastevere"))
    #expect(double.value == Tuple(a: "Asia", b: "Tokyo"))
    #expect(triple.value == Tuple3(a: "Europe", b: "Rome", c: "Trastevere"))
    #expect(form.shape == [["city", "?", "district", "?"]])
    let inputs =
      Form() +++ Section()
      <<< DoublePickerInputRow<String, String>("d") { $0.firstOptions = { ["x"] } }
      <<< TriplePickerInputRow<String, String, String>("t")
    #expect(inputs.rows.allSatisfy { $0.baseCell.cellCanBecomeFirstResponder() })
  }
}
