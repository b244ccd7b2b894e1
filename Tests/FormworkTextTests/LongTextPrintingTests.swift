import Formwork
import FormworkText
import Testing

@Suite("Printing at extreme widths and very long words")
struct LongTextPrintingTests {
  @Test(
    "a width above the maximum is lowered to it, one below the minimum raised",
    arguments: [(Int.max, 10_000), (10_001, 10_000), (10_000, 10_000), (Int.min, 20), (-1, 20)])
  func widthIsBounded(asked: Int, drawn: Int) {
    #expect(TextPrinter(width: asked).width == drawn)
  }

  @Test("a printer asked for Int.max columns draws every line 10,000 columns wide")
  func maximumWidthRenders() {
    let form =
      Form()
      +++ Section("Account")
      <<< TextRow("name") {
        $0.title = "Name"
        $0.value = "Ada"
      }
      <<< SwitchRow("admin") {
        $0.title = "Admin"
        $0.value = false
      }
    let lines = TextPrinter(width: .max, charset: .ascii).render(form).split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines.allSatisfy { $0.count == TextPrinter.maximumWidth })
    #expect(lines[1].hasPrefix("|   Name [Ada "))
    #expect(lines[2].hasSuffix(". [OFF] |"))
  }

  /// A word of 300,000 characters with no space to break at.
  static let longWord = String(
    repeating: "abcdefghijklmnopqrstuvwxyz0123456789", count: 300_000 / 36 + 1
  ).prefix(300_000)

  @Test("a text area cuts a 300,000-character word into pieces that fill each line exactly")
  func longWordInTextArea() {
    let form =
      Form()
      +++ Section()
      <<< TextAreaRow("notes") { $0.value = String(Self.longWord) }
    let lines = TextPrinter(width: 40, charset: .ascii).render(form).split(separator: "\n")
    let rows = lines.dropFirst().dropLast()
    #expect(lines.allSatisfy { $0.count == 40 })
    // Each row is `|   [` + 32 characters of the word + `] |`.
    let pieces = rows.map { $0.dropFirst(5).dropLast(3) }
    #expect(pieces.dropLast().allSatisfy { $0.count == 32 })
    #expect(pieces.joined().trimmingSuffix(" ") == Self.longWord)
  }

  @Test("a 300,000-character word of ideographs is cut into pieces of 16, two columns each")
  func longWideWordInTextArea() {
    let word = String(repeating: "漢字", count: 150_000)
    let form =
      Form()
      +++ Section()
      <<< TextAreaRow("notes") { $0.value = word }
    let lines = TextPrinter(width: 40, charset: .ascii).render(form).split(separator: "\n")
    let rows = lines.dropFirst().dropLast()
    // Each row is `|   [` + 16 ideographs (32 columns) + `] |`.
    #expect(rows.allSatisfy { $0.hasPrefix("|   [") && $0.hasSuffix("] |") && $0.count == 24 })
    #expect(rows.map { $0.dropFirst(5).dropLast(3) }.joined() == word)
  }

  @Test("a footer cuts a 300,000-character word into pieces of the footer's width")
  func longWordInFooter() {
    let form =
      Form()
      +++ Section(header: "", footer: String(Self.longWord))
      <<< LabelRow("label") { $0.title = "Label" }
    let lines = TextPrinter(width: 40, charset: .ascii).render(form).split(separator: "\n")
    let footer = lines.dropFirst(3)
    #expect(footer.dropLast().allSatisfy { $0.count == 40 && $0.hasPrefix("  ") })
    #expect(footer.map { $0.dropFirst(2) }.joined() == Self.longWord)
  }

  @Test("help text cuts a 300,000-character word into pieces under its mark")
  func longWordInHelp() {
    let row = LabelRow("label") {
      $0.title = "Label"
      $0.helpText = String(Self.longWord)
    }
    let lines = TextPrinter(width: 40, charset: .ascii).render(row).split(separator: "\n")
    let help = lines.dropFirst()
    #expect(help.allSatisfy { $0.hasPrefix("  -> ") || $0.hasPrefix("     ") })
    #expect(help.dropLast().allSatisfy { $0.count == 40 })
    #expect(help.map { $0.dropFirst(5) }.joined() == Self.longWord)
  }
}

extension String {
  /// The string without `character` repeated at its end.
  fileprivate func trimmingSuffix(_ character: Character) -> Substring {
    var text = Substring(self)
    while text.last == character { text.removeLast() }
    return text
  }
}
