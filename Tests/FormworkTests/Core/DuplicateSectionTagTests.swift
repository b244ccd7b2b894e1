import Formwork
import Testing

@Suite("Two sections with the same tag")
struct DuplicateSectionTagTests {
  private func multivalued(_ values: [String]) -> MultivaluedSection {
    MultivaluedSection(multivaluedOptions: [.Delete]) { section in
      section.tag = "items"
      for value in values { section <<< TextRow { $0.value = value } }
    }
  }

  @Test("the second multivalued section with a tag is reported, by problems and by lint")
  func twoMultivalued() {
    let form = Form() +++ multivalued(["a"]) +++ multivalued(["b"])
    #expect(form.problems == [.duplicateSectionTag("items")])
    #expect(form.lint().contains(.duplicateSectionTag("items")))
    #expect(form.values()["items"] as? [String] == ["a"])
  }

  @Test("retagging a section to a tag another has is reported")
  func retag() {
    let first = Section { $0.tag = "one" }
    let second = Section { $0.tag = "two" }
    let form = Form() +++ first +++ second
    #expect(form.problems.isEmpty)
    second.tag = "one"
    #expect(form.problems == [.duplicateSectionTag("one")])
    #expect(form.sectionBy(tag: "one") === first)
  }
}
