import Formwork

/// Drawing the rows that take more than one line of their own: an image row's box, a list
/// row's items, and a title row's heading.
extension TextPrinter {
  /// The narrowest room inside an image row's box, when the line leaves room for it.
  static let imageBoxMinimumInner = 12

  /// An image row: its title (with the `*` and `(disabled)` marks) when it has one, then, indented by two
  /// columns, a box with the image's name and pixel size (or its byte count when the size is
  /// unknown), or the placeholder when there is no image; the box fits its text, at least 12
  /// columns inside, and the text is cut to fit a narrow line.
  ///
  /// ```text
  /// Avatar
  ///   ┌──────────────┐
  ///   │ avatar.png   │
  ///   │ 120 × 120    │
  ///   └──────────────┘
  /// ```
  func imageLines(_ cell: BaseCell, image: FormImage?, width: Int) -> [String] {
    let glyphs = self.glyphs
    var texts: [String]
    if let image {
      texts = [TextLayout.singleLine(image.name)]
      if let size = image.pixelSize {
        texts.append("\(size.width) \(glyphs.times) \(size.height)")
      } else if let data = image.data {
        texts.append(messages(of: cell).string(.printerBytes, ["count": .integer(data.count)]))
      }
    } else {
      texts = [placeholderText(of: cell) ?? ""]
    }
    let indent = width >= 8 ? 2 : 0
    let widest = texts.map { TextLayout.width($0) }.max() ?? 0
    let inner = max(1, min(max(widest, Self.imageBoxMinimumInner), width - indent - 4))
    let pad = String(repeating: " ", count: indent)
    let rule = TextLayout.repeated(glyphs.horizontal, width: inner + 2)
    let label = self.label(of: cell)
    var lines = label.isEmpty ? [] : [label]
    lines.append(pad + glyphs.topLeft + rule + glyphs.topRight)
    for text in texts {
      let shown = TextLayout.truncate(text, to: inner, ellipsis: glyphs.ellipsis)
      lines.append(
        pad + glyphs.vertical + " " + TextLayout.pad(shown, to: inner) + " " + glyphs.vertical)
    }
    lines.append(pad + glyphs.bottomLeft + rule + glyphs.bottomRight)
    return lines
  }

  /// A list row: its title with the number of items after a leader (or its placeholder when it
  /// has none), then each item on its own line after a bullet, indented by two columns.
  ///
  /// ```text
  /// Tags ···················· 2 items
  ///   • swift
  ///   • forms
  /// ```
  func listLines(_ cell: BaseCell, items: [String], width: Int) -> [String] {
    let glyphs = self.glyphs
    let messages = messages(of: cell)
    let count =
      items.isEmpty
      ? (placeholderText(of: cell) ?? messages.string(.printerNoItems))
      : messages.string(.printerItems, ["count": .integer(items.count)])
    var lines = [leaderLine(label: label(of: cell), value: count, width: width)]
    let head = "  " + glyphs.bullet + " "
    let room = width - TextLayout.width(head)
    for item in items {
      let text = TextLayout.singleLine(item)
      lines.append(head + TextLayout.truncate(text, to: max(1, room), ellipsis: glyphs.ellipsis))
    }
    return lines
  }

  /// A title row: its title, and under it a rule as wide as the title (at most the line).
  ///
  /// ```text
  /// Contact
  /// ═══════
  /// ```
  func titleLines(_ cell: BaseCell, width: Int) -> [String] {
    let title = TextLayout.trimmed(TextLayout.singleLine(cell.title ?? ""))
    guard !title.isEmpty else { return [""] }
    let shown = TextLayout.truncate(title, to: width, ellipsis: glyphs.ellipsis)
    return [shown, TextLayout.repeated(glyphs.headingRule, width: TextLayout.width(shown))]
  }
}
