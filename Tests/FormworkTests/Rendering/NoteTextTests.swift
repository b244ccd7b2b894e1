import Formwork
import Testing

@Suite("Note text: paragraphs, lists and emphasis")
struct NoteTextTests {
  @Test("paragraphs join their lines; a blank line separates them")
  func paragraphs() {
    let note = NoteText("One\ntwo.\n\n  Three.")
    #expect(note.blocks == [.paragraph([.init("One two.")]), .paragraph([.init("Three.")])])
  }

  @Test("bulleted and numbered lists, an indented line continuing an item")
  func lists() {
    let note = NoteText("Steps:\n- run\n  the tests\n* tag\n\n3. build\n4. ship")
    #expect(
      note.blocks == [
        .paragraph([.init("Steps:")]),
        .bulleted([[.init("run the tests")], [.init("tag")]]),
        .numbered([(3, [.init("build")]), (4, [.init("ship")])]),
      ])
  }

  @Test("emphasis with * and _, next to punctuation; unpaired marks kept")
  func emphasis() {
    #expect(
      NoteText("Before you *deploy now*: _check_.").blocks == [
        .paragraph([
          .init("Before you "), .init("deploy now", isEmphasized: true), .init(": "),
          .init("check", isEmphasized: true), .init("."),
        ])
      ])
    #expect(
      NoteText("2 * 3 = 6, snake_case_name").blocks == [
        .paragraph([.init("2 * 3 = 6, snake_case_name")])
      ])
    #expect(NoteText("*open only").blocks == [.paragraph([.init("*open only")])])
  }

  @Test(
    "bad input: empty, only blanks, a number too long, odd marks; nothing lost or crashing",
    arguments: ["", "\n\n", "   ", "12345678901234567890. x", "**", "_ _", "-", "1.", "*a\n*b*"])
  func odd(markup: String) {
    let note = NoteText(markup)
    let text = note.blocks.map { block -> String in
      switch block {
      case .paragraph(let spans): return spans.map(\.text).joined()
      case .bulleted(let items): return items.map { $0.map(\.text).joined() }.joined(separator: " ")
      case .numbered(let items):
        return items.map { $0.spans.map(\.text).joined() }.joined(separator: " ")
      }
    }.joined(separator: " ")
    let letters = markup.filter { $0.isLetter || $0.isNumber }
    #expect(letters.allSatisfy { text.contains($0) } || markup.contains(". "))
  }
}
