import Formwork
import Foundation
import Testing

@Suite("Imported values outside a row's range or options")
struct ImportRangeTests {
  private func sample() -> Form {
    Form() +++ Section()
      <<< SliderRow("volume") { $0.value = 5 }
      <<< StepperRow("guests") { $0.value = 2 }
      <<< PickerRow<String>("size") {
        $0.options = ["S", "M"]
        $0.value = "S"
      }
      <<< SegmentedRow<String>("mode") {
        $0.options = ["a", "b"]
        $0.value = "a"
      }
      <<< MultipleSelectorRow<String>("toppings") {
        $0.options = ["ham", "egg"]
        $0.value = ["ham"]
      }
      <<< PushRow<String>("colour") {
        $0.options = ["red"]
        $0.value = "red"
      }
  }

  private static var outside: [String: Any?] {
    [
      "volume": Float(50), "guests": -1e300, "size": "zzz", "mode": "c",
      "toppings": Set(["egg", "olive"]), "colour": "blue",
    ]
  }

  private static let problems: [FormError] = [
    .notAnOption(tag: "colour", value: "blue"),
    .valueOutOfRange(tag: "guests", value: "-1e+300", range: "0.0...100.0"),
    .notAnOption(tag: "mode", value: "c"),
    .notAnOption(tag: "size", value: "zzz"),
    .notAnOption(tag: "toppings", value: "olive"),
    .valueOutOfRange(tag: "volume", value: "50.0", range: "0.0...10.0"),
  ]

  private func expectUnchanged(_ form: Form) {
    let values = form.values()
    #expect(values["volume"] as? Float == 5)
    #expect(values["guests"] as? Double == 2)
    #expect(values["size"] as? String == "S")
    #expect(values["mode"] as? String == "a")
    #expect(values["toppings"] as? Set<String> == ["ham"])
    #expect(values["colour"] as? String == "red")
  }

  @Test("JSON: each value is refused and listed in the report, naming tag and value")
  func json() throws {
    let form = sample()
    let json =
      #"{"volume":50,"guests":-1e300,"size":"zzz","mode":"c","toppings":["egg","olive"],"colour":"blue"}"#
    let report = try form.setValues(fromJSON: Data(json.utf8))
    #expect(report.mismatches == Self.problems)
    #expect(!report.isClean)
    expectUnchanged(form)
  }

  @Test("setValues(checking:) throws them all and changes nothing")
  func checking() {
    let form = sample()
    #expect(throws: FormError.several(Self.problems)) {
      try form.setValues(checking: Self.outside)
    }
    expectUnchanged(form)
    #expect(throws: FormError.valueOutOfRange(tag: "guests", value: "500.0", range: "0.0...100.0"))
    {
      try form.setValues(checking: ["guests": 500.0])
    }
    expectUnchanged(form)
  }

  @Test("setValues(_:) keeps them in problems and changes nothing")
  func dictionary() {
    let form = sample()
    form.setValues(Self.outside)
    #expect(form.problems == Self.problems)
    expectUnchanged(form)
  }

  @Test("values inside the range and among the options are set")
  func inside() throws {
    let form = sample()
    let json =
      #"{"volume":10,"guests":100,"size":"M","mode":"b","toppings":["egg"],"colour":"red"}"#
    #expect(try form.setValues(fromJSON: Data(json.utf8)).isClean)
    let values = form.values()
    #expect(values["volume"] as? Float == 10)
    #expect(values["guests"] as? Double == 100)
    #expect(values["size"] as? String == "M")
    #expect(values["toppings"] as? Set<String> == ["egg"])
  }

  @Test("a row whose options are not loaded yet takes any value")
  func noOptionsYet() throws {
    let form = Form() +++ Section() <<< PushRow<String>("colour")
    #expect(try form.setValues(fromJSON: Data(#"{"colour":"blue"}"#.utf8)).isClean)
    #expect(form.values()["colour"] as? String == "blue")
  }

  @Test("code that sets a value keeps it as it is, as in Eureka")
  func code() {
    let form = sample()
    let guests: StepperRow? = form.rowBy(tag: "guests")
    guests?.value = -1e300
    #expect(guests?.value == -1e300)
    let volume: SliderRow? = form.rowBy(tag: "volume")
    volume?.value = 50
    #expect(volume?.value == 50)
  }
}
