import Formwork
import Testing

@Suite("Retagging re-evaluates the conditions that read the tags")
struct RetagConditionTests {
  @Test("a row retagged to a tag a condition reads makes the condition read it")
  func newTag() {
    let source = TextRow("a") { $0.value = "x" }
    let target = LabelRow("target") { $0.hidden = "$c == 'x'" }
    let form = Form() +++ Section() <<< source <<< target
    #expect(!target.isHidden)
    source.tag = "c"
    #expect(target.isHidden)
    #expect(form.rows.map(\.tag) == ["c"])
  }

  @Test("a row retagged away from a tag a condition reads no longer decides it")
  func oldTag() {
    let source = TextRow("c") { $0.value = "x" }
    let target = LabelRow("target") { $0.hidden = "$c == 'x'" }
    let form = Form() +++ Section() <<< source <<< target
    #expect(target.isHidden)
    source.tag = "d"
    #expect(!target.isHidden)
    #expect(form.rows.count == 2)
  }

  @Test("a retagged section re-evaluates the conditions that read it")
  func sectionTag() {
    let section = Section("s") { $0.hidden = true }
    let target = LabelRow("target") { $0.hidden = "$other.isHidden == YES" }
    let form = Form() +++ section +++ Section() <<< target
    #expect(!target.isHidden)
    section.tag = "other"
    #expect(target.isHidden)
    section.tag = "gone"
    #expect(!target.isHidden)
    #expect(form.count == 1)
  }
}
