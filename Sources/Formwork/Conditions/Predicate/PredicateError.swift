/// A predicate string that could not be read: what was expected, what was found, and where.
///
/// The ``description`` shows the string with a caret under the spot:
///
/// ```
/// expected a value after '==' at offset 8, found end of text
/// $name ==
///         ^
/// ```
public struct PredicateError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The predicate string as written.
  public var source: String
  /// The position of the problem, in characters from the start of ``source``.
  public var offset: Int
  /// What the parser expected there, in words.
  public var expected: String
  /// What it found instead, in words (`end of text` at the end).
  public var found: String

  /// Creates a predicate error.
  public init(source: String, offset: Int, expected: String, found: String) {
    self.source = source
    self.offset = offset
    self.expected = expected
    self.found = found
  }

  /// The predicate on one line and a caret under the offset on the next.
  public var caretDiagram: String {
    let line = source.map { $0.isNewline ? " " : $0 }
    return String(line) + "\n" + String(repeating: " ", count: offset) + "^"
  }

  /// A sentence naming what was expected, where, and what was found, then the caret diagram.
  public var description: String {
    "expected \(expected) at offset \(offset), found \(found)\n\(caretDiagram)"
  }
}
