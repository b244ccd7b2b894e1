import Formwork

/// Writing a note row: its paragraphs as `<p>`, its lists as `<ul>` and `<ol>`, emphasis as
/// `<em>`, every text escaped.
extension HTMLRenderer {
  /// Writes `note`'s blocks inside a `<div class="fw-note">`.
  func writeNote(_ note: NoteText, to out: inout HTMLLines) {
    out.open("div", ["class": "fw-note"])
    for block in note.blocks {
      switch block {
      case .paragraph(let spans):
        out.element("p", markup: Self.markup(of: spans))
      case .bulleted(let items):
        out.open("ul")
        for item in items { out.element("li", markup: Self.markup(of: item)) }
        out.close("ul")
      case .numbered(let items):
        // Numbered as written: each item keeps its number.
        out.open("ol")
        for item in items {
          out.element("li", ["value": String(item.number)], markup: Self.markup(of: item.spans))
        }
        out.close("ol")
      }
    }
    out.close("div")
  }

  /// The spans as escaped text, emphasized ones in `<em>`.
  private static func markup(of spans: [NoteText.Span]) -> String {
    spans.map { span in
      let text = HTMLEscaping.text(span.text)
      return span.isEmphasized ? "<em>\(text)</em>" : text
    }.joined()
  }
}
