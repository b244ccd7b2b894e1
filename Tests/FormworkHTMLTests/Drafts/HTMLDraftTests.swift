import Formwork
import FormworkHTML
import Foundation
import Testing

/// A sign-up form: a required name and a number of seats.
private func signUp() -> Form {
  Form() +++ Section("Sign up")
    <<< TextRow("name") {
      $0.title = "Name"
      $0.add(rule: RuleRequired())
    }
    <<< IntRow("seats") { $0.title = "Seats" }
    <<< EmailRow("email") {
      $0.title = "E-mail"
      $0.add(rule: RuleRequired())
    }
}

@Suite("Save for later on the web: a draft from a bound request, restored into the next page")
struct HTMLDraftTests {
  @Test("the renderer offers the button, which the binding does not report as unknown")
  func button() throws {
    var renderer = HTMLRenderer(action: "/signup")
    renderer.offersDraft = true
    let html = renderer.render(signUp())
    let line = try #require(html.split(separator: "\n").first { $0.contains("fw-save-draft") })
    #expect(line.contains("name=\"formwork.draft\""))
    #expect(line.contains("formnovalidate"))
    #expect(line.contains(">Save for later</button>"))
    #expect(!HTMLRenderer(action: "/signup").render(signUp()).contains("fw-save-draft"))
    let german = signUp()
    german.locale = Locale(identifier: "de")
    #expect(renderer.render(german).contains(">Für später speichern</button>"))
  }

  @Test("a press on save for later keeps values and typed text, and judges no untouched row")
  func saveAndRestore() throws {
    let data = FormData([("name", "Ann"), ("seats", "12a"), ("email", ""), ("formwork.draft", "1")])
    #expect(data.asksToSaveDraft)
    #expect(!FormData([("name", "Ann")]).asksToSaveDraft)
    let form = signUp()
    let (draft, report) = try form.draft(
      binding: data, identity: .init(name: "signup"), savedAt: Date(timeIntervalSince1970: 0))
    #expect(report.issues.allSatisfy { "\($0)".contains("formwork.draft") == false }, "\(report)")
    #expect(draft.rows["name"]?.value == .string("Ann"))
    #expect(draft.rows["seats"]?.rawText == "12a")
    // Typed text that does not read shows its message, as on any press; a required row the
    // person has not filled in is not judged yet.
    #expect(draft.rows["seats"]?.messagesShown == true)
    #expect(draft.rows["email"]?.messagesShown == false)

    let kept = try FormDraft(jsonData: draft.jsonData())
    let next = signUp()
    #expect(next.restore(kept).isComplete)
    var renderer = HTMLRenderer(action: "/signup")
    renderer.confirmsDraftSaved = true
    let html = renderer.render(next)
    #expect(html.contains("value=\"Ann\""))
    #expect(html.contains("value=\"12a\""))
    let email = try #require(html.split(separator: "\n").first { $0.contains("name=\"email\"") })
    #expect(!email.contains("aria-invalid"))
    let seats = try #require(html.split(separator: "\n").first { $0.contains("name=\"seats\"") })
    #expect(seats.contains("aria-invalid=\"true\""))
    #expect(
      html.contains(
        "<p class=\"fw-draft-saved\" role=\"status\">Your answers are saved. You can come back and finish later.</p>"
      ))
  }

  @Test("a refused CSRF token keeps no draft and changes nothing")
  func csrf() {
    let form = signUp()
    let options = BindingOptions(csrfCheck: { _ in false })
    #expect(throws: FormRequestError.invalidCSRFToken) {
      try form.draft(
        binding: FormData([("formwork.csrf", "t"), ("name", "Ann")]), options: options)
    }
    #expect(throws: FormRequestError.missingCSRFToken) {
      try form.draft(binding: FormData([("name", "Ann")]), options: options)
    }
    #expect(form.values()["name"] as? String == nil)
  }
}
