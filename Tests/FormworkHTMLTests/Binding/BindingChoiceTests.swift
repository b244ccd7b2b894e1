import Formwork
import FormworkHTML
import Testing

@Suite("Binding segmented rows, pickers and selectors")
struct BindingChoiceTests {
  /// One row of each single-choice kind, tagged by kind, each offering Red, Green and Blue.
  static func singleChoiceForm() -> Form {
    let colors = ["Red", "Green", "Blue"]
    return Form() +++ Section()
      <<< SegmentedRow<String>("segmented") { $0.options = colors }
      <<< PickerRow<String>("picker") { $0.options = colors }
      <<< PickerInlineRow<String>("pickerInline") { $0.options = colors }
      <<< PickerInputRow<String>("pickerInput") { $0.options = colors }
      <<< PushRow<String>("push") { $0.options = colors }
      <<< AlertRow<String>("alert") { $0.options = colors }
      <<< ActionSheetRow<String>("actionSheet") { $0.options = colors }
      <<< PopoverSelectorRow<String>("popover") { $0.options = colors }
  }

  static let singleChoiceTags = [
    "segmented", "picker", "pickerInline", "pickerInput", "push", "alert", "actionSheet",
    "popover",
  ]

  @Test("An option's value selects it; no selector is left on show", arguments: singleChoiceTags)
  func selects(tag: String) throws {
    let form = Self.singleChoiceForm()
    #expect(try form.bind(FormData([(tag, "Green")])).isClean)
    let row = try #require(form.rowBy(tag: tag))
    #expect(row.baseValue as? String == "Green")
    #expect((row as? any PresentingRow)?.isPresenting != true)
    #expect(try form.bind(FormData([(tag, "Blue")])).isClean)
    #expect(row.baseValue as? String == "Blue")
  }

  @Test("A value that is no option is refused; empty text clears", arguments: singleChoiceTags)
  func refusesAndClears(tag: String) throws {
    let form = Self.singleChoiceForm()
    let row = try #require(form.rowBy(tag: tag))
    try row.setBaseValue("Red")
    for value in ["Purple", "red", " Red", "0"] {
      let report = try form.bind(FormData([(tag, value)]))
      #expect(report.issues == [.refusedOption(name: tag, value: value)])
    }
    #expect(row.baseValue as? String == "Red")
    #expect(try form.bind(FormData([(tag, "")])).isClean)
    #expect(row.baseValue == nil)
  }

  @Test("Option objects are chosen by their submitted value, not their text")
  func optionObjects() throws {
    let sizes = BindingForms.sizes
    let size = PushRow<FormOption<String>>("size") { $0.options = sizes }
    let form = Form() +++ Section() <<< size
    #expect(try form.bind(["size": "l"]).isClean)
    #expect(size.value == sizes[2])
    let report = try form.bind(["size": "Large"])
    #expect(report.issues == [.refusedOption(name: "size", value: "Large")])
    #expect(
      report.description
        == "'size': 'Large' is not one of the options; the selection is unchanged")
  }

  @Test("A multiple selector takes exactly the values sent, and none when nothing is")
  func multipleSelector() throws {
    let days = MultipleSelectorRow<String>("days") {
      $0.options = ["Mon", "Tue", "Wed"]
      $0.value = ["Mon"]
    }
    let form = Form() +++ Section() <<< days
    #expect(try form.bind(FormData([("days", "Wed"), ("days", "Tue")])).isClean)
    #expect(days.value == ["Tue", "Wed"])
    #expect(!days.isPresenting)
    let report = try form.bind(FormData([("days", "Wed"), ("days", "Sun")]))
    #expect(report.issues == [.refusedOption(name: "days", value: "Sun")])
    #expect(days.value == ["Wed"])
    #expect(try form.bind(FormData()).isClean)
    #expect(days.value == nil)
  }

  @Test("Pickers of two and three wheels take one value per wheel, left to right")
  func wheels() throws {
    let floor = DoublePickerRow<String, Int>("floor") {
      $0.firstOptions = { ["Floor", "Roof"] }
      $0.secondOptions = { $0 == "Floor" ? [1, 2] : [3] }
    }
    let trip = TriplePickerInlineRow<String, String, Int>("trip") {
      $0.firstOptions = { ["Europe", "Asia"] }
      $0.secondOptions = { $0 == "Europe" ? ["Paris", "Rome"] : ["Tokyo"] }
      $0.thirdOptions = { _, _ in [1, 2] }
    }
    let form = Form() +++ Section() <<< floor <<< trip
    let sent = FormData([
      ("floor", "Roof"), ("floor", "3"), ("trip", "Asia"), ("trip", "Tokyo"), ("trip", "2"),
    ])
    #expect(try form.bind(sent).isClean)
    #expect(floor.value == Tuple(a: "Roof", b: 3))
    #expect(trip.value == Tuple3(a: "Asia", b: "Tokyo", c: 2))
  }

  @Test("A wheel's value that is no option restores the row; a wrong count is reported")
  func badWheels() throws {
    let floor = DoublePickerRow<String, Int>("floor") {
      $0.firstOptions = { ["Floor", "Roof"] }
      $0.secondOptions = { $0 == "Floor" ? [1, 2] : [3] }
      $0.value = Tuple(a: "Floor", b: 2)
    }
    let form = Form() +++ Section() <<< floor
    let refused = try form.bind(FormData([("floor", "Roof"), ("floor", "2")]))
    #expect(refused.issues == [.refusedOption(name: "floor", value: "2")])
    #expect(floor.value == Tuple(a: "Floor", b: 2))
    let first = try form.bind(FormData([("floor", "Attic"), ("floor", "1")]))
    #expect(first.issues == [.refusedOption(name: "floor", value: "Attic")])
    let count = try form.bind(["floor": "Roof"])
    #expect(
      count.issues == [
        .unreadableValue(name: "floor", value: "Roof", expected: "2 values, one per component")
      ])
    #expect(floor.value == Tuple(a: "Floor", b: 2))
    #expect(try form.bind(FormData([("floor", ""), ("floor", "")])).isClean)
    #expect(floor.value == nil)
  }

  @Test("A left-right selector takes its left value, then its right one")
  func leftRight() throws {
    let contact = LeftRightSelectorRow<String, String>("contact") {
      $0.selectorOptions = [
        LeftRightSelectorOption(leftValue: "Email", rightOptions: ["Home", "Work"]),
        LeftRightSelectorOption(leftValue: "Phone", rightOptions: ["Mobile"]),
      ]
      $0.leftValue = "Email"
      $0.value = "Work"
    }
    let form = Form() +++ Section() <<< contact
    #expect(try form.bind(FormData([("contact", "Phone"), ("contact", "Mobile")])).isClean)
    #expect(contact.leftValue == "Phone")
    #expect(contact.value == "Mobile")
  }

  @Test("A left-right selector with a left value and no right one comes back unchanged")
  func leftRightWithoutValue() throws {
    func make() -> Form {
      Form() +++ Section()
        <<< LeftRightSelectorRow<String, String>("contact") {
          $0.selectorOptions = [
            LeftRightSelectorOption(leftValue: "Email", rightOptions: ["Home", "Work"])
          ]
          $0.leftValue = "Email"
        }
    }
    let fields = try BrowserFormData.fields(of: HTMLRenderer().render(make()))
    #expect(fields.map(\.value) == ["Email", ""])
    let form = make()
    #expect(try form.bind(FormData(fields)).isClean)
    let contact: LeftRightSelectorRow<String, String>? = form.rowBy(tag: "contact")
    #expect(contact?.leftValue == "Email")
    #expect(contact?.value == nil)
  }

  @Test("A selector whose options load lazily loads them to check the value sent")
  func lazyOptions() throws {
    let color = PushRow<String>("color") {
      $0.optionsProvider = .lazy { _, done in done(["Red", "Green"]) }
    }
    let form = Form() +++ Section() <<< color
    #expect(try form.bind(["color": "Green"]).isClean)
    #expect(color.value == "Green")
    #expect(!color.isPresenting)
  }

  @Test("A name sent twice for a single choice: the first value, the repeat reported")
  func repeated() throws {
    let form = Self.singleChoiceForm()
    let report = try form.bind(FormData([("push", "Red"), ("push", "Blue")]))
    #expect(report.issues == [.repeatedName("push", count: 2)])
    #expect(form.rowBy(tag: "push")?.baseValue as? String == "Red")
  }
}
