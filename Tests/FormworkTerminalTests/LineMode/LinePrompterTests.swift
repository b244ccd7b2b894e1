import Formwork
import FormworkTerminal
import Foundation
import Testing

@Suite("Line mode: rows")
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
    let (outcome, transcript) = answerLines(form, ["Ada"])
    #expect(
      transcript == """
        Name
          As on your passport.
        > Ada

        """)
    #expect(submittedValues(outcome)?["name"] as? String == "Ada")
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
    let (outcome, transcript) = answerLines(form, ["abc", "80", "8080"])
    #expect(
      transcript == """
        Port
        > abc
        ! Port must be a whole number
        Port [abc]
        > 80
        ! Port must be 1024 or more
        Port [80]
        > 8080

        """)
    #expect(submittedValues(outcome)?["port"] as? Int == 8080)
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
    let (outcome, transcript) = answerLines(form, ["7", "2", "large"])
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
    let values = submittedValues(outcome)
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
    let (outcome, transcript) = answerLines(form, ["1, IOS"])
    #expect(
      transcript == """
        Tags (numbers separated by commas) [web]
          1) cli
          2) web
          3) ios
        > 1, IOS

        """)
    #expect(submittedValues(outcome)?["tags"] as? Set<String> == ["cli", "ios"])
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
    let (outcome, transcript) = answerLines(form, ["maybe", "Y", ""])
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
    let values = submittedValues(outcome)
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
    let (hiddenOutcome, hiddenTranscript) = answerLines(makeForm(), ["n", "Ada"])
    #expect(
      hiddenTranscript == """
        Docker image (y/n) [no]
        > n
        Owner
        > Ada

        """)
    #expect(submittedValues(hiddenOutcome)?["image"] == nil)

    let (shownOutcome, shownTranscript) = answerLines(makeForm(), ["y", "formwork", "Ada"])
    #expect(
      shownTranscript == """
        Docker image (y/n) [no]
        > y
        Image name
        > formwork
        Owner
        > Ada

        """)
    #expect(submittedValues(shownOutcome)?["image"] as? String == "formwork")
  }

  @Test("a date row takes ISO dates and asks again for a date that does not exist")
  func date() {
    let form =
      Form()
      +++ Section()
      <<< DateRow("start") { $0.title = "Start" }
    let (outcome, transcript) = answerLines(form, ["2026-02-30", "tomorrow", "2026-03-01"])
    #expect(
      transcript == """
        Start (yyyy-MM-dd)
        > 2026-02-30
        ! '2026-02-30' is not a date: answer as yyyy-MM-dd, HH:mm or yyyy-MM-dd HH:mm
        Start (yyyy-MM-dd)
        > tomorrow
        ! 'tomorrow' is not a date: answer as yyyy-MM-dd, HH:mm or yyyy-MM-dd HH:mm
        Start (yyyy-MM-dd)
        > 2026-03-01

        """)
    #expect(
      submittedValues(outcome)?["start"] as? Date == Date(timeIntervalSince1970: 1_772_323_200))
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
    let (outcome, transcript) = answerLines(form, ["loud", "20"])
    #expect(transcript.contains("! 'loud' is not a number\n"))
    #expect(transcript.hasPrefix("Volume (0 to 10) [5"))
    #expect(submittedValues(outcome)?["volume"] as? Float == 10)
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
    let (outcome, transcript) = answerLines(form, ["abc", "", "secret"])
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
    #expect(submittedValues(outcome)?["password"] as? String == "secret")
  }

  @Test("a selector without options yet says so and takes an empty answer")
  func noOptions() {
    let form =
      Form()
      +++ Section()
      <<< PushRow<String>("region") { $0.title = "Region" }
    let (outcome, transcript) = answerLines(form, ["1", ""])
    #expect(
      transcript == """
        Region
          (no options to choose from yet: answer nothing to go on)
        > 1
        ! There are no options to choose from: answer nothing to go on
        Region
        >\u{20}

        """)
    #expect(submittedValues(outcome) != nil)
  }
}
