import Formwork

/// Drawing a section: a box with the header in its top edge, the rows inside, the footer below.
extension TextPrinter {
  /// The lines of `section`: ``width`` columns each, except the footer's, which may end sooner.
  func lines(of section: Section) -> [String] {
    let inner = width - 4
    let column = fieldColumn(for: section, width: inner)
    return boxed(section, rowLines(of: section, width: inner, fieldColumn: column))
  }

  /// The box of `section` around `body` (lines of ``width`` − 4 columns), with the footer below.
  func boxed(_ section: Section, _ body: [String]) -> [String] {
    let glyphs = self.glyphs
    var output = [topEdge(title: section.header?.title)]
    for line in body {
      output.append(glyphs.vertical + " " + line + " " + glyphs.vertical)
    }
    output.append(
      glyphs.bottomLeft + TextLayout.repeated(glyphs.horizontal, width: width - 2)
        + glyphs.bottomRight)
    if let footer = section.footer?.title, footer.contains(where: { !$0.isWhitespace }) {
      for line in TextLayout.wrap(footer, to: width - 2) {
        output.append(line.isEmpty ? "" : "  " + line)
      }
    }
    return output
  }

  /// The top edge of a box, with `title` in it after one stroke, cut to fit.
  private func topEdge(title: String?) -> String {
    let glyphs = self.glyphs
    let title = TextLayout.trimmed(TextLayout.singleLine(title ?? ""))
    guard !title.isEmpty else {
      return glyphs.topLeft + TextLayout.repeated(glyphs.horizontal, width: width - 2)
        + glyphs.topRight
    }
    // Corner, stroke, space, title, space, at least one stroke, corner.
    let shown = TextLayout.truncate(title, to: width - 6, ellipsis: glyphs.ellipsis)
    let rest = width - 5 - TextLayout.width(shown)
    return glyphs.topLeft + glyphs.horizontal + " " + shown + " "
      + TextLayout.repeated(glyphs.horizontal, width: rest) + glyphs.topRight
  }
}
