/// A terminal in memory, for tests: scripted input in, a ``ScreenGrid`` out.
///
/// Give it the steps of a session — bytes or text a person types, and resizes — and run a form
/// on it; then read ``screen``, or ``snapshots`` to see the frame shown before each read.
///
/// ## How `read(timeout:)` answers
///
/// Each call records a snapshot of the screen, then answers with the next step, never waiting:
/// - a ``Step/bytes(_:)`` or ``Step/text(_:)`` step is returned whole, and the call after it
///   returns `[]` once — a pause, as when a person stops typing — so an Escape alone in its own
///   step is read as the Escape key and not as the start of a sequence;
/// - a ``Step/resize(_:)`` step changes ``size`` (and the grid) and returns `[]`, as a real
///   terminal's read does when the window is resized;
/// - when the steps run out, every call returns `nil`: the input is closed.
///
/// ## How `write(_:)` draws
///
/// Like a terminal whose output processing is on (``PosixTerminal`` keeps `OPOST`), a line feed
/// `"\n"` also returns to column 0. ``begin(fullScreen:)`` and ``end()`` write the same
/// sequences as ``PosixTerminal``, so after `end()` the grid shows the main screen again and the
/// cursor.
public final class InMemoryTerminal: TerminalDevice {
  /// One step of scripted input.
  public enum Step: Hashable, Sendable {
    /// Bytes, returned by one read.
    case bytes([UInt8])
    /// Text, returned by one read as its UTF-8 bytes.
    case text(String)
    /// A resize of the window to the given size.
    case resize(TerminalSize)
  }

  /// The screen: what was written so far, drawn.
  public private(set) var grid: ScreenGrid
  /// The current size.
  public var size: TerminalSize { grid.size }
  /// Every byte written, escape sequences included, as text.
  public private(set) var output = ""
  /// The screen's lines at each call of ``read(timeout:)``, in order.
  ///
  /// `snapshots[i]` is the screen at call `i` (from 0), so what was drawn for the bytes call `i`
  /// returned is `snapshots[i + 1]`. Empty when ``recordsSnapshots`` is off.
  public private(set) var snapshots: [[String]] = []
  /// Whether each read records a snapshot; turn it off for long sessions and benchmarks.
  public var recordsSnapshots = true
  /// Whether ``begin(fullScreen:)`` was called and ``end()`` not since: the "raw mode".
  public private(set) var isInRawMode = false
  /// Whether the active session is full-screen.
  public private(set) var isFullScreen = false
  /// How many times ``begin(fullScreen:)`` was called (throwing or not).
  public private(set) var beginCount = 0
  /// How many times ``end()`` was called (including calls that had nothing to do).
  public private(set) var endCount = 0
  /// How many times ``read(timeout:)`` was called.
  public private(set) var readCount = 0
  /// When set, the next ``begin(fullScreen:)`` throws it (once), leaving the terminal as it was:
  /// to test a runner on a terminal that cannot be used.
  public var beginError: TerminalError?
  /// When set, every ``write(_:)`` throws it and draws nothing: to test a terminal that went
  /// away.
  public var writeError: TerminalError?

  /// The steps not read yet.
  private var steps: [Step]
  private var next = 0
  /// Whether the previous read returned bytes, so this one pauses.
  private var owesPause = false

  /// A terminal of `size` with scripted input steps.
  public init(size: TerminalSize = TerminalSize(columns: 80, rows: 24), steps: [Step]) {
    grid = ScreenGrid(size: size)
    self.steps = steps
  }

  /// A terminal of `size` whose input is `input`, one string per read.
  public convenience init(size: TerminalSize = TerminalSize(columns: 80, rows: 24), input: [String])
  {
    self.init(size: size, steps: input.map(Step.text))
  }

  /// A terminal of `size` whose input is `input`, one chunk of bytes per read.
  public convenience init(
    size: TerminalSize = TerminalSize(columns: 80, rows: 24), bytes: [[UInt8]]
  ) {
    self.init(size: size, steps: bytes.map(Step.bytes))
  }

  /// The lines of the screen, trailing spaces trimmed.
  public var screen: [String] { grid.lines }
  /// Where the cursor is.
  public var cursor: ScreenGrid.Position { grid.cursor }
  /// Whether the cursor is shown.
  public var isCursorVisible: Bool { grid.isCursorVisible }
  /// Whether every step has been read.
  public var isInputExhausted: Bool { next >= steps.count && !owesPause }

  /// Adds steps at the end of the input.
  public func append(_ newSteps: [Step]) {
    steps += newSteps
  }

  /// Resizes the window now, between reads.
  public func resize(to newSize: TerminalSize) {
    grid.resize(to: newSize)
  }

  /// Enters "raw mode" and writes what ``PosixTerminal`` writes; does nothing when already in
  /// it.
  ///
  /// - Throws: ``beginError`` when set.
  public func begin(fullScreen: Bool) throws(TerminalError) {
    beginCount += 1
    if let error = beginError {
      beginError = nil
      throw error
    }
    guard !isInRawMode else { return }
    isInRawMode = true
    isFullScreen = fullScreen
    draw(TerminalSequences.begin(fullScreen: fullScreen))
  }

  /// Leaves "raw mode" and writes what ``PosixTerminal`` writes; does nothing more when not in
  /// it.
  public func end() {
    endCount += 1
    guard isInRawMode else { return }
    draw(TerminalSequences.end(fullScreen: isFullScreen))
    isInRawMode = false
    isFullScreen = false
  }

  /// How many times the runner stopped the process (Ctrl-Z), each simulated as a stop and a
  /// continue.
  public private(set) var suspendCount = 0
  private var redrawRequested = false

  /// Simulates a stop and a continue: writes what ``PosixTerminal`` writes when the process
  /// stops (the restore sequence) and when it continues (the begin sequence), and asks for a
  /// whole redraw; does nothing outside raw mode.
  public func suspend() {
    guard isInRawMode else { return }
    suspendCount += 1
    draw(TerminalSequences.end(fullScreen: isFullScreen))
    draw(TerminalSequences.begin(fullScreen: isFullScreen))
    redrawRequested = true
  }

  /// Whether ``suspend()`` ran since the last call; clears it.
  public func takeRedrawRequest() -> Bool {
    defer { redrawRequested = false }
    return redrawRequested
  }

  /// Records a snapshot and answers with the next step; see the type's discussion.
  ///
  /// Never waits and never throws.
  public func read(timeout: Duration?) throws(TerminalError) -> [UInt8]? {
    readCount += 1
    if recordsSnapshots { snapshots.append(grid.lines) }
    if owesPause {
      owesPause = false
      return []
    }
    guard next < steps.count else { return nil }
    let step = steps[next]
    next += 1
    switch step {
    case .bytes(let bytes):
      owesPause = true
      return bytes
    case .text(let text):
      owesPause = true
      return Array(text.utf8)
    case .resize(let newSize):
      resize(to: newSize)
      return []
    }
  }

  /// Draws `text` on the grid, a line feed also returning to column 0.
  ///
  /// - Throws: ``writeError`` when set.
  public func write(_ text: String) throws(TerminalError) {
    if let writeError { throw writeError }
    draw(text)
  }

  private func draw(_ text: String) {
    output += text
    for byte in text.utf8 {
      if byte == 0x0A { grid.write(CollectionOfOne(0x0D)) }
      grid.write(CollectionOfOne(byte))
    }
  }
}
