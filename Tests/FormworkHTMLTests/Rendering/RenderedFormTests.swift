import Formwork
import FormworkHTML
import FormworkTestSupport
import Foundation
import Testing

@Suite("Rendered forms read as meant: structure, ids, names, escaping")
struct RenderedFormTests {
  /// The values of every id attribute, and of the attributes that refer to ids.
  static func references(in html: String) -> (ids: [String], referred: [String]) {
    var ids: [String] = []
    var referred: [String] = []
    for tag in HTMLStructure.tags(in: html) {
      if case let id?? = tag.attributes["id"] { ids.append(id) }
      for name in ["for", "aria-describedby", "aria-labelledby"] {
        if case let value?? = tag.attributes[name] {
          referred += value.split(separator: " ").map(String.init)
        }
      }
    }
    return (ids, referred)
  }

  @Test(
    "Every id is unique and every label, description and labelled-by names an element",
    arguments: [false, true])
  func idsResolve(hostile: Bool) throws {
    let form = hostile ? RenderedForms.hostileForm() : RowCatalogForm.form()
    let html = HTMLRenderer().render(form)
    #expect(HTMLStructure.problems(in: html) == [])
    let (ids, referred) = Self.references(in: html)
    #expect(Set(ids).count == ids.count)
    #expect(Set(referred).subtracting(ids) == [])
    #expect(!referred.isEmpty)
  }

  @Test("A form's HTML holds each of its sections' HTML, indented one level")
  func sectionsInForm() {
    let form = RowCatalogForm.form()
    let renderer = HTMLRenderer()
    let html = renderer.render(form)
    for section in form.allSections {
      let indented = renderer.render(section).split(separator: "\n").map { "  " + $0 }
      #expect(html.contains(indented.joined(separator: "\n")))
    }
  }

  @Test("The catalog submits every value under its tag, except rows that only show a value")
  func names() {
    let form = RowCatalogForm.form()
    let names = Set(
      HTMLStructure.tags(in: HTMLRenderer().render(form)).compactMap {
        $0.attributes["name"] ?? nil
      }
    )
    let submitted = Set(form.httpParameters().keys)
    // A label row shows its value, a button and a title have none, and a selectable section's
    // rows are submitted under the section's tag.
    #expect(submitted.subtracting(names) == ["label", "button", "card", "Africa", "Europe"])
    #expect(names.subtracting(submitted) == ["formwork.submit"])
  }

  @Test("Hostile text never reaches the markup raw, and every attribute reads back as it was")
  func hostileText() {
    let evil = RenderedForms.hostile
    // The runtime's data is JSON with every `<`, `>` and `&` escaped (FormworkScriptData has
    // tests of its own); the rest of the page has no script.
    var renderer = RenderedForms.hostileRenderer
    renderer.runtimePlacement = .none
    let html = renderer.render(RenderedForms.hostileForm())
    let data = FormworkScriptData(form: RenderedForms.hostileForm()).json
    #expect(!data.contains("<") && !data.contains(">") && !data.contains("&"))
    #expect(!html.contains(evil))
    #expect(!html.localizedCaseInsensitiveContains("<script"))
    #expect(HTMLStructure.problems(in: html) == [])
    var carried = 0
    for tag in HTMLStructure.tags(in: html) {
      for (name, value) in tag.attributes {
        guard let value, value.contains("alert"), name != "role" else { continue }
        let read = HTMLEscapingTests.decoded(value)
        if name == "aria-label" {
          // A multivalued item's name: the section's header and its place.
          #expect(read == evil + ", item 1")
          carried += 1
        } else if name == "id" || name == "for" || name == "href" || name.hasPrefix("aria-") {
          // Ids spell out what is not a letter or digit, so they hold no markup at all.
          #expect(!read.contains("<") && !read.contains("\""))
        } else {
          #expect([evil, evil + "items", "0:" + evil + "items"].contains(read))
          carried += 1
        }
      }
    }
    // The action, the CSRF token, the text row's name, value and placeholder, the values of
    // four selects' options (one of them in an optgroup, and its label; two of them a left-right
    // selector's) and of a picker's two, a radio's value, a list item, the multivalued item's name, value and
    // label, the remove and add buttons' values, and the selectable option's value.
    #expect(carried == 19)
    // Every legend, label, help, message (and the section's limit, which names the section by
    // its header; both messages twice: under their control and in the error summary), option,
    // output, button (the submit button twice: the default button comes first), heading and
    // footer.
    let text = HTMLEscaping.text(evil)
    #expect(html.components(separatedBy: text).count - 1 == 35)
  }

  @Test("Rendering twice gives the same text and leaves the form as it was")
  func deterministic() throws {
    let form = try RenderedForms.signUp()
    let before = RenderedValuesSnapshot(form)
    let renderer = HTMLRenderer()
    #expect(renderer.render(form) == renderer.render(form))
    #expect(RenderedValuesSnapshot(form) == before)
  }

  @Test("An inline row expanded below its owner is left out: the owner's input picks the date")
  func inlineRows() throws {
    let form = RowCatalogForm.form()
    let renderer = HTMLRenderer()
    let dates = try #require(form.sectionBy(tag: "dates"))
    let closed = renderer.render(dates)
    try form.tap("dateInline")
    #expect(dates.allRows.count == 13)
    #expect(renderer.render(dates) == closed)
  }

  @Test("A script ends the form once; none is written for no script or an empty one")
  func script() {
    let form = Form() +++ Section() <<< TextRow("q")
    var renderer = HTMLRenderer()
    #expect(!renderer.render(form).contains("<script"))
    renderer.scriptProvider = { _ in "" }
    #expect(!renderer.render(form).contains("<script"))
    renderer.scriptProvider = { _ in "let a = '</script><script>alert(1)</SCRIPT >'" }
    let html = renderer.render(form)
    #expect(html.lowercased().components(separatedBy: "</script").count == 2)
    #expect(html.hasSuffix("  </script>\n</form>"))
  }

  @Test(
    "Every </script in any case is written <\\/script; other text is left as it is",
    arguments: [
      ("a</script>b", #"a<\/script>b"#), ("</ScRiPt", #"<\/ScRiPt"#), ("</scrip", "</scrip"),
      (#"<\/script"#, #"<\/script"#), ("x</script</SCRIPT>", #"x<\/script<\/SCRIPT>"#),
      ("é</script", #"é<\/script"#), ("</ſcript", "</ſcript"),
    ])
  func scriptEndTags(script: String, written: String) {
    let form = Form() +++ Section() <<< TextRow("q")
    var renderer = HTMLRenderer()
    renderer.scriptProvider = { _ in script }
    #expect(renderer.render(form).contains("  <script>\n\(written)\n  </script>"))
  }

  @Test("The stylesheet styles only the renderer's classes and keeps hidden elements hidden")
  func stylesheet() {
    let sheet = HTMLRenderer.stylesheet
    #expect(sheet.contains("\n.fw-form [hidden] { display: none !important; }\n"))
    // Every selector starts at a renderer's class (inside a media query too).
    var selectors: [Substring] = []
    var inComment = false
    for line in sheet.split(separator: "\n") {
      let text = line.drop(while: { $0 == " " })
      if text.hasPrefix("/*") { inComment = true }
      if inComment {
        if text.hasSuffix("*/") { inComment = false }
        continue
      }
      if text.hasPrefix("@media") || text.hasPrefix("--") || text == "}" { continue }
      if text.hasSuffix("{") || text.contains(" { ") || text.hasSuffix(",") {
        let selector = text.prefix { $0 != "{" }
        selectors += selector.split(separator: ",").map { $0.drop(while: { $0 == " " }) }
      }
    }
    #expect(!selectors.isEmpty)
    #expect(
      selectors.allSatisfy { $0.hasPrefix(".fw-") }, "\(selectors.filter { !$0.hasPrefix(".fw-") })"
    )
    #expect(sheet.hasSuffix("}\n"))
  }
}

/// The values of a form as text, to compare a form before and after rendering it.
private struct RenderedValuesSnapshot: Equatable {
  let values: [String: String]

  init(_ form: Form) {
    values = form.httpParameters(includeHidden: true).mapValues { String(describing: $0) }
  }
}
