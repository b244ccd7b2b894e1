import Formwork
import FormworkTerminal
import Testing

/// Names a fake directory has taken; the directory's answer can change between checks.
private final class Directory: @unchecked Sendable {
  var taken: Set<String> = ["ada"]
}

/// A form with a user name checked by the directory, and a plan.
private func signUpForm(_ directory: Directory) -> Form {
  let user = TextRow("user") {
    $0.title = "User name"
    $0.required = true
  }
  user.add(
    asyncRule: AsyncRuleClosure<String>(id: "available") { name in
      guard let name, directory.taken.contains(name) else { return nil }
      return ValidationError(msg: "'\(name)' is taken")
    })
  return Form() +++ Section() <<< user <<< TextRow("plan") { $0.title = "Plan" }
}

/// Fills in `form` with `answers` through the async `run()`.
private func answerAsync(_ form: Form, _ answers: [String], review: Bool = false) async -> (
  FormOutcome, String
) {
  let output = RecordedLineOutput()
  let prompter = LinePrompter(form: form, input: ScriptedLineInput(answers), output: output)
  prompter.review = review
  let outcome = await prompter.run()
  return (outcome, output.text)
}

@Suite("Line mode: async rules after each answer and before submitting")
struct LineAsyncRuleTests {
  @Test("a refused answer: checking…, its message, asked again; then it passes, and submit checks")
  func failsThenPasses() async {
    let (outcome, transcript) = await answerAsync(signUpForm(Directory()), ["ada", "ida", "pro"])
    #expect(
      transcript == """
        User name (required)
        > ada
        checking…
        ! 'ada' is taken
        User name (required) [ada]
        > ida
        checking…
        Plan
        > pro
        checking…

        """)
    #expect(submittedValues(outcome)?["user"] as? String == "ida")
  }

  @Test("a name taken meanwhile is refused at submit, asked again, and checked again")
  func refusedAtSubmit() async {
    let directory = Directory()
    let form = signUpForm(directory)
    let plan: TextRow? = form.rowBy(tag: "plan")
    plan?.onChange { _ in directory.taken.insert("ida") }
    let (outcome, transcript) = await answerAsync(form, ["ida", "pro", "ida2"])
    #expect(
      transcript == """
        User name (required)
        > ida
        checking…
        Plan
        > pro
        checking…
        The form is not complete:
          - 'ida' is taken
        User name (required) [ida]
        > ida2
        checking…
        checking…

        """)
    #expect(submittedValues(outcome)?["user"] as? String == "ida2")
  }

  @Test("the end of the input while a rule keeps refusing cancels, without a hang")
  func endOfInput() async {
    let (outcome, _) = await answerAsync(signUpForm(Directory()), ["ada", "ada"])
    #expect(cancellationReason(outcome) == .inputClosed)
  }

  @Test("the synchronous run() does not run async rules")
  func syncRunSkips() {
    let (outcome, transcript) = answerLines(signUpForm(Directory()), ["ada", ""])
    #expect(!transcript.contains("checking…"))
    #expect(submittedValues(outcome)?["user"] as? String == "ada")
  }

  @Test("with the review: a change is checked too")
  func withReview() async {
    let (outcome, transcript) = await answerAsync(
      signUpForm(Directory()), ["ida", "", "1", "ada", "bob", ""], review: true)
    #expect(
      transcript.contains(
        """
        > 1
        User name (required) [ida]
        > ada
        checking…
        ! 'ada' is taken
        User name (required) [ada]
        > bob
        checking…
        """))
    #expect(submittedValues(outcome)?["user"] as? String == "bob")
  }

  @Test("an item of a list refused at submit is asked again; the input's end ends it")
  func listItem() async {
    func form() -> Form {
      Form()
        +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Mirrors") {
          $0.tag = "mirrors"
          $0.multivaluedRowToInsertAt = { _ in
            let row = TextRow()
            row.add(
              asyncRule: AsyncRuleClosure<String> { value in
                value == "down" ? ValidationError(msg: "'down' does not answer") : nil
              })
            return row
          }
        }
    }
    let (outcome, transcript) = await answerAsync(form(), ["down", "", "up"])
    #expect(transcript.contains("  - 'down' does not answer\n"))
    #expect(submittedValues(outcome)?["mirrors"] as? [String] == ["up"])
    let (closed, _) = await answerAsync(form(), ["down", ""])
    #expect(cancellationReason(closed) == .inputClosed)
  }
}
