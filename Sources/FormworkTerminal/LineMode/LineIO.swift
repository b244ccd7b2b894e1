import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a ``LinePrompter`` reads its answers: one line per answer.
public protocol LineInput: AnyObject {
  /// The next line, without its line ending, or `nil` when the input has ended.
  func readLine() -> String?

  /// Whether a person types the answers as they are asked (a terminal). When `false` (a pipe, a
  /// file, a script), the prompter writes each answer after its prompt, so that the output reads
  /// as the whole conversation.
  var isInteractive: Bool { get }
}

/// Where a ``LinePrompter`` writes its questions and messages.
public protocol LineOutput: AnyObject {
  /// Writes `text` as it is: the prompter ends its lines with `"\n"` itself, and leaves the
  /// answer prompt (`> `) open at the end of a line.
  func write(_ text: String)
}

/// Standard input, a line at a time (`Swift.readLine(strippingNewline:)`): `"\n"` and `"\r\n"`
/// endings are removed, and bytes that are not UTF-8 are replaced rather than lost.
public final class StandardLineInput: LineInput {
  /// Whether standard input is a terminal, as `isatty` says.
  public let isInteractive: Bool

  /// Reads standard input.
  public init() {
    isInteractive = isatty(STDIN_FILENO) == 1
  }

  /// The next line of standard input, or `nil` at its end.
  public func readLine() -> String? {
    Swift.readLine(strippingNewline: true)
  }
}

/// Standard output, written unbuffered so that a prompt shows before the answer is read.
public final class StandardLineOutput: LineOutput {
  /// Writes to standard output.
  public init() {}

  /// Writes `text` to standard output at once.
  public func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}

/// Answers given in advance, for tests and scripts: each `readLine()` takes the next one, and
/// the input ends after the last.
public final class ScriptedLineInput: LineInput {
  /// The answers not read yet.
  public private(set) var remaining: ArraySlice<String>

  /// Not a person typing: the prompter writes each answer after its prompt.
  public var isInteractive: Bool { false }

  /// Answers `lines`, in order.
  public init(_ lines: [String]) {
    remaining = lines[...]
  }

  /// The next answer, or `nil` when none is left.
  public func readLine() -> String? {
    remaining.popFirst()
  }
}

/// Output kept in memory, for tests: everything written, in order.
public final class RecordedLineOutput: LineOutput {
  /// Everything written so far.
  public private(set) var text = ""

  /// Keeps an empty record.
  public init() {}

  /// Appends `text` to ``text``.
  public func write(_ text: String) {
    self.text += text
  }
}
