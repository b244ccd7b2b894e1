import Formwork
import FormworkTerminal
import Foundation
import Testing

/// Fills in `form` with `answers` and returns the outcome and the transcript.
private func prompt(_ form: Form, _ answers: [String]) -> (FormOutcome, String) {
  let output = RecordedLineOutput()
  let outcome = LinePrompter(form: form, input: ScriptedLineInput(answers), output: output).run()
  return (outcome, output.text)
}

/// The submitted values, or `nil` when the form was cancelled.
private func submitted(_ outcome: FormOutcome) -> [String: Any?]? {
  if case .submitted(let values) = outcome { return values }
  return nil
}

/// The reason the form was cancelled, or `nil` when it was submitted.
private func cancellation(_ outcome: FormOutcome) -> FormCancellation? {
  if case .cancelled(let reason) = outcome { return reason }
  return nil
}

@Suite("Line mode")
struct LinePrompterTests {
  @Test("a text row: prompt, help, answer echoed, value set")
  func text() {
    let form =
      Form()
      +++ Section()
      <<< TextRow("name") {
        $0.title = "Name"
        $0.helpText = "As on your passport."
      }
    let (outcome, transcript) = prompt(form, ["Ada"])
    #expect(
      transcript == """
        Name
          As on your passport.
        > Ada

        """)
    #expect(submitted(outcome)?["name"] as? String == "Ada")
  }

  @Test("a number that does not parse, then one out of range, is asked again")
  func numberReasked() {
    let form =
      Form()
      +++ Section()
      <<< IntRow("port") {
        $0.title = "Port"
        $0.add(rule: RuleGreaterOrEqualThan(min: 1024, msg: "Port must be 1024 or more"))
        $0.add(rule: RuleSmallerOrEqualThan(max: 65535, msg: "Port must be 65535 or less"))
      }
    let (outcome, transcript) = prompt(form, ["abc", "80", "8080"])
    #expect(
      transcript == """
        Port
        > abc
        ! 'abc' is not a valid Int for row port
        Port [abc]
        > 80
        ! Port must be 1024 or more
        Port [80]
        > 8080

        """)
    #expect(submitted(outcome)?["port"] as? Int == 8080)
  }

  @Test("a choice by number, by text in any case, and a bad answer asked again")
  func choice() {
    let form =
      Form()
      +++ Section()
      <<< PushRow<String>("licence") {
        $0.title = "Licence"
        $0.options = ["MIT", "Apache-2.0", "GPL-3.0"]
        $0.value = "MIT"
      }
      <<< SegmentedRow<String>("size") {
        $0.title = "Size"
        $0.options = ["Small", "Large"]
      }
    let (outcome, transcript) = prompt(form, ["7", "2", "large"])
    #expect(
      transcript == """
        Licence [MIT]
          1) MIT
          2) Apache-2.0
          3) GPL-3.0
        > 7
        ! '7' is not one of the options: answer a number from 1 to 3 or its text
        Licence [MIT]
        > 2
        Size
          1) Small
          2) Large
        > large

        """)
    let values = submitted(outcome)
    #expect(values?["licence"] as? String == "Apache-2.0")
    #expect(values?["size"] as? String == "Large")
  }

  @Test("a multiple choice takes numbers and texts separated by commas, exactly those")
  func multipleChoice() {
    let form =
      Form()
      +++ Section()
      <<< MultipleSelectorRow<String>("tags") {
        $0.title = "Tags"
        $0.options = ["cli", "web", "ios"]
        $0.value = ["web"]
      }
    let (outcome, transcript) = prompt(form, ["1, IOS"])
    #expect(
      transcript == """
        Tags (numbers separated by commas) [web]
          1) cli
          2) web
          3) ios
        > 1, IOS

        """)
    #expect(submitted(outcome)?["tags"] as? Set<String> == ["cli", "ios"])
  }

  @Test("yes or no for a switch, an answer that is neither asked again, empty keeps the value")
  func yesNo() {
    let form =
      Form()
      +++ Section()
      <<< SwitchRow("docker") {
        $0.title = "Docker image"
        $0.value = false
      }
      <<< CheckRow("agree") {
        $0.title = "Agree"
        $0.value = true
      }
    let (outcome, transcript) = prompt(form, ["maybe", "Y", ""])
    #expect(
      transcript == """
        Docker image (y/n) [no]
        > maybe
        ! 'maybe' is not an answer here: answer y or n
        Docker image (y/n) [no]
        > Y
        Agree (y/n) [yes]
        >\u{20}

        """)
    let values = submitted(outcome)
    #expect(values?["docker"] as? Bool == true)
    #expect(values?["agree"] as? Bool == true)
  }

  @Test("a row shown by a condition is asked only when an earlier answer shows it")
  func condition() {
    func makeForm() -> Form {
      Form()
        +++ Section()
        <<< SwitchRow("docker") {
          $0.title = "Docker image"
          $0.value = false
        }
        <<< TextRow("image") {
          $0.title = "Image name"
          $0.hidden = "$docker == false"
        }
        <<< TextRow("owner") { $0.title = "Owner" }
    }
    let (hiddenOutcome, hiddenTranscript) = prompt(makeForm(), ["n", "Ada"])
    #expect(
      hiddenTranscript == """
        Docker image (y/n) [no]
        > n
        Owner
        > Ada

        """)
    #expect(submitted(hiddenOutcome)?["image"] == nil)

    let (shownOutcome, shownTranscript) = prompt(makeForm(), ["y", "formwork", "Ada"])
    #expect(
      shownTranscript == """
        Docker image (y/n) [no]
        > y
        Image name
        > formwork
        Owner
        > Ada

        """)
    #expect(submitted(shownOutcome)?["image"] as? String == "formwork")
  }

  @Test("a multivalued list: one item per line, invalid items dropped, the limit respected")
  func multivalued() {
    let form =
      Form()
      +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Maintainers") {
        $0.tag = "maintainers"
        $0.maximumItems = 2
        $0.multivaluedRowToInsertAt = { _ in
          EmailRow {
            $0.add(rule: RuleEmail(msg: "Not an e-mail address"))
          }
        }
      }
    let (outcome, transcript) = prompt(form, ["ada@example.com", "nope", "bob@example.com"])
    #expect(
      transcript == """
        Maintainers (one per line, an empty line ends, at most 2)
        > ada@example.com
        > nope
        ! Not an e-mail address
        > bob@example.com
          (2 items, the most it takes)

        """)
    #expect(
      submitted(outcome)?["maintainers"] as? [String] == ["ada@example.com", "bob@example.com"])
  }

  @Test("a required row and a rule that fails are asked again with the messages")
  func validationReasked() {
    let form =
      Form()
      +++ Section()
      <<< TextRow("name") {
        $0.title = "Name"
        $0.required = true
      }
      <<< EmailRow("email") {
        $0.title = "E-mail"
        $0.add(rule: RuleEmail(msg: "Not an e-mail address"))
      }
    let (outcome, transcript) = prompt(form, ["", "Ada", "ada@", "ada@example.com"])
    #expect(
      transcript == """
        Name (required)
        >\u{20}
        ! Name can't be empty
        Name (required)
        > Ada
        E-mail
        > ada@
        ! Not an e-mail address
        E-mail [ada@]
        > ada@example.com

        """)
    #expect(submitted(outcome)?["email"] as? String == "ada@example.com")
  }

  @Test("a date row takes ISO dates and asks again for a date that does not exist")
  func date() {
    let form =
      Form()
      +++ Section()
      <<< DateRow("start") { $0.title = "Start" }
    let (outcome, transcript) = prompt(form, ["2026-02-30", "tomorrow", "2026-03-01"])
    #expect(
      transcript == """
        Start (yyyy-MM-dd, HH:mm or both)
        > 2026-02-30
        ! '2026-02-30' is not a date: answer as yyyy-MM-dd, HH:mm or yyyy-MM-dd HH:mm
        Start (yyyy-MM-dd, HH:mm or both)
        > tomorrow
        ! 'tomorrow' is not a date: answer as yyyy-MM-dd, HH:mm or yyyy-MM-dd HH:mm
        Start (yyyy-MM-dd, HH:mm or both)
        > 2026-03-01

        """)
    #expect(submitted(outcome)?["start"] as? Date == Date(timeIntervalSince1970: 1_772_323_200))
  }

  @Test("the end of the input cancels: inputClosed, at once, without a hang")
  func endOfInput() {
    let form =
      Form()
      +++ Section()
      <<< TextRow("name") {
        $0.title = "Name"
        $0.required = true
      }
      <<< IntRow("age") { $0.title = "Age" }
    let (outcome, transcript) = prompt(form, [""])
    #expect(cancellation(outcome) == .inputClosed)
    #expect(
      transcript == """
        Name (required)
        >\u{20}
        ! Name can't be empty
        Name (required)
        >\u{20}

        """)
    let (emptyOutcome, _) = prompt(form, [])
    #expect(cancellation(emptyOutcome) == .inputClosed)
  }

  @Test(":q cancels by the user, and the value typed before stays")
  func quit() {
    let form =
      Form()
      +++ Section()
      <<< TextRow("name") { $0.title = "Name" }
      <<< IntRow("age") { $0.title = "Age" }
    let (outcome, transcript) = prompt(form, ["Ada", " :q "])
    #expect(cancellation(outcome) == .byUser)
    #expect(
      transcript == """
        Name
        > Ada
        Age
        >  :q\u{20}

        """)
    #expect(form.rowBy(tag: "name")?.baseValue as? String == "Ada")
  }

  @Test("at the end the form is validated: every error is written and the invalid rows asked again")
  func formValidation() {
    let form = Form()
    form
      +++ Section()
      <<< IntRow("minimum") {
        $0.title = "Minimum"
        $0.add(
          rule: RuleClosure<Int> { [unowned form] value in
            let maximum = form.rowBy(tag: "maximum")?.baseValue as? Int ?? .max
            return (value ?? 0) <= maximum ? nil : ValidationError(msg: "Above the maximum")
          })
      }
      <<< IntRow("maximum") { $0.title = "Maximum" }
    let (outcome, transcript) = prompt(form, ["10", "5", "3"])
    #expect(
      transcript == """
        Minimum
        > 10
        Maximum
        > 5
        The form is not complete:
          - Minimum: Above the maximum
        Minimum [10]
        > 3

        """)
    #expect(submitted(outcome)?["minimum"] as? Int == 3)
  }

  @Test("a selectable section is one choice among its rows, within its limits")
  func selectableSection() {
    let plan = SelectableSection<ListCheckRow<String>>(
      "Plan", selectionType: .singleSelection(enableDeselection: false)
    ) {
      $0.tag = "plan"
      $0.minimumSelections = 1
    }
    for option in ["Free", "Pro"] {
      plan
        <<< ListCheckRow<String> {
          $0.title = option
          $0.selectableValue = option.lowercased()
        }
    }
    let form = Form() +++ plan +++ Section() <<< LabelRow { $0.title = "Thank you" }
    let (outcome, transcript) = prompt(form, ["", "3", "pro"])
    #expect(submitted(outcome)?["plan"] as? String == "pro")
    #expect(transcript.hasPrefix("Plan\n  1) Free\n  2) Pro\n> \n! "))
    #expect(
      transcript.hasSuffix(
        """
        Plan
        > 3
        ! '3' is not one of the options: answer a number from 1 to 2 or its text
        Plan
        > pro
        Thank you

        """))
  }

  @Test("a slider takes a number within its range; a word is asked again")
  func slider() {
    let form =
      Form()
      +++ Section()
      <<< SliderRow("volume") {
        $0.title = "Volume"
        $0.minimumValue = 0
        $0.maximumValue = 10
        $0.value = 5
      }
    let (outcome, transcript) = prompt(form, ["loud", "20"])
    #expect(transcript.contains("! 'loud' is not a number\n"))
    #expect(transcript.hasPrefix("Volume (0 to 10) [5"))
    #expect(submitted(outcome)?["volume"] as? Float == 10)
  }

  @Test("a password is echoed as (hidden) and its value not shown; buttons are not asked")
  func secure() {
    let form =
      Form()
      +++ Section("Account")
      <<< PasswordRow("password") {
        $0.title = "Password"
        $0.add(rule: RuleMinLength(minLength: 4, msg: "At least 4 characters"))
      }
      <<< ButtonRow("save") { $0.title = "Save" }
    let (outcome, transcript) = prompt(form, ["abc", "", "secret"])
    #expect(
      transcript == """
        == Account ==
        Password
        > (hidden)
        ! At least 4 characters
        Password [hidden]
        >\u{20}
        ! At least 4 characters
        Password [hidden]
        > (hidden)

        """)
    #expect(submitted(outcome)?["password"] as? String == "secret")
  }

  @Test("a selector without options yet says so and takes an empty answer")
  func noOptions() {
    let form =
      Form()
      +++ Section()
      <<< PushRow<String>("region") { $0.title = "Region" }
    let (outcome, transcript) = prompt(form, ["1", ""])
    #expect(
      transcript == """
        Region
          (no options to choose from yet: answer nothing to go on)
        > 1
        ! There are no options to choose from: answer nothing to go on
        Region
        >\u{20}

        """)
    #expect(submitted(outcome) != nil)
  }
}
