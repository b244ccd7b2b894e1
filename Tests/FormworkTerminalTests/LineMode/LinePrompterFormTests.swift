import Formwork
import FormworkTerminal
import Foundation
import Testing

@Suite("Line mode: lists, sections, validation and ending")
struct LinePrompterFormTests {
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
    let (outcome, transcript) = answerLines(form, ["ada@example.com", "nope", "bob@example.com"])
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
      submittedValues(outcome)?["maintainers"] as? [String] == [
        "ada@example.com", "bob@example.com",
      ])
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
    let (outcome, transcript) = answerLines(form, ["", "Ada", "ada@", "ada@example.com"])
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
    #expect(submittedValues(outcome)?["email"] as? String == "ada@example.com")
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
    let (outcome, transcript) = answerLines(form, [""])
    #expect(cancellationReason(outcome) == .inputClosed)
    #expect(
      transcript == """
        Name (required)
        >\u{20}
        ! Name can't be empty
        Name (required)
        >\u{20}

        """)
    let (emptyOutcome, _) = answerLines(form, [])
    #expect(cancellationReason(emptyOutcome) == .inputClosed)
  }

  @Test(":q cancels by the user, and the value typed before stays")
  func quit() {
    let form =
      Form()
      +++ Section()
      <<< TextRow("name") { $0.title = "Name" }
      <<< IntRow("age") { $0.title = "Age" }
    let (outcome, transcript) = answerLines(form, ["Ada", " :q "])
    #expect(cancellationReason(outcome) == .byUser)
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
    let (outcome, transcript) = answerLines(form, ["10", "5", "3"])
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
    #expect(submittedValues(outcome)?["minimum"] as? Int == 3)
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
    let (outcome, transcript) = answerLines(form, ["", "3", "pro"])
    #expect(submittedValues(outcome)?["plan"] as? String == "pro")
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
}
