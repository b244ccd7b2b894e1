import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a ``FormCommand`` reads and writes: its standard output and error, the input of line
/// mode, whether a person is there, the terminal for full screen, and how files are read.
///
/// ``standard()`` is the process's own; tests give recorded outputs, scripted input, an
/// ``InMemoryTerminal`` and files from memory, so they need no process.
public struct CommandIO {
  /// Where `--help` and the conversation of line mode go.
  public var output: any LineOutput
  /// Where problems, warnings and the report of a run without a person go.
  public var errorOutput: any LineOutput
  /// Where line mode reads its answers.
  public var input: any LineInput
  /// Whether a person can answer: standard input and output are terminals.
  public var isTerminal: Bool
  /// The terminal of a full-screen run; `nil` opens the process's own (``PosixTerminal``).
  public var terminal: (any TerminalDevice)?
  /// Reads the file at a path (the answers file).
  public var readFile: (String) throws -> Data

  /// Creates the I/O of a run.
  ///
  /// - Parameters:
  ///   - output: Standard output.
  ///   - errorOutput: Standard error.
  ///   - input: The input of line mode.
  ///   - isTerminal: Whether a person can answer.
  ///   - terminal: The device of a full-screen run; `nil` for the process's own.
  ///   - readFile: Reads a file's bytes; throws when it cannot.
  public init(
    output: any LineOutput, errorOutput: any LineOutput, input: any LineInput,
    isTerminal: Bool, terminal: (any TerminalDevice)? = nil,
    readFile: @escaping (String) throws -> Data
  ) {
    self.output = output
    self.errorOutput = errorOutput
    self.input = input
    self.isTerminal = isTerminal
    self.terminal = terminal
    self.readFile = readFile
  }

  /// The process's own: standard input, output and error, a terminal when both standard input
  /// and output are one (and `TERM` is not `dumb`), files from the file system.
  public static func standard() -> CommandIO {
    CommandIO(
      output: StandardLineOutput(), errorOutput: StandardErrorLineOutput(),
      input: StandardLineInput(), isTerminal: PosixTerminal.isInteractive,
      readFile: { path in try readBounded(path, limit: maximumAnswersFileBytes) })
  }

  /// The most bytes of an answers file that the process's own reader takes: 1 MiB.
  ///
  /// A larger file — or a stream that does not end, such as `/dev/stdin` fed by `yes` — is
  /// refused with ``FileTooLarge`` after reading one byte more, never read to its end.
  public static let maximumAnswersFileBytes = 1 << 20

  /// A file longer than the most a command reads.
  public struct FileTooLarge: Error, Equatable {
    /// The most bytes that are read.
    public let limit: Int

    /// A file longer than `limit` bytes.
    public init(limit: Int) { self.limit = limit }
  }

  /// The bytes of the file at `path`, read in slices up to `limit` bytes.
  ///
  /// - Throws: ``FileTooLarge`` past `limit` bytes; the file system's error when it cannot be
  ///   opened or read.
  static func readBounded(_ path: String, limit: Int) throws -> Data {
    let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    var data = Data()
    while let slice = try handle.read(upToCount: 64 * 1024), !slice.isEmpty {
      data.append(slice)
      if data.count > limit { throw FileTooLarge(limit: limit) }
    }
    return data
  }
}

/// Standard error, written unbuffered.
final class StandardErrorLineOutput: LineOutput {
  func write(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
