import Formwork
import Testing

@Suite("Sections that change other sections as they join")
struct SectionInsertionConditionTests {
  /// A form whose section "later" shows only while row `x` is hidden, followed by "tail".
  private func form(withTail: Bool) -> Form {
    let form =
      Form()
      +++ Section("later") { $0.hidden = "NOT $x.isHidden" } <<< TextRow("a")
    if withTail { form +++ Section("tail") <<< TextRow("b") }
    return form
  }

  /// A section whose only row hides itself as it joins a form.
  private func selfHiding() -> Section {
    Section("new") <<< TextRow("x") { $0.hidden = "TRUEPREDICATE" }
  }

  // A section inserted at a visible position goes before the next visible section, after any
  // hidden ones; "later" is hidden before the insertion, so it stays before "new" in
  // `allSections`, and the visible sections must follow that order once it shows.

  @Test("inserting at 0 a section whose row hides itself shows the later section in place")
  func insertAtZero() {
    let form = form(withTail: false)
    #expect(form.map(\.name) == [])
    form.insert(selfHiding(), at: 0)
    #expect(form.map(\.name) == ["later", "new"])
    #expect(form.shape == [["a"], []])
    #expect(form.map(\.name) == form.allSections.filter { !$0.isHidden }.map(\.name))
  }

  @Test("with a visible section after it, the sections come out in order")
  func insertBeforeVisible() {
    let form = form(withTail: true)
    #expect(form.map(\.name) == ["tail"])
    form.insert(selfHiding(), at: 0)
    #expect(form.map(\.name) == ["later", "new", "tail"])
    #expect(form.map(\.name) == form.allSections.filter { !$0.isHidden }.map(\.name))
  }

  @Test("replacing a section by one that hides its row keeps the order")
  func replaceSubrange() {
    let form = form(withTail: true)
    form.replaceSubrange(0..<1, with: [selfHiding()])
    #expect(form.map(\.name) == ["later", "new"])
    let other = self.form(withTail: true)
    other.replaceSubrangeInAllSections(1..<2, with: [selfHiding(), Section("end")])
    #expect(other.allSections.map(\.name) == ["later", "new", "end"])
    #expect(other.map(\.name) == ["later", "new", "end"])
  }

  @Test("appending sections with += evaluates them once they are in place")
  func append() {
    var form = form(withTail: true)
    form += [selfHiding(), Section("end")]
    #expect(form.map(\.name) == ["later", "tail", "new", "end"])
  }
}
