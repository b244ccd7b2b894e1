#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Stopping and continuing (SIGTSTP, SIGCONT): the terminal is put back as it was found while
/// the process is stopped, so the shell gets a usable terminal, and raw mode (with the
/// alternate screen and bracketed paste) is taken again when the process continues, whoever
/// stopped it; the reader is woken and the runner draws the screen whole.
///
/// Like the other handlers, these are async-signal-safe: they read the prepared state and call
/// `tcsetattr`, `write`, `sigaction`, `pthread_sigmask` and `raise` only.
extension TerminalRestoration {
  /// The begin sequence's bytes, written again when the process continues; allocated once.
  nonisolated(unsafe) static let beginBytes: UnsafeMutablePointer<UInt8> = {
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: restoreCapacity)
    pointer.initialize(repeating: 0, count: restoreCapacity)
    return pointer
  }()

  /// Keeps the begin sequence for the SIGCONT handler; main path only, before the handlers
  /// are installed.
  ///
  /// - Returns: The number of bytes kept, for ``State/beginCount``.
  static func prepareBeginBytes(_ beginSequence: String) -> Int {
    let bytes = Array(beginSequence.utf8.prefix(restoreCapacity))
    for (index, byte) in bytes.enumerated() { beginBytes[index] = byte }
    return bytes.count
  }

  /// Installs the SIGTSTP and SIGCONT handlers (a SIGTSTP found ignored stays ignored).
  static func installStopHandlers() {
    install(makeAction { signal in TerminalRestoration.handleStop(signal) }, for: SIGTSTP)
    install(makeAction { signal in TerminalRestoration.handleContinue(signal) }, for: SIGCONT)
  }

  /// Whether the process continued after a stop since the last call; clears it.
  static func takeRedrawRequest() -> Bool {
    guard state.pointee.redrawRequested else { return false }
    state.pointee.redrawRequested = false
    return true
  }

  /// SIGTSTP: puts the terminal back, stops the process with the default action, and on
  /// continuing installs itself again (the SIGCONT handler has taken raw mode by then).
  private static func handleStop(_ signal: Int32) {
    let savedErrno = errno
    let state = self.state
    if state.pointee.isActive {
      var modes = state.pointee.modes
      _ = tcsetattr(state.pointee.input, TCSANOW, &modes)
      writeAll(restoreBytes, count: state.pointee.restoreCount, to: state.pointee.output)
    }
    var stop = makeAction(nil)
    sigaction(SIGTSTP, &stop, nil)
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    sigaddset(&unblocked, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    raise(SIGTSTP)  // Stops here until SIGCONT.
    // A process group without a shell to continue it (an orphaned one) is not stopped: the
    // signal is discarded and no SIGCONT comes, so the terminal is taken again here.
    if !state.pointee.redrawRequested { takeTerminalAgain() }
    var again = makeAction { signal in TerminalRestoration.handleStop(signal) }
    sigaction(SIGTSTP, &again, nil)
    errno = savedErrno
  }

  /// SIGCONT: takes raw mode again, writes the begin sequence, asks for a whole redraw and
  /// wakes the reader.
  private static func handleContinue(_ signal: Int32) {
    let savedErrno = errno
    takeTerminalAgain()
    errno = savedErrno
  }

  /// Raw mode and the begin sequence again, a whole redraw asked for, the reader woken.
  private static func takeTerminalAgain() {
    let state = self.state
    guard state.pointee.isActive else { return }
    var raw = state.pointee.rawModes
    _ = tcsetattr(state.pointee.input, TCSANOW, &raw)
    writeAll(beginBytes, count: state.pointee.beginCount, to: state.pointee.output)
    state.pointee.redrawRequested = true
    handleResize()
  }

  /// Writes `count` bytes from `bytes` to `descriptor`, again after an interruption.
  private static func writeAll(
    _ bytes: UnsafeMutablePointer<UInt8>, count: Int, to descriptor: Int32
  ) {
    var offset = 0
    while offset < count {
      let written = write(descriptor, bytes + offset, count - offset)
      if written > 0 {
        offset += written
      } else if written < 0, errno == EINTR {
        continue
      } else {
        break
      }
    }
  }
}
