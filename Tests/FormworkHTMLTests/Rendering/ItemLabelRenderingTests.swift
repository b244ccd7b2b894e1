import Formwork
import FormworkHTML
import Foundation
import Testing

@Suite("An untitled item of a multivalued section has a name of its own: \"Tags, item 2\"")
struct ItemLabelRenderingTests {
  static func form(titled: Bool = false) -> Form {
    Form()
      +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Tags") {
        $0.tag = "tags"
        $0.multivaluedRowToInsertAt = { _ in TextRow() }
        $0 <<< TextRow { $0.value = "swift" }
        $0 <<< TextRow { if titled { $0.title = "Second" } }
      }
  }

  @Test("each item's field is labelled by the header and its place, the just-added one too")
  func itemsNamedByPlace() throws {
    let form = Self.form()
    let html = HTMLRenderer().render(form)
    #expect(html.contains(#"aria-label="Tags, item 1""#))
    #expect(html.contains(#"aria-label="Tags, item 2""#))
    let section = try #require(form.sectionBy(tag: "tags") as? MultivaluedSection)
    section.insert(TextRow(), at: 2)
    #expect(HTMLRenderer().render(form).contains(#"aria-label="Tags, item 3""#))
    #expect(!HTMLRenderer().render(form).contains("aria-labelledby"))
  }

  @Test("an item with a title of its own keeps its label")
  func titledItemKeepsLabel() {
    let html = HTMLRenderer().render(Self.form(titled: true))
    #expect(html.contains(#"aria-label="Tags, item 1""#))
    #expect(!html.contains(#"aria-label="Tags, item 2""#))
    #expect(html.contains(">Second</label>"))
  }

  @Test("the words come from the form's catalogue")
  func german() {
    let form = Self.form()
    form.locale = Locale(identifier: "de_DE")
    #expect(HTMLRenderer().render(form).contains(#"aria-label="Tags, Eintrag 2""#))
  }
}
