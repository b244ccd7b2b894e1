import Formwork
import Foundation
import Testing

// The shared form file of the Coming from Eureka article, as the Linux test target compiles it:
// the article's `#if canImport(Eureka) import Eureka … #else import Formwork #endif` is the
// `import Formwork` above. Keep `makeForm()` exactly as the article shows it, so that a change
// that breaks the article's example fails the build.

/// The sign-up form, built the same way by the Eureka app and by the Linux tests.
func makeForm() -> Form {
  let form = Form()
  form +++ Section("Account")
    <<< TextRow("name") {
      $0.title = "Name"
      $0.placeholder = "Your name"
      $0.add(rule: RuleRequired())
      $0.validationOptions = .validatesOnChange
    }
    #if canImport(Eureka)
      // Styling is the app's alone: Eureka's cells are UIKit views.
      .cellUpdate { cell, row in
        cell.titleLabel?.textColor = row.isValid ? .label : .systemRed
      }
    #endif
    <<< EmailRow("email") {
      $0.title = "E-mail"
      $0.add(rule: RuleRequired())
      $0.add(rule: RuleEmail())
    }
    +++ Section("Newsletter")
    <<< SwitchRow("news") {
      $0.title = "Send me news"
      $0.value = false
    }
    <<< PushRow<String>("topic") {
      $0.title = "Topic"
      $0.options = ["Swift", "Forms", "Linux"]
      $0.value = "Swift"
      $0.hidden = "$news == false"
    }
  return form
}

@Suite("A form file shared with an Eureka app")
struct SharedFormFileTests {
  @Test("the topic shows only when news is on")
  func hiddenCondition() throws {
    let form = makeForm()
    #expect(form.rowBy(tag: "topic")?.isHidden == true)
    let news: SwitchRow? = form.rowBy(tag: "news")
    news?.value = true
    #expect(form.rowBy(tag: "topic")?.isHidden == false)
    #expect(form.values()["topic"] as? String == "Swift")
  }

  @Test("required and e-mail rules report what is missing and what is wrong")
  func validation() throws {
    let form = makeForm()
    #expect(form.validate().map(\.msg) == ["Field required!", "Field required!"])
    form.setValues(["name": "Ada", "email": "ada@"])
    #expect(form.validate().map(\.msg) == ["Field value should be a valid email!"])
    form.setValues(["email": "ada@example.com"])
    #expect(form.validate().isEmpty)
    #expect(form.problems.isEmpty)
  }
}
