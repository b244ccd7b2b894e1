/// The size of a terminal, in character cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
  /// The number of columns.
  public var columns: Int
  /// The number of rows (lines).
  public var rows: Int

  /// Creates a size; values below 1 are raised to 1.
  public init(columns: Int, rows: Int) {
    self.columns = max(1, columns)
    self.rows = max(1, rows)
  }

  /// `columns×rows`, such as `80×24`.
  public var description: String { "\(columns)×\(rows)" }
}

/// Where a ``FormRunner`` reads keys from and draws to: a real terminal (``PosixTerminal``) or
/// one in memory for tests (``InMemoryTerminal``).
///
/// A device moves bytes and reports its size; it knows nothing of forms. The runner calls
/// ``begin(fullScreen:)`` once before it draws and ``end()`` once when it stops, on every path.
public protocol TerminalDevice: AnyObject {
  /// The current size. The runner asks before each frame and redraws everything when it changed.
  var size: TerminalSize { get }

  /// Prepares the terminal for drawing a form: raw input, no echo, and (when `fullScreen`) the
  /// alternate screen.
  func begin(fullScreen: Bool) throws(TerminalError)

  /// Puts the terminal back as ``begin(fullScreen:)`` found it. Safe to call more than once.
  func end()

  /// Reads the bytes that are available, waiting at most `timeout` (forever when `nil`) for the
  /// first.
  ///
  /// - Returns: The bytes read; an empty array when the time ran out or the wait was interrupted
  ///   (for example by a resize); `nil` when the input is closed.
  func read(timeout: Duration?) throws(TerminalError) -> [UInt8]?

  /// Writes text, escape sequences included, and flushes it.
  func write(_ text: String) throws(TerminalError)

  /// Stops the process as Ctrl-Z does in a shell, giving the terminal back while it is
  /// stopped and taking it again when it continues. A default does nothing.
  func suspend()

  /// Whether the screen must be drawn whole since the last call.
  ///
  /// It must after the process was stopped and continued; asking clears it. A default says
  /// `false`.
  func takeRedrawRequest() -> Bool
}

/// What a device does when it cannot stop: nothing.
extension TerminalDevice {
  /// Stops the process as Ctrl-Z does in a shell, giving the terminal back while it is
  /// stopped; a device that cannot does nothing (the default).
  public func suspend() {}

  /// Whether the screen must be drawn whole since the last call.
  ///
  /// It must after the process was stopped and continued; asking clears it. `false` unless the
  /// device says otherwise.
  public func takeRedrawRequest() -> Bool { false }
}

/// A terminal call that failed.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Standard input or output is not a terminal, so it cannot be put in raw mode.
  case notATerminal
  /// A call of the C library failed: the call's name and `errno`.
  case systemCall(String, errno: Int32)

  /// What failed, for a person.
  public var description: String {
    switch self {
    case .notATerminal: return "standard input or output is not a terminal"
    case .systemCall(let name, let errno): return "\(name) failed with errno \(errno)"
    }
  }
}
