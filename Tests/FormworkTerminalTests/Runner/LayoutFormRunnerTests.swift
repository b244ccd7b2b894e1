import Formwork
import FormworkTerminal
import Testing

/// The runner edits one row at a time and draws the vertical layout: a form's layout rules,
/// good or bad, change nothing in a run.
@Suite("Runner: forms with layout rules")
struct LayoutFormRunnerTests {
  private func form(_ layout: FormLayout?) -> Form {
    let form =
      Form()
      +++ Section("Person")
      <<< TextRow("name") { $0.title = "Name" }
      <<< IntRow("age") { $0.title = "Age" }
    form.layout = layout
    return form
  }

  private let layout = FormLayout(
    compactBelow: 30, compact: ["V:[name(>=2)]-[age]"],
    regular: ["H:|-[name]-[age(==12)]-|", "H:[nope(==3"])

  @Test("full screen: the same frames and values as without a layout, at both width classes")
  func fullScreen() throws {
    for columns in [24, 60] {
      let keys = ["Ada", "\t", "36"]
      let laidOut = form(layout)
      let plain = form(nil)
      let withLayout = try runForm(laidOut, columns: columns, keys: keys)
      let without = try runForm(plain, columns: columns, keys: keys)
      #expect(withLayout.terminal.output == without.terminal.output)
      #expect(laidOut.rowBy(tag: "name")?.baseValue as? String == "Ada")
      #expect(laidOut.rowBy(tag: "age")?.baseValue as? Int == 36)
    }
  }

  @Test("line mode: the same questions and the same submitted values")
  func lineMode() {
    let (outcome, transcript) = answerLines(form(layout), ["Ada", "36"])
    let (plainOutcome, plainTranscript) = answerLines(form(nil), ["Ada", "36"])
    #expect(transcript == plainTranscript)
    #expect(submittedValues(outcome)?["name"] as? String == "Ada")
    #expect(submittedValues(plainOutcome)?["age"] as? Int == 36)
  }
}
