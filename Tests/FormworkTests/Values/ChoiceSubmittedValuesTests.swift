import Formwork
import Testing

@Suite("Choice rows say what each option submits, beside what it shows")
struct ChoiceSubmittedValuesTests {
  @Test("Option objects submit their value and show their title")
  func optionObjects() {
    let row = PushRow<FormOption<String>>("size") {
      $0.options = [FormOption("s", "Small"), FormOption("l", "Large")]
      $0.value = FormOption("l", "Large")
    }
    let component = row.choiceComponents[0]
    #expect(component.options == ["Small", "Large"])
    #expect(component.values == ["s", "l"])
    #expect(component.selectedIndices == [1])
  }

  @Test("Plain options submit themselves, whatever displayValueFor shows")
  func plainOptions() {
    let segmented = SegmentedRow<Int>("count") {
      $0.options = [1, 2]
      $0.displayValueFor = { $0.map { "\($0) item(s)" } }
    }
    #expect(segmented.choiceComponents[0].options == ["1 item(s)", "2 item(s)"])
    #expect(segmented.choiceComponents[0].values == ["1", "2"])
    let picker = PickerRow<Double>("ratio") {
      $0.options = [0.5, 1.5]
      $0.displayValueFor = { $0.map { "×\($0)" } }
    }
    #expect(picker.choiceComponents[0].values == ["0.5", "1.5"])
    let multiple = MultipleSelectorRow<FormOption<Int>>("days") {
      $0.options = [FormOption(1, "Mon"), FormOption(2, "Tue")]
    }
    #expect(multiple.choiceComponents[0].values == ["1", "2"])
  }

  @Test("A component made by hand submits its display texts unless told")
  func byHand() {
    #expect(ChoiceComponent(options: ["a"], selectedIndices: []).values == ["a"])
    #expect(ChoiceComponent(options: ["A"], values: ["a"], selectedIndices: [0]).values == ["a"])
  }
}
