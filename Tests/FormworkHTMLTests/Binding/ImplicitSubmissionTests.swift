import Formwork
import FormworkHTML
import Testing

@Suite("Enter in a field submits the form: the default button comes first")
struct ImplicitSubmissionTests {
  /// A name, then phone numbers holding `values` with an add button and remove buttons.
  static func form(phones values: [String]) -> Form {
    let phones = MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Phones") {
      $0.tag = "phones"
      $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
    }
    for value in values { phones <<< PhoneRow { $0.value = value } }
    return Form() +++ Section() <<< NameRow("name") { $0.title = "Name" } +++ phones
  }

  /// The first submit button in tree order, which HTML's implicit submission presses.
  ///
  /// - Returns: Its line (the renderer writes one element a line), and its name and value when
  ///   it has them.
  static func defaultButton(in html: String) -> (line: String, field: FormField?)? {
    guard
      let line = html.split(separator: "\n").first(where: {
        $0.contains("<button") && $0.contains(#"type="submit""#)
      })
    else { return nil }
    func attribute(_ name: String) -> String? {
      guard let start = line.range(of: " \(name)=\"") else { return nil }
      return String(line[start.upperBound...].prefix { $0 != "\"" })
    }
    let field = attribute("name").map { FormField(name: $0, value: attribute("value") ?? "") }
    return (String(line), field)
  }

  @Test(
    "The form's default button comes before every add and remove button",
    arguments: [[], ["1", "2"]])
  func order(values: [String]) throws {
    let form = Self.form(phones: values)
    let html = HTMLRenderer().render(form)
    #expect(HTMLStructure.problems(in: html) == [])
    let button = try #require(Self.defaultButton(in: html))
    #expect(
      button.line.trimmingCharacters(in: .whitespaces)
        == #"<button class="fw-default" type="submit" name="formwork.submit" tabindex="-1" aria-hidden="true">Submit</button>"#
    )
  }

  @Test(
    "Enter in a field submits the form and removes no item, with items or without",
    arguments: [[], ["1", "2"]])
  func enter(values: [String]) throws {
    let form = Self.form(phones: values)
    let html = HTMLRenderer().render(form)
    let pressed = try #require(Self.defaultButton(in: html)?.field)
    var fields = try BrowserFormData.fields(of: html)
    fields.append(pressed)
    let report = try form.bind(FormData(fields))
    #expect(report.isSubmission)
    #expect(report.isClean)
    let section = try #require(form.sectionBy(tag: "phones"))
    guard case .multivalued(let phones) = section.kind else {
      Issue.record("not a multivalued section")
      return
    }
    #expect(phones.itemRows.map { $0.baseValue as? String } == values)
  }

  @Test("The golden page of a form with items: the default button first, the submit button last")
  func golden() {
    let html = HTMLRenderer(csrfToken: "t0ken").render(Self.form(phones: ["555"]))
    #expect(
      html == #"""
        <form class="fw-form" method="post" accept-charset="UTF-8" novalidate>
          <input type="hidden" name="formwork.csrf" value="t0ken">
          <button class="fw-default" type="submit" name="formwork.submit" tabindex="-1" aria-hidden="true">Submit</button>
          <fieldset class="fw-section" id="fw.section.0">
            <div class="fw-row fw-row--field" id="fw-name.row">
              <label for="fw-name">Name</label>
              <input type="text" name="name" id="fw-name" autocomplete="name">
            </div>
          </fieldset>
          <fieldset class="fw-section fw-section--multivalued" id="fw-phones.section">
            <legend id="fw-phones.section.legend">Phones</legend>
            <ol class="fw-items">
              <li class="fw-row fw-row--field" id="fw.row.1">
                <input type="tel" name="phones" id="fw.row.1.control" value="555" autocomplete="tel" aria-label="Phones, item 1">
                <button class="fw-remove" type="submit" name="formwork.remove" value="0:phones">Remove</button>
              </li>
            </ol>
            <div class="fw-row fw-row--add" id="fw.row.2">
              <button class="fw-add" type="submit" name="formwork.add" id="fw.row.2.control" value="phones">Add</button>
            </div>
          </fieldset>
          <div class="fw-actions">
            <button class="fw-submit" type="submit" name="formwork.submit">Submit</button>
          </div>
        </form>
        """#)
  }

  @Test("A form without multivalued sections needs no default button")
  func noItems() {
    let form = Form() +++ Section() <<< NameRow("name")
    let html = HTMLRenderer().render(form)
    #expect(!html.contains("fw-default"))
    #expect(
      Self.defaultButton(in: html)?.field == FormField(name: HTMLFieldNames.submit, value: ""))
  }
}
