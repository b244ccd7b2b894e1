import Formwork
import FormworkHTML
import Testing

@Suite("The web shows messages at the moment: after a submit, or for a row the person changed")
struct MessageMomentTests {
  /// A sign-up page: a required name, an e-mail checked by its rule, an age, and phones whose
  /// items are required.
  static func form() -> Form {
    Form()
      +++ Section("Account")
      <<< NameRow("name") {
        $0.title = "Name"
        $0.required = true
      }
      <<< EmailRow("email") {
        $0.title = "E-mail"
        $0.add(rule: RuleEmail())
      }
      <<< IntRow("age") { $0.title = "Age" }
      +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Phones") {
        $0.tag = "phones"
        $0.multivaluedRowToInsertAt = { _ in PhoneRow { $0.required = true } }
      }
  }

  /// What a browser sends for the page of `form`, with `extra` fields (the button pressed), and
  /// each field of `typed` replaced.
  static func submission(
    of form: Form, typed: [String: String] = [:], pressing extra: [(String, String)]
  ) throws -> FormData {
    let fields = try BrowserFormData.fields(of: HTMLRenderer().render(form)).map { field in
      (field.name, typed[field.name] ?? field.value)
    }
    return FormData(fields + extra)
  }

  /// The messages the page shows under their fields, in order (not the error summary's links).
  static func shownMessages(_ html: String) -> [String] {
    html.split(separator: "\n").compactMap { line in
      let item = line.trimmingPrefix(while: { $0 == " " })
      guard item.hasPrefix("<li>"), item.hasSuffix("</li>"), !item.hasPrefix("<li><a ") else {
        return nil
      }
      return String(item.dropFirst(4).dropLast(5))
    }
  }

  @Test("After an add button, the new item and the untouched empty field show nothing")
  func addShowsNothing() throws {
    let form = Self.form()
    let report = try form.bind(
      Self.submission(of: Self.form(), pressing: [(HTMLFieldNames.addItem, "phones")]))
    #expect(report.isClean, "\(report)")
    #expect(report.action == .addItem(section: "phones"))
    let html = HTMLRenderer().render(form)
    #expect(html.contains(#"<li class="fw-row fw-row--field fw-row--required""#))
    #expect(Self.shownMessages(html).isEmpty)
    #expect(!html.contains("aria-invalid"))
    #expect(!html.contains("untagged"))
  }

  @Test("After an add button, a field the person changed shows its message")
  func addShowsChangedRows() throws {
    let form = Self.form()
    let data = try Self.submission(
      of: Self.form(), typed: ["email": "ada", "age": "12a"],
      pressing: [(HTMLFieldNames.addItem, "phones")])
    _ = try form.bind(data)
    #expect(
      Self.shownMessages(HTMLRenderer().render(form)) == [
        form.messages.string(.email, ["field": "E-mail"]),
        form.messages.string(.inputWholeNumber, ["field": "Age"]),
      ])
  }

  @Test("After a submit, every error shows, the new item's too, written for people")
  func submitShowsAll() throws {
    let form = Self.form()
    _ = try form.bind(
      Self.submission(of: Self.form(), pressing: [(HTMLFieldNames.addItem, "phones")]))
    let html = HTMLRenderer().render(form)
    let report = try form.bind(
      Self.submission(of: form, typed: ["email": "ada"], pressing: [(HTMLFieldNames.submit, "")]))
    #expect(report.isClean, "\(report)")
    #expect(html != HTMLRenderer().render(form))
    let messages = Self.shownMessages(HTMLRenderer().render(form))
    #expect(
      messages == [
        form.messages.string(.required, ["field": "Name"]),
        form.messages.string(.email, ["field": "E-mail"]),
        form.messages.string(.required, ["field": .text(form.messages.string(.untitledField))]),
      ])
    #expect(!messages.contains { $0.contains("untagged") || $0.contains("PhoneRow") })
  }

  @Test("A submit validates the form; an add or remove button does not")
  func bindingValidatesSubmissions() throws {
    let form = Self.form()
    _ = try form.bind(FormData([(HTMLFieldNames.addItem, "phones")]))
    let name = try #require(form.rowBy(tag: "name"))
    #expect(name.validationErrors.isEmpty && !name.messagesRevealed)
    _ = try form.bind(FormData([("phones", ""), (HTMLFieldNames.submit, "")]))
    #expect(name.messagesRevealed)
    #expect(name.visibleValidationErrors.map(\.key) == [.required])
  }

  @Test("A section's limit shows after a submit only, in the form's words")
  func sectionLimit() throws {
    let form = Self.form()
    let section = try #require(form.sectionBy(tag: "phones") as? MultivaluedSection)
    section.minimumItems = 1
    _ = try form.bind(FormData([("name", "Ada"), (HTMLFieldNames.addItem, "phones")]))
    _ = try form.bind(FormData([("name", "Ada"), ("phones", "555")]))
    #expect(Self.shownMessages(HTMLRenderer().render(form)).isEmpty)
    _ = try form.bind(FormData([("name", "Ada")]))
    #expect(
      Self.shownMessages(HTMLRenderer().render(form)) == [
        form.messages.string(.minimumItems, ["field": "Phones", "count": 1])
      ])
  }
}
