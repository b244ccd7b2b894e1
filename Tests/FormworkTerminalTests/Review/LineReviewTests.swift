import Formwork
import FormworkTerminal
import Testing

/// Fills in `form` with `answers`, the review on, and returns the outcome and the transcript.
func reviewLines(_ form: Form, _ answers: [String]) -> (FormOutcome, String) {
  let output = RecordedLineOutput()
  let prompter = LinePrompter(form: form, input: ScriptedLineInput(answers), output: output)
  prompter.review = true
  return (prompter.run(), output.text)
}

/// A project form: a name, a switch that shows a required Docker image, a password.
func projectForm() -> Form {
  Form()
    +++ Section("Project")
    <<< TextRow("name") {
      $0.title = "Name"
      $0.required = true
    }
    <<< SwitchRow("docker") {
      $0.title = "Docker"
      $0.value = false
    }
    <<< TextRow("image") {
      $0.title = "Image"
      $0.required = true
      $0.hidden = "$docker == false"
    }
    +++ Section("Access")
    <<< PasswordRow("secret") { $0.title = "Secret" }
}

@Suite("Line mode: review before sending")
struct LineReviewTests {
  @Test("the answers are listed numbered, by section, a secret hidden; Enter submits")
  func listedAndSubmitted() {
    let (outcome, transcript) = reviewLines(projectForm(), ["demo", "n", "s3cret", ""])
    #expect(
      transcript == """
        == Project ==
        Name (required)
        > demo
        Docker (y/n) [no]
        > n
        == Access ==
        Secret
        > (hidden)
        Your answers:
        == Project ==
          1. Name: demo
          2. Docker: no
        == Access ==
          3. Secret: (hidden)
        Type a number to change that answer, or nothing to submit.
        >\u{20}

        """)
    #expect(submittedValues(outcome)?["name"] as? String == "demo")
  }

  @Test("changing an answer that shows a new required row asks that row, then reviews again")
  func changeShowsRow() {
    let (outcome, transcript) = reviewLines(
      projectForm(), ["demo", "n", "", "2", "y", "", "swift:6", "y"])
    #expect(
      transcript.hasSuffix(
        """
        Type a number to change that answer, or nothing to submit.
        > 2
        Docker (y/n) [no]
        > y
        == Project ==
        Image (required)
        >\u{20}
        ! Image can't be empty
        Image (required)
        > swift:6
        Your answers:
        == Project ==
          1. Name: demo
          2. Docker: yes
          3. Image: swift:6 (new)
        == Access ==
          4. Secret: (empty)
        Type a number to change that answer, or nothing to submit.
        > y

        """))
    #expect(submittedValues(outcome)?["image"] as? String == "swift:6")
  }

  @Test("changing an answer that hides rows takes them off the list")
  func changeHidesRows() {
    let (outcome, transcript) = reviewLines(
      projectForm(), ["demo", "y", "swift:6", "", "2", "n", ""])
    let lastReview = transcript.components(separatedBy: "Your answers:\n").last ?? ""
    #expect(
      lastReview == """
        == Project ==
          1. Name: demo
          2. Docker: no
        == Access ==
          3. Secret: (empty)
        Type a number to change that answer, or nothing to submit.
        >\u{20}

        """)
    #expect(submittedValues(outcome)?["docker"] as? Bool == false)
  }

  @Test(
    "a number not on the list, or not a number, is refused with the range",
    arguments: ["9", "0", "x", "-1"])
  func notOnList(answer: String) {
    let (outcome, transcript) = reviewLines(projectForm(), ["demo", "n", "", answer, ""])
    #expect(
      transcript.contains(
        "! '\(answer)' is not on the list: answer a number from 1 to 3, or nothing to submit\n"))
    #expect(outcome.isSubmitted)
  }

  @Test("the end of the input in the review cancels, :q too")
  func endsInReview() {
    let (closed, _) = reviewLines(projectForm(), ["demo", "n", ""])
    #expect(cancellationReason(closed) == .inputClosed)
    let (quit, _) = reviewLines(projectForm(), ["demo", "n", "", ":q"])
    #expect(cancellationReason(quit) == .byUser)
  }

  @Test("the review is in the form's language")
  func german() {
    let form = projectForm()
    form.locale = .init(identifier: "de_DE")
    let (outcome, transcript) = reviewLines(form, ["demo", "n", "", "j"])
    #expect(transcript.contains("Ihre Antworten:\n"))
    #expect(transcript.contains("  2. Docker: nein\n"))
    #expect(outcome.isSubmitted)
  }
}

@Suite("Line mode: going back with :back")
struct LineBackTests {
  @Test(":back goes to the question before, across a section, its answer kept by Enter")
  func backAcrossSection() {
    let (outcome, transcript) = answerLines(projectForm(), ["demo", "n", ":back", "", "x"])
    #expect(
      transcript == """
        == Project ==
        Name (required)
        > demo
        Docker (y/n) [no]
        > n
        == Access ==
        Secret
        > :back
        == Project ==
        Docker (y/n) [no]
        >\u{20}
        == Access ==
        Secret
        > (hidden)

        """)
    #expect(submittedValues(outcome)?["secret"] as? String == "x")
  }

  @Test(":back passes over a row hidden since it was answered")
  func backOverHiddenRow() {
    let form =
      Form()
      +++ Section()
      <<< TextRow("a") { $0.title = "A" }
      <<< TextRow("b") {
        $0.title = "B"
        $0.hidden = "$c == true"
      }
      <<< SwitchRow("c") {
        $0.title = "C"
        $0.value = false
      }
      <<< TextRow("d") { $0.title = "D" }
    let (outcome, transcript) = answerLines(
      form, ["a", "b", "y", ":back", ":back", "a2", "", "d"])
    #expect(
      transcript == """
        A
        > a
        B
        > b
        C (y/n) [no]
        > y
        D
        > :back
        C (y/n) [yes]
        > :back
        A [a]
        > a2
        C (y/n) [yes]
        >\u{20}
        D
        > d

        """)
    #expect(submittedValues(outcome)?["a"] as? String == "a2")
    #expect(submittedValues(outcome)?["d"] as? String == "d")
  }

  @Test(":back at the first question says there is none, and asks it again")
  func backAtFirst() {
    let (outcome, transcript) = answerLines(projectForm(), [":back", "demo", "", ""])
    #expect(
      transcript.hasPrefix(
        """
        == Project ==
        Name (required)
        > :back
        There is no earlier question to go back to.
        Name (required)
        > demo

        """))
    #expect(outcome.isSubmitted)
  }

  @Test(":back in the review asks the last question again")
  func backInReview() {
    let (outcome, transcript) = reviewLines(projectForm(), ["demo", "n", "", ":back", "pw", ""])
    #expect(
      transcript.contains(
        """
        > :back
        Secret
        > (hidden)
        Your answers:
        """))
    #expect(submittedValues(outcome)?["secret"] as? String == "pw")
  }
}
