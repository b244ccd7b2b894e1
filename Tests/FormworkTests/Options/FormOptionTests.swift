import Formwork
import Foundation
import Testing

@Suite("Option objects")
struct FormOptionTests {
  private let small = FormOption(1, "Small")
  private let large = FormOption(value: 2, displayText: "Large")

  @Test("an option shows its display text and submits its value")
  func displayAndValue() {
    #expect(String(describing: large) == "Large")
    #expect(large.formDisplayText == "Large")
    #expect(large.formValue as? Int == 2)
    #expect(large.value == 2)
  }

  @Test("options are equal when their values are, whatever their texts")
  func equality() {
    #expect(FormOption(2, "Big") == large)
    #expect(small != large)
    #expect(Set([FormOption(2, "Big"), large, small]).count == 2)
  }

  @Test("a row of options shows the display text; the form submits the value")
  func rowValue() throws {
    let row = PushRow<FormOption<Int>>("size") {
      $0.title = "Size"
      $0.options = [small, large]
      $0.value = large
    }
    let form = Form() +++ Section() <<< row
    #expect(row.cell.valueText == "Large")
    #expect(form.httpParameters()["size"] as? Int == 2)
    #expect(String(decoding: try form.jsonData(), as: UTF8.self) == #"{"size":2}"#)
  }

  @Test("a set of options submits its values as a sorted array")
  func setValue() throws {
    let row = MultipleSelectorRow<FormOption<String>>("tags") {
      $0.options = [FormOption("b", "Bee"), FormOption("a", "Ant"), FormOption("c", "Cat")]
      $0.value = [FormOption("c", "Cat"), FormOption("a", "Ant")]
    }
    let form = Form() +++ Section() <<< row
    #expect(row.cell.valueText == "Ant, Cat")
    #expect(form.httpParameters()["tags"] as? [String] == ["a", "c"])
    #expect(String(decoding: try form.jsonData(), as: UTF8.self) == #"{"tags":["a","c"]}"#)
  }

  @Test("a segmented row and a list check row show option objects by their text")
  func otherRows() {
    let segmented = SegmentedRow<FormOption<Int>>("size") { $0.options = [small, large] }
    let check = ListCheckRow<FormOption<Int>>("small") {
      $0.selectableValue = small
      $0.title = $0.selectableValue?.formDisplayText
    }
    let form = Form() +++ Section() <<< segmented <<< check
    #expect(form.rows.count == 2)
    #expect(segmented.cell.control == .segmented(options: ["Small", "Large"], selectedIndex: nil))
    #expect(check.cell.title == "Small")
  }
}

@Suite("Options and their providers")
struct OptionsProviderTests {
  @Test("options set as a list are the provider's array; an array literal works too")
  func arrayOptions() {
    let row = PushRow<String>("color") { $0.options = ["Red", "Green"] }
    #expect(row.options == ["Red", "Green"])
    #expect(row.optionsProvider?.optionsArray == ["Red", "Green"])
    row.optionsProvider = ["Blue"]
    #expect(row.options == ["Blue"])
    row.options = nil
    #expect(row.options == nil)
  }

  @Test("lazy and async providers have no options until they are loaded")
  func unloaded() {
    let lazy = PushRow<String>("lazy") { $0.optionsProvider = .lazy { _, done in done(["A"]) } }
    let async = PushRow<String>("async") { $0.optionsProvider = .async { ["A"] } }
    #expect(lazy.options == nil)
    #expect(async.options == nil)
    #expect(lazy.optionsProvider?.optionsArray == nil)
  }

  @Test("setting options forgets options loaded before")
  func replacingForgetsCache() throws {
    let row = PushRow<String>("lazy") { $0.optionsProvider = .lazy { _, done in done(["A"]) } }
    let form = Form() +++ Section() <<< row
    try row.present()
    #expect(row.options == ["A"])
    #expect(form.rows.count == 1)
    row.options = ["B"]
    #expect(row.cachedOptionsData == nil)
    #expect(row.options == ["B"])
  }
}

@Suite("Submitted values read back into option rows")
struct SubmittedOptionValueTests {
  private let keeper = FormKeeper()

  private func orderForm() -> Form {
    keeper.keep(
      Form() +++ Section()
        <<< PushRow<FormOption<Int>>("size") {
          $0.options = [FormOption(1, "Small"), FormOption(2, "Large")]
          $0.value = FormOption(2, "Large")
        }
        <<< MultipleSelectorRow<FormOption<String>>("extras") {
          $0.options = [FormOption("c", "Cheese"), FormOption("o", "Olives")]
          $0.value = [FormOption("o", "Olives"), FormOption("c", "Cheese")]
        }
        <<< MultipleSelectorRow<String>("days") {
          $0.options = ["Mon", "Tue"]
          $0.value = ["Tue"]
        })
  }

  @Test("JSON written by the form reads back into the same options")
  func jsonRoundTrip() throws {
    let form = orderForm()
    let json = try form.jsonData()
    #expect(
      String(decoding: json, as: UTF8.self)
        == #"{"days":["Tue"],"extras":["c","o"],"size":2}"#)
    form.setValues(["size": nil, "extras": nil, "days": nil])
    let report = try form.setValues(fromJSON: json)
    #expect(report.isClean, "\(report)")
    let size: PushRow<FormOption<Int>>? = form.rowBy(tag: "size")
    #expect(size?.value?.formDisplayText == "Large")
    let extras: MultipleSelectorRow<FormOption<String>>? = form.rowBy(tag: "extras")
    #expect(extras?.value?.map(\.formDisplayText).sorted() == ["Cheese", "Olives"])
    let days: MultipleSelectorRow<String>? = form.rowBy(tag: "days")
    #expect(days?.value == ["Tue"])
    #expect(try form.jsonData() == json)
  }

  @Test("a submitted value that no option has is refused and the value kept")
  func unknownSubmittedValue() throws {
    let form = orderForm()
    #expect(throws: FormError.self) { try form.setValues(checking: ["size": 7]) }
    #expect(throws: FormError.self) { try form.setValues(checking: ["extras": ["c", "x"]]) }
    let size: PushRow<FormOption<Int>>? = form.rowBy(tag: "size")
    #expect(size?.value == FormOption(2, "Large"))
    let extras: MultipleSelectorRow<FormOption<String>>? = form.rowBy(tag: "extras")
    #expect(extras?.value?.count == 2)
    try form.setValues(checking: ["size": 1, "extras": ["o"]])
    #expect(size?.value?.formDisplayText == "Small")
    #expect(extras?.value == [FormOption("o", "Olives")])
  }
}
