import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real terminal: standard input and output (or any two descriptors of a terminal), in raw
/// mode while a form runs.
///
/// ``begin(fullScreen:)`` saves the terminal's modes and switches to raw input: no echo, no
/// line editing (`ICANON`), no signals from keys (`ISIG`: Ctrl-C, Ctrl-Z and Ctrl-\ arrive as
/// bytes), no flow control (`IXON`: Ctrl-S and Ctrl-Q arrive), no CR-to-LF translation
/// (`ICRNL`), no `IEXTEN` (Ctrl-V, Ctrl-O), 8-bit characters. Output processing (`OPOST`) is
/// kept, so `"\n"` still starts a new line at column 0. It turns bracketed paste on and, when
/// `fullScreen`, enters the alternate screen. It does not hide the cursor: the runner does.
///
/// The terminal is always put back. ``end()`` restores the modes and writes `ESC[0m` (attributes
/// reset), `ESC[?2004l` (bracketed paste off), `ESC[?25h` (cursor shown) and, after a full-screen
/// session, `ESC[?1049l` (alternate screen left). Between `begin` and `end`, handlers for
/// SIGTERM, SIGHUP, SIGINT and SIGQUIT do the same with async-signal-safe calls only, then end
/// the process with the signal's default action (a signal found ignored, as `nohup` ignores
/// SIGHUP, stays ignored); an `atexit` handler does it when the process
/// calls `exit`. `end()` removes the handlers and puts back those it found. One terminal session
/// may be active at a time in a process.
///
/// A SIGWINCH handler wakes ``read(timeout:)``, which then returns `[]` so the runner can ask
/// for the new ``size``.
///
/// Stopping and continuing work as in any full-screen program: on SIGTSTP (Ctrl-Z, which the
/// runner turns into ``suspend()``, or `kill -TSTP`) the terminal is put back before the process
/// stops; on SIGCONT (`fg`, `kill -CONT`, also after SIGSTOP) raw mode, bracketed paste and the
/// alternate screen are taken again, ``read(timeout:)`` wakes and ``takeRedrawRequest()`` says
/// that the screen must be drawn whole.
public final class PosixTerminal: TerminalDevice {
  /// The descriptor keys are read from.
  public let inputDescriptor: Int32
  /// The descriptor the form is drawn to.
  public let outputDescriptor: Int32
  /// Where `COLUMNS` and `LINES` are looked up when the terminal does not report its size.
  private let environment: [String: String]
  /// The modes found by `begin`, while a session is active.
  private var savedModes: termios?
  /// Whether the active session is full-screen.
  private var isFullScreen = false
  /// The pipe the SIGWINCH handler writes to, while a session is active.
  var wakePipe: (read: Int32, write: Int32)?

  /// Whether standard input and output are both terminals and `TERM` is not `dumb`: whether a
  /// form can run interactively, rather than in line mode.
  ///
  /// A `dumb` terminal (Emacs' shell buffer, some CI logs) cannot move the cursor, so it gets
  /// line mode even though it is a terminal.
  public static var isInteractive: Bool {
    isInteractive(
      input: STDIN_FILENO, output: STDOUT_FILENO, environment: ProcessInfo.processInfo.environment)
  }

  /// Whether `input` and `output` are both terminals and `environment["TERM"]` is not `dumb`.
  public static func isInteractive(
    input: Int32, output: Int32, environment: [String: String]
  ) -> Bool {
    isatty(input) == 1 && isatty(output) == 1 && environment["TERM"] != "dumb"
  }

  /// The terminal on standard input and standard output.
  public convenience init() {
    self.init(input: STDIN_FILENO, output: STDOUT_FILENO)
  }

  /// A terminal on two descriptors, which may be the same (such as a pseudo-terminal's slave).
  ///
  /// The terminal does not close them.
  ///
  /// - Parameters:
  ///   - input: The descriptor keys are read from.
  ///   - output: The descriptor the form is drawn to.
  ///   - environment: Where `COLUMNS` and `LINES` are read when the terminal does not
  ///     report a size; the process's environment by default.
  public init(
    input: Int32, output: Int32,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    inputDescriptor = input
    outputDescriptor = output
    self.environment = environment
  }

  deinit { end() }

  /// The size the terminal reports (`TIOCGWINSZ` on the output, then the input); otherwise
  /// `COLUMNS` and `LINES` from the environment, each when a positive number; otherwise 80×24.
  public var size: TerminalSize {
    for descriptor in [outputDescriptor, inputDescriptor] {
      var window = winsize()
      if ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
        return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
      }
    }
    func positive(_ name: String) -> Int? {
      guard let text = environment[name], let value = Int(text), value > 0 else { return nil }
      return value
    }
    return TerminalSize(columns: positive("COLUMNS") ?? 80, rows: positive("LINES") ?? 24)
  }

  /// Switches to raw mode and installs the restoring handlers; see the type's discussion.
  ///
  /// Does nothing when a session is already active on this terminal.
  ///
  /// - Throws: ``TerminalError/notATerminal`` when the input or output is not a terminal;
  ///   ``TerminalError/systemCall(_:errno:)`` when a call fails (`EBUSY` from `begin` when
  ///   another terminal session is active in the process). The terminal is left as it was.
  public func begin(fullScreen: Bool) throws(TerminalError) {
    guard savedModes == nil else { return }
    guard isatty(inputDescriptor) == 1, isatty(outputDescriptor) == 1 else {
      throw .notATerminal
    }
    var modes = termios()
    guard tcgetattr(inputDescriptor, &modes) == 0 else {
      throw .systemCall("tcgetattr", errno: errno)
    }
    let pipe = try Self.makeWakePipe()
    var prepared = TerminalRestoration.State()
    prepared.input = inputDescriptor
    prepared.output = outputDescriptor
    prepared.modes = modes
    prepared.wakeDescriptor = pipe.write
    prepared.rawModes = Self.rawModes(from: modes)
    if !TerminalRestoration.state.pointee.isActive {
      prepared.beginCount = TerminalRestoration.prepareBeginBytes(
        TerminalSequences.begin(fullScreen: fullScreen))
    }
    do {
      try TerminalRestoration.activate(
        prepared, restoreSequence: TerminalSequences.end(fullScreen: fullScreen))
    } catch {
      close(pipe.read)
      close(pipe.write)
      throw error
    }
    savedModes = modes
    isFullScreen = fullScreen
    wakePipe = pipe
    var raw = Self.rawModes(from: modes)
    guard tcsetattr(inputDescriptor, TCSANOW, &raw) == 0 else {
      let error = TerminalError.systemCall("tcsetattr", errno: errno)
      end()
      throw error
    }
    do {
      try write(TerminalSequences.begin(fullScreen: fullScreen))
    } catch {
      end()
      throw error
    }
  }

  /// Restores the modes found by ``begin(fullScreen:)``, writes the restore sequence, and
  /// removes the handlers.
  ///
  /// Does nothing when no session is active; never throws (a terminal
  /// that is gone cannot be restored).
  public func end() {
    guard var modes = savedModes else { return }
    _ = tcsetattr(inputDescriptor, TCSANOW, &modes)
    try? write(TerminalSequences.end(fullScreen: isFullScreen))
    TerminalRestoration.deactivate()
    if let pipe = wakePipe {
      close(pipe.read)
      close(pipe.write)
    }
    wakePipe = nil
    savedModes = nil
    isFullScreen = false
  }

  /// Stops the process as Ctrl-Z does in a shell (SIGTSTP).
  ///
  /// The terminal is put back while the process is stopped and taken again in raw mode when it
  /// continues (`fg`); see the type's discussion. Does nothing when no session is active, or when SIGTSTP is ignored (a
  /// process started without job control).
  public func suspend() {
    guard savedModes != nil else { return }
    raise(SIGTSTP)
  }

  /// Whether the process was stopped and continued since the last call.
  ///
  /// The screen may have been changed by others meanwhile, so it is drawn whole; asking clears
  /// it.
  public func takeRedrawRequest() -> Bool {
    guard savedModes != nil else { return false }
    return TerminalRestoration.takeRedrawRequest()
  }

  /// The raw modes made from the modes found.
  static func rawModes(from modes: termios) -> termios {
    var raw = modes
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    return raw
  }

  /// A non-blocking, close-on-exec pipe.
  private static func makeWakePipe() throws(TerminalError) -> (read: Int32, write: Int32) {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { throw .systemCall("pipe", errno: errno) }
    for descriptor in descriptors {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    return (descriptors[0], descriptors[1])
  }
}
