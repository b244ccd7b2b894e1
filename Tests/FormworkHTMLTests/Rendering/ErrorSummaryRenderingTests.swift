import Formwork
import FormworkHTML
import Foundation
import Testing

@Suite("The error summary: every message a person should see, linked to its control, first")
struct ErrorSummaryRenderingTests {
  /// A sign-up form: a required name, a required plan (radio buttons), an e-mail with its rule,
  /// and phones, at least one.
  static func form() -> Form {
    Form()
      +++ Section("Account")
      <<< NameRow("name") {
        $0.title = "Name"
        $0.required = true
      }
      <<< SegmentedRow<String>("plan") {
        $0.title = "Plan"
        $0.options = ["Free", "Pro"]
        $0.required = true
      }
      <<< EmailRow("email") {
        $0.title = "E-mail"
        $0.add(rule: RuleEmail())
      }
      +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Phones") {
        $0.tag = "phones"
        $0.minimumItems = 1
        $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
      }
  }

  /// The form after an invalid submit: every rule judged, every message shown.
  static func submitted(_ form: Form = form()) -> Form {
    (form.rowBy(tag: "email") as? EmailRow)?.value = "ada@"
    form.validate()
    return form
  }

  /// The lines of `html` from the summary's start tag to its end tag, without their indent.
  static func summary(in html: String) -> String? {
    let lines = html.split(separator: "\n").map { $0.trimmingPrefix(while: { $0 == " " }) }
    guard let start = lines.firstIndex(where: { $0.hasPrefix(#"<div class="fw-error-summary""#) })
    else { return nil }
    guard let end = lines[start...].firstIndex(where: { $0 == "</div>" }) else { return nil }
    return lines[start...end].joined(separator: "\n")
  }

  @Test("a form without messages has no summary, before and after a valid submit")
  func validFormHasNone() {
    let form = Self.form()
    #expect(!HTMLRenderer().render(form).contains("fw-error-summary"))
    (form.rowBy(tag: "name") as? NameRow)?.value = "Ada"
    (form.rowBy(tag: "plan") as? SegmentedRow<String>)?.value = "Pro"
    if let phones = form.sectionBy(tag: "phones") as? MultivaluedSection {
      phones.insert(PhoneRow { $0.value = "555" }, at: 0)
    }
    #expect(form.validate().isEmpty)
    #expect(!HTMLRenderer().render(form).contains("fw-error-summary"))
  }

  @Test("after an invalid submit the summary is the form's first element, links in form order")
  func linksInFormOrder() throws {
    let html = HTMLRenderer(csrfToken: "t").render(Self.submitted())
    let lines = html.split(separator: "\n")
    #expect(lines[1].hasPrefix(#"  <div class="fw-error-summary""#))
    #expect(lines.contains(#"  <input type="hidden" name="formwork.csrf" value="t">"#))
    #expect(
      Self.summary(in: html) == """
        <div class="fw-error-summary" id="fw.error-summary" role="alert" tabindex="-1" aria-labelledby="fw.error-summary.title">
        <h2 class="fw-error-summary__title" id="fw.error-summary.title">Please check the following</h2>
        <ul class="fw-error-summary__list">
        <li><a href="#fw-name">Name can't be empty</a></li>
        <li><a href="#fw-plan.option.0">Plan can't be empty</a></li>
        <li><a href="#fw-email">E-mail must be an e-mail address such as ada@example.com</a></li>
        <li><a href="#fw.row.3.control">Phones needs at least 1 item</a></li>
        </ul>
        </div>
        """)
    #expect(HTMLStructure.problems(in: html) == [])
  }

  @Test("every link names an element of the page, and each message is also under its field")
  func linksResolve() throws {
    let html = HTMLRenderer().render(Self.submitted())
    let summary = try #require(Self.summary(in: html))
    let targets = summary.split(separator: "\"").filter { $0.hasPrefix("#") }.map { $0.dropFirst() }
    #expect(targets.count == 4)
    for target in targets { #expect(html.contains(#"id="\#(target)""#), "\(target)") }
    #expect(html.contains(#"<input type="radio" id="fw-plan.option.0" name="plan" value="Free""#))
    #expect(html.contains(#"<ul class="fw-messages" id="fw-name.messages">"#))
  }

  @Test("a section's message links to the section's fieldset when it has no control")
  func sectionWithoutControls() throws {
    let form =
      Form()
      +++ MultivaluedSection(multivaluedOptions: [.Delete], header: "Phones") {
        $0.tag = "phones"
        $0.minimumItems = 1
      }
    form.validate()
    let html = HTMLRenderer().render(form)
    let summary = try #require(Self.summary(in: html))
    #expect(
      summary.contains(##"<li><a href="#fw-phones.section">Phones needs at least 1 item</a></li>"##)
    )
  }

  @Test("hidden rows and rows not yet judged are left out")
  func hiddenAndUntouchedLeftOut() throws {
    let form = Self.form()
    let name = try #require(form.rowBy(tag: "name"))
    name.hidden = true
    name.evaluateHidden()
    form.validate()
    let html = HTMLRenderer().render(form)
    let summary = try #require(Self.summary(in: html))
    #expect(!summary.contains("#fw-name"))
    #expect(summary.contains("#fw-plan.option.0"))
  }

  @Test("the summary's heading is in the form's language")
  func german() throws {
    let form = Self.form()
    form.locale = Locale(identifier: "de_DE")
    let html = HTMLRenderer().render(Self.submitted(form))
    let summary = try #require(Self.summary(in: html))
    #expect(summary.contains(">Bitte prüfen Sie Folgendes</h2>"))
    #expect(summary.contains(##"<li><a href="#fw-name">Name darf nicht leer sein</a></li>"##))
  }

  @Test("showsErrorSummary = false leaves it out, and the messages under the fields stay")
  func turnedOff() {
    var renderer = HTMLRenderer()
    renderer.showsErrorSummary = false
    let html = renderer.render(Self.submitted())
    #expect(!html.contains("fw-error-summary"))
    #expect(html.contains(#"<ul class="fw-messages" id="fw-name.messages">"#))
  }

  @Test("the page title carries the error prefix only while the form shows messages")
  func documentTitle() {
    let form = Self.form()
    #expect(HTMLRenderer.documentTitle("Sign up", for: form) == "Sign up")
    _ = Self.submitted(form)
    #expect(HTMLRenderer.documentTitle("Sign up", for: form) == "Error: Sign up")
    form.locale = Locale(identifier: "de_DE")
    #expect(HTMLRenderer.documentTitle("Anmelden", for: form) == "Fehler: Anmelden")
  }
}
