#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the signal handlers and the exit handler need to put a terminal back: the saved modes,
/// the descriptors, and the bytes of the restore sequence, all prepared before any handler is
/// installed.
///
/// A signal handler may run only async-signal-safe code, so the handlers here call `tcsetattr`,
/// `write`, `sigaction` and `raise` and read plain memory: the state lives in memory allocated
/// once (``state``, ``restoreBytes``), reached through `let` pointers, so reading it takes no
/// lock, no reference counting and no exclusivity check. It is safe without a lock because of
/// the order of the main path: it writes the state only while no handler is installed
/// (``activate(_:restoreSequence:)`` fills it, then installs them; ``deactivate()`` removes
/// them, then clears it), and a handler only reads it (and clears `isActive`, so that it
/// restores once). One terminal session is active at a time in a process.
enum TerminalRestoration {
  /// The signals that end a process and after which the terminal is restored; SIGWINCH is
  /// handled apart (it only wakes the reader).
  static let endingSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]

  /// The most bytes of restore sequence kept.
  static let restoreCapacity = 64

  /// What a handler reads: plain data only.
  struct State {
    var isActive = false
    var input: Int32 = -1
    var output: Int32 = -1
    var modes = termios()
    var restoreCount = 0
    /// The write end of the pipe that wakes `PosixTerminal.read(timeout:)` on a resize.
    var wakeDescriptor: Int32 = -1
    /// The raw modes, applied again when the process continues after a stop.
    var rawModes = termios()
    /// How many bytes of ``TerminalRestoration/beginBytes`` there are.
    var beginCount = 0
    /// Whether the process continued after a stop, so the screen must be drawn whole; set by
    /// the SIGCONT handler, cleared by the main path.
    var redrawRequested = false
  }

  /// The state, allocated once and never freed.
  ///
  /// See the type's discussion for why this is safe.
  nonisolated(unsafe) static let state: UnsafeMutablePointer<State> = {
    let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
    pointer.initialize(to: State())
    return pointer
  }()

  /// The restore sequence's bytes, allocated once and never freed.
  nonisolated(unsafe) static let restoreBytes: UnsafeMutablePointer<UInt8> = {
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: restoreCapacity)
    pointer.initialize(repeating: 0, count: restoreCapacity)
    return pointer
  }()

  /// The handlers that were installed before ours, put back by ``deactivate()``.
  ///
  /// Used on the main path only, never by a handler.
  nonisolated(unsafe) static var previousActions: [Int32: sigaction] = [:]

  /// Whether the exit handler is registered (once per process); main path only.
  nonisolated(unsafe) static var isExitHandlerRegistered = false

  /// Prepares the state and installs the handlers.
  ///
  /// - Throws: `EBUSY` when another terminal session is active.
  static func activate(_ prepared: State, restoreSequence: String) throws(TerminalError) {
    guard !state.pointee.isActive else { throw .systemCall("begin", errno: EBUSY) }
    let bytes = Array(restoreSequence.utf8.prefix(restoreCapacity))
    for (index, byte) in bytes.enumerated() { restoreBytes[index] = byte }
    state.pointee = prepared
    state.pointee.restoreCount = bytes.count
    state.pointee.isActive = true
    if !isExitHandlerRegistered {
      isExitHandlerRegistered = true
      atexit { TerminalRestoration.restore() }
    }
    var ending = makeAction { signal in TerminalRestoration.handleEndingSignal(signal) }
    for signal in endingSignals { sigaddset(&ending.sa_mask, signal) }
    for signal in endingSignals { install(ending, for: signal) }
    install(makeAction { _ in TerminalRestoration.handleResize() }, for: SIGWINCH)
    installStopHandlers()
  }

  /// Removes the handlers (putting back those found) and clears the state.
  static func deactivate() {
    for (signal, action) in previousActions {
      var action = action
      sigaction(signal, &action, nil)
    }
    previousActions = [:]
    state.pointee = State()
  }

  /// Puts the terminal back once: the saved modes, then the restore sequence.
  ///
  /// Async-signal-safe.
  static func restore() {
    let state = self.state
    guard state.pointee.isActive else { return }
    state.pointee.isActive = false
    var modes = state.pointee.modes
    _ = tcsetattr(state.pointee.input, TCSANOW, &modes)
    var offset = 0
    let count = state.pointee.restoreCount
    while offset < count {
      let written = write(state.pointee.output, restoreBytes + offset, count - offset)
      if written > 0 {
        offset += written
      } else if written < 0, errno == EINTR {
        continue
      } else {
        break
      }
    }
  }

  /// Restores the terminal, then ends the process as the signal would have without us.
  private static func handleEndingSignal(_ signal: Int32) {
    restore()
    var action = makeAction(nil)
    sigaction(signal, &action, nil)
    raise(signal)  // Delivered with the default action once this handler returns.
  }

  /// Wakes the reader; keeps `errno` as it was.
  static func handleResize() {
    let savedErrno = errno
    let descriptor = state.pointee.wakeDescriptor
    if descriptor >= 0 {
      var byte: UInt8 = 1
      _ = write(descriptor, &byte, 1)
    }
    errno = savedErrno
  }

  /// Installs `action` for `signal`, unless the signal is ignored (as `nohup` ignores SIGHUP):
  /// an ignored signal stays ignored.
  static func install(_ action: sigaction, for signal: Int32) {
    var action = action
    var previous = sigaction()
    guard sigaction(signal, nil, &previous) == 0, !isIgnored(previous) else { return }
    if sigaction(signal, &action, nil) == 0, previousActions[signal] == nil {
      previousActions[signal] = previous
    }
  }

  /// Whether an action ignores its signal (`SIG_IGN`).
  private static func isIgnored(_ action: sigaction) -> Bool {
    #if canImport(Glibc)
      let handler = action.__sigaction_handler.sa_handler
    #else
      let handler = action.__sigaction_u.__sa_handler
    #endif
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  /// A `sigaction` that runs `handler`, or takes the default action when `nil`.
  static func makeAction(_ handler: (@convention(c) (Int32) -> Void)?) -> sigaction {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = handler ?? SIG_DFL
    #else
      action.__sigaction_u.__sa_handler = handler ?? SIG_DFL
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    return action
  }
}
