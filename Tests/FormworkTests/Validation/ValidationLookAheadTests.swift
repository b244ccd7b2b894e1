import Formwork
import Testing

// `Form.validate` asks the processor for rows ahead of the one it validates, walking the
// sections as it goes: forms shaped to trip that walk (empty sections, sections of one row,
// fewer rows than it looks ahead) must validate every row once, in order.

@Suite("Validation of forms of every shape")
struct ValidationLookAheadTests {
  /// A form with a section of `count` rows for each count, every row failing with a message
  /// naming it.
  private func form(sections counts: [Int]) -> (Form, [String]) {
    let form = Form()
    var names: [String] = []
    for (section, count) in counts.enumerated() {
      let rows = (0..<count).map { index in
        let name = "s\(section)r\(index)"
        names.append(name)
        return TextRow(name) {
          $0.value = index.isMultiple(of: 2) ? "a longer text than allowed" : nil
          $0.add(rule: RuleRequired(msg: name))
          $0.add(rule: RuleMaxLength(maxLength: 3, msg: name))
        }
      }
      form +++ Section { $0.append(contentsOf: rows) }
    }
    return (form, names)
  }

  @Test(
    "every row once, in order",
    arguments: [
      [], [0], [0, 0, 0], [1], [0, 1, 0], [3], [17],
      [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
      [0, 20, 0, 0, 1, 0], [16, 0, 8], [5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2],
      [40, 1, 40],
    ])
  func everyShape(counts: [Int]) {
    let (form, names) = form(sections: counts)
    #expect(form.validate().map(\.msg) == names)
    #expect(form.validate().map(\.msg) == names)
    #expect(form.validate(quietly: true).map(\.row) == names)
  }

  @Test("hidden rows between the rows validated are skipped")
  func hiddenRowsSkipped() {
    let (form, names) = form(sections: [20, 3, 20])
    let hidden = Set(names.enumerated().filter { $0.offset % 3 == 0 }.map(\.element))
    for name in hidden { (form.rowBy(tag: name) as BaseRow?)?.hidden = true }
    #expect(form.validate().map(\.msg) == names.filter { !hidden.contains($0) })
    #expect(form.validate(includeHidden: true).map(\.msg) == names)
  }
}
