import Formwork
import FormworkHTML
import Foundation
import Testing

@Suite("Sliders and steppers without a value")
struct BindingUntouchedNumberTests {
  /// A slider from 0 to 10 and a stepper, both required and without a value.
  static func form() -> Form {
    Form()
      +++ Section()
      <<< SliderRow("volume") {
        $0.required = true
      }
      <<< StepperRow("guests") {
        $0.required = true
      }
  }

  @Test("The page submitted unchanged leaves them without a value, and `required` unmet")
  func unchangedPage() throws {
    let fields = try BrowserFormData.fields(of: HTMLRenderer().render(Self.form()))
    let form = Self.form()
    let report = try form.bind(FormData(fields))
    #expect(report.isClean, "\(report)")
    let volume: SliderRow? = form.rowBy(tag: "volume")
    let guests: StepperRow? = form.rowBy(tag: "guests")
    #expect(volume?.value == nil)
    #expect(guests?.value == nil)
    #expect(form.validate().count == 2)
  }

  @Test("An empty stepper is an empty number input; an empty slider stands in the middle, marked")
  func rendering() {
    let html = HTMLRenderer().render(Self.form())
    #expect(
      html.contains(
        #"<input type="number" name="guests" id="fw-guests" min="0" max="100" step="1" required"#))
    #expect(html.contains(#"<input type="range" name="volume" id="fw-volume" value="5" min="0""#))
    #expect(html.contains(#"<input type="hidden" name="formwork.untouched" value="volume">"#))
  }

  @Test("A slider moved off its start position takes the number")
  func movedSlider() throws {
    let form = Self.form()
    #expect(try form.bind(FormData(urlEncoded: "volume=7&formwork.untouched=volume")).isClean)
    let volume: SliderRow? = form.rowBy(tag: "volume")
    #expect(volume?.value == 7)
  }

  @Test("A request without the mark sets the number it sends, the middle too")
  func requestWithoutMark() throws {
    let form = Self.form()
    #expect(try form.bind(FormData(urlEncoded: "volume=5&guests=3")).isClean)
    let volume: SliderRow? = form.rowBy(tag: "volume")
    let guests: StepperRow? = form.rowBy(tag: "guests")
    #expect(volume?.value == 5)
    #expect(guests?.value == 3)
  }

  @Test("A slider whose value lies outside its range comes back unchanged from the clamped page")
  func outOfRangeSlider() throws {
    func make() -> Form { Form() +++ Section() <<< SliderRow("volume") { $0.value = 15 } }
    let fields = try BrowserFormData.fields(of: HTMLRenderer().render(make()))
    #expect(fields.map(\.value) == ["10"])
    let form = make()
    #expect(try form.bind(FormData(fields)).isClean)
    let volume: SliderRow? = form.rowBy(tag: "volume")
    #expect(volume?.value == 15)
  }

  @Test(
    "The page's script reads an untouched slider as no value, and a moved one at any position",
    .enabled(if: FakeDOM.isAvailable, "Node.js is not installed: the script is not run"))
  func script() throws {
    let form =
      Form()
      +++ Section()
      <<< SliderRow("volume")
      <<< TextRow("note") { $0.hidden = "$volume == nil" }
    let page: [FakeDOM.Node] = [
      .wrapper(
        "fw-volume.row",
        [
          .input("fw-volume", type: "range", name: "volume", value: "5"),
          .input(nil, type: "hidden", name: HTMLFieldNames.untouchedSlider, value: "volume"),
        ]),
      .wrapper("fw-note.row", hidden: true, [.input("fw-note", type: "text")]),
    ]
    let steps = [
      FakeDOM.Step(id: "fw-note", value: "x"), FakeDOM.Step(id: "fw-volume", value: "5"),
    ]
    #expect(
      try FakeDOM.run(
        page: page, script: ConditionsScript(form: form).source, steps: steps,
        watch: ["fw-note.row"]) == [
          "start: fw-note.row hidden",
          // Another control changed: the slider still reads as no value.
          "fw-note: fw-note.row hidden",
          // Moved (to its start position): it reads 5.
          "fw-volume: fw-note.row",
        ])
  }
}
