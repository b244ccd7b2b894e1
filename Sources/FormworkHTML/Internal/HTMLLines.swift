/// The lines of a piece of HTML being written, indented by two spaces per open element.
///
/// Elements that hold other elements take a line for their start tag and one for their end tag;
/// an element holding only text, and a void element, take one line.
struct HTMLLines {
  private(set) var lines: [String] = []
  private var depth = 0

  /// Starts writing at `depth` levels of indentation.
  init(depth: Int = 0) {
    self.depth = depth
  }

  private var indent: String { String(repeating: "  ", count: depth) }

  /// Writes a start tag on its own line; what follows is indented until ``close(_:)``.
  mutating func open(_ name: String, _ attributes: HTMLAttributes = [:]) {
    lines.append(indent + "<" + name + attributes.markup + ">")
    depth += 1
  }

  /// Writes the end tag of the element opened last.
  mutating func close(_ name: String) {
    depth -= 1
    lines.append(indent + "</" + name + ">")
  }

  /// Writes an element holding `text` (escaped) on one line.
  mutating func element(_ name: String, _ attributes: HTMLAttributes = [:], text: String) {
    element(name, attributes, markup: HTMLEscaping.text(text))
  }

  /// Writes an element holding `markup` (already escaped) on one line.
  mutating func element(_ name: String, _ attributes: HTMLAttributes = [:], markup: String) {
    lines.append(indent + "<" + name + attributes.markup + ">" + markup + "</" + name + ">")
  }

  /// Writes a void element, such as `<input>`, on one line.
  mutating func void(_ name: String, _ attributes: HTMLAttributes) {
    lines.append(indent + "<" + name + attributes.markup + ">")
  }

  /// Writes `markup` as it is, indented, on one line.
  mutating func raw(_ markup: String) {
    lines.append(indent + markup)
  }

  /// Writes `text` as it is, not indented (the body of a `<script>`, whose lines must stay as
  /// they are).
  mutating func verbatim(_ text: String) {
    lines.append(text)
  }

  /// The lines joined with newlines, with none after the last.
  var text: String { lines.joined(separator: "\n") }
}
