import Formwork
import FormworkHTML
import Testing

@Suite("An unchecked box the page showed binds false; nothing else changes it")
struct BindingShownCheckboxTests {
  static func form() -> Form {
    Form() +++ Section()
      <<< SwitchRow("newsletter") { $0.title = "Newsletter" }
      <<< CheckRow("terms") { $0.title = "Terms" }
      <<< SwitchRow("later") {
        $0.title = "Later"
        $0.value = true
      }
  }

  /// What a browser sends for the page of `form`, unchanged.
  static func pageSubmission(of form: Form) throws -> FormData {
    FormData(
      try BrowserFormData.fields(of: HTMLRenderer().render(form)).map { ($0.name, $0.value) })
  }

  @Test("switches and checks without a value, left unchecked, become false")
  func uncheckedBecomesFalse() throws {
    let form = Self.form()
    let report = try form.bind(Self.pageSubmission(of: form))
    #expect(report.isClean, "\(report)")
    #expect((form.rowBy(tag: "newsletter") as? SwitchRow)?.value == false)
    #expect((form.rowBy(tag: "terms") as? CheckRow)?.value == false)
    #expect((form.rowBy(tag: "later") as? SwitchRow)?.value == true)
  }

  @Test("the mark is written only for a box without a value")
  func markOnlyWithoutValue() {
    let html = HTMLRenderer().render(Self.form())
    #expect(html.contains(#"<input type="hidden" name="formwork.shown" value="newsletter">"#))
    #expect(html.contains(#"<input type="hidden" name="formwork.shown" value="terms">"#))
    #expect(!html.contains(#"value="later">"#))
  }

  @Test("a request without the mark leaves a box without a value as it is")
  func noMarkNoChange() throws {
    let form = Self.form()
    let report = try form.bind(FormData([("later", "on")]))
    #expect(report.isClean, "\(report)")
    #expect((form.rowBy(tag: "newsletter") as? SwitchRow)?.value == nil)
  }

  @Test("a hidden or disabled row is not changed by a mark naming it")
  func hiddenAndDisabledUnchanged() throws {
    let form = Self.form()
    let newsletter = try #require(form.rowBy(tag: "newsletter") as? SwitchRow)
    newsletter.disabled = true
    newsletter.evaluateDisabled()
    let terms = try #require(form.rowBy(tag: "terms") as? CheckRow)
    terms.hidden = true
    terms.evaluateHidden()
    let html = HTMLRenderer().render(form)
    #expect(
      html.contains(#"<input type="hidden" name="formwork.shown" value="newsletter" disabled>"#))
    _ = try form.bind(
      FormData([
        (HTMLFieldNames.shownCheckbox, "newsletter"), (HTMLFieldNames.shownCheckbox, "terms"),
        ("later", "on"),
      ]))
    #expect(newsletter.value == nil)
    #expect(terms.value == nil)
  }
}
