/// The lines of a piece of HTML being written, indented by two spaces per open element.
///
/// Elements that hold other elements take a line for their start tag and one for their end tag;
/// an element holding only text, and a void element, take one line.
///
/// The lines are written as UTF-8 bytes into one buffer, the text of the form escaped on the way
/// (``HTMLEscaping``), so that writing a line allocates nothing of its own.
struct HTMLLines {
  private var bytes: [UInt8] = []
  private var depth = 0
  private var lineCount = 0

  /// Starts writing at `depth` levels of indentation.
  init(depth: Int = 0) {
    self.depth = depth
    bytes.reserveCapacity(4096)
  }

  /// Starts a line: a line break after the previous one, then the indentation when `indented`.
  private mutating func startLine(indented: Bool = true) {
    if lineCount > 0 { bytes.append(UInt8(ascii: "\n")) }
    lineCount += 1
    guard indented else { return }
    for _ in 0..<depth {
      bytes.append(UInt8(ascii: " "))
      bytes.append(UInt8(ascii: " "))
    }
  }

  /// Appends `text` as it is.
  private mutating func append(_ text: String) {
    HTMLLines.append(text, to: &bytes)
  }

  /// Appends the UTF-8 of `text` to `bytes`, copying its storage at once where it has one.
  static func append(_ text: String, to bytes: inout [UInt8]) {
    let done: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
    if done == nil { bytes.append(contentsOf: text.utf8) }
  }

  /// Appends `<name attributes>`.
  private mutating func startTag(_ name: String, _ attributes: HTMLAttributes) {
    bytes.append(UInt8(ascii: "<"))
    append(name)
    attributes.write(to: &bytes)
    bytes.append(UInt8(ascii: ">"))
  }

  /// Appends `</name>`.
  private mutating func endTag(_ name: String) {
    bytes.append(UInt8(ascii: "<"))
    bytes.append(UInt8(ascii: "/"))
    append(name)
    bytes.append(UInt8(ascii: ">"))
  }

  /// Writes a start tag on its own line; what follows is indented until ``close(_:)``.
  mutating func open(_ name: String, _ attributes: HTMLAttributes = [:]) {
    startLine()
    startTag(name, attributes)
    depth += 1
  }

  /// Writes the end tag of the element opened last.
  mutating func close(_ name: String) {
    depth -= 1
    startLine()
    endTag(name)
  }

  /// Writes an element holding `text` (escaped) on one line.
  mutating func element(_ name: String, _ attributes: HTMLAttributes = [:], text: String) {
    startLine()
    startTag(name, attributes)
    HTMLEscaping.append(text, inAttribute: false, to: &bytes)
    endTag(name)
  }

  /// Writes an element holding `markup` (already escaped) on one line.
  mutating func element(_ name: String, _ attributes: HTMLAttributes = [:], markup: String) {
    startLine()
    startTag(name, attributes)
    append(markup)
    endTag(name)
  }

  /// Writes a void element, such as `<input>`, on one line.
  mutating func void(_ name: String, _ attributes: HTMLAttributes) {
    startLine()
    startTag(name, attributes)
  }

  /// Writes `markup` as it is, indented, on one line.
  mutating func raw(_ markup: String) {
    startLine()
    append(markup)
  }

  /// Writes `text` as it is, not indented (the body of a `<script>`, whose lines must stay as
  /// they are).
  mutating func verbatim(_ text: String) {
    startLine(indented: false)
    append(text)
  }

  /// The lines joined with newlines, with none after the last.
  var text: String { String(decoding: bytes, as: UTF8.self) }
}
