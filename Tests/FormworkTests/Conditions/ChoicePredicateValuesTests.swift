import Formwork
import Testing

// A choice row says what a condition reads for each of its options, so that a renderer that
// runs conditions elsewhere (a browser) can turn a submitted option into what predicates compare.

private enum Fit: String, CaseIterable, CustomStringConvertible {
  case small, large
  var description: String { rawValue.capitalized }
}

@Suite("Choice rows say what conditions read for each option")
struct ChoicePredicateValuesTests {
  @Test("option objects read as their display text, though they submit their value")
  func optionObjects() {
    let row = PushRow<FormOption<Int>>("size") {
      $0.options = [FormOption(1, "Small"), FormOption(2, "Large")]
    }
    #expect(row.choiceComponents[0].values == ["1", "2"])
    #expect(row.optionPredicateValues == [.string("Small"), .string("Large")])
  }

  @Test("plain options read typed: numbers as numbers, enumerations as their description")
  func plainOptions() {
    let segmented = SegmentedRow<Int>("n") { $0.options = [1, 2] }
    #expect(segmented.optionPredicateValues == [.int(1), .int(2)])
    let picker = PickerRow<Double>("ratio") { $0.options = [0.5] }
    #expect(picker.optionPredicateValues == [.double(0.5)])
    let alert = AlertRow<Fit>("size") { $0.options = Fit.allCases }
    #expect(alert.optionPredicateValues == [.string("Small"), .string("Large")])
    let multiple = MultipleSelectorRow<String>("days") { $0.options = ["Mon", "Tue"] }
    #expect(multiple.optionPredicateValues == [.string("Mon"), .string("Tue")])
  }

  @Test("rows whose value is not one option of one component say nothing")
  func nothingToSay() {
    let double = DoublePickerRow<String, Int>("pair") {
      $0.firstOptions = { ["a"] }
      $0.secondOptions = { _ in [1] }
    }
    #expect(double.optionPredicateValues.isEmpty)
    let leftRight = LeftRightSelectorRow<String, String>("lr")
    #expect(leftRight.optionPredicateValues.isEmpty)
    let unloaded = PushRow<String>("later")
    #expect(unloaded.optionPredicateValues.isEmpty)
  }

  @Test("choosing an option makes a condition comparing with its value true", arguments: [0, 1])
  func agreesWithConditions(index: Int) throws {
    let form =
      Form() +++ Section()
      <<< PushRow<FormOption<String>>("size") {
        $0.options = [FormOption("s", "Small"), FormOption("l", "Large")]
      }
      <<< SegmentedRow<Fit>("fit") { $0.options = Fit.allCases }
      <<< MultipleSelectorRow<Int>("days") { $0.options = [1, 2] }
    for tag in ["size", "fit", "days"] {
      let row = try #require(form.rowBy(tag: tag) as? any ChoiceRow)
      try row.select(at: index)
      (row as? any PresentingRow)?.dismiss()
      let read = row.optionPredicateValues[index]
      let predicate: FormPredicate =
        row.allowsMultipleSelection
        ? .comparison(.value(of: tag), .contains, .literal(read), [])
        : .comparison(.value(of: tag), .equalTo, .literal(read), [])
      #expect(predicate.evaluate(in: form), "\(tag) option \(index)")
    }
  }
}
