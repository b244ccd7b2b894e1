#if os(Linux)
  import Foundation
  import FormworkTerminal
  import Glibc
  import Testing

  /// A process whose terminal session ends by a signal or by `exit` leaves its terminal restored.
  ///
  /// The test runs this test binary again as a child, on a pseudo-terminal's slave, with
  /// `FORMWORK_TERMINAL_CHILD` set so that only ``PosixTerminalChild/session()`` runs in it: the
  /// child begins a full-screen session and says `READY`; the test then signals it (or the child
  /// calls `exit`), and checks what the child wrote last and the slave's modes.
  @Suite("POSIX terminal restored when the process ends", .serialized)
  struct PosixTerminalSignalTests {
    static let restoreSequence = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"

    @Test(
      "a signal ends the process with the terminal restored", arguments: [SIGTERM, SIGHUP, SIGINT])
    func signal(_ signal: Int32) throws {
      let pty = try PseudoTerminal(columns: 80, rows: 24)
      let before = pty.modes()
      let child = try launchChild(mode: "wait", on: pty)
      #expect(pty.output(containing: "READY", wait: .seconds(20)).contains("READY"))
      kill(child.processIdentifier, signal)
      child.waitUntilExit()
      #expect(child.terminationReason == .uncaughtSignal)
      #expect(child.terminationStatus == signal)
      #expect(pty.output(containing: Self.restoreSequence).contains(Self.restoreSequence))
      #expect(sameModes(pty.modes(), before))
    }

    @Test("a signal the process ignores (nohup) stays ignored")
    func ignoredSignal() throws {
      let pty = try PseudoTerminal(columns: 80, rows: 24)
      let before = pty.modes()
      let child = try launchChild(mode: "nohup", on: pty)
      #expect(pty.output(containing: "READY", wait: .seconds(20)).contains("READY"))
      kill(child.processIdentifier, SIGHUP)
      #expect(pty.output(containing: "\u{1B}[0m", wait: .milliseconds(300)).isEmpty)
      #expect(child.isRunning)
      kill(child.processIdentifier, SIGTERM)
      child.waitUntilExit()
      #expect(child.terminationStatus == SIGTERM)
      #expect(pty.output(containing: Self.restoreSequence).contains(Self.restoreSequence))
      #expect(sameModes(pty.modes(), before))
    }

    @Test("exit without end leaves the terminal restored")
    func exitWithoutEnd() throws {
      let pty = try PseudoTerminal(columns: 80, rows: 24)
      let before = pty.modes()
      let child = try launchChild(mode: "exit", on: pty)
      child.waitUntilExit()
      #expect(child.terminationReason == .exit)
      #expect(child.terminationStatus == 3)
      let output = pty.output(containing: Self.restoreSequence)
      #expect(output.contains("READY"))
      #expect(output.contains(Self.restoreSequence))
      #expect(sameModes(pty.modes(), before))
    }

    @Test("SIGTSTP puts the terminal back before stopping; SIGCONT takes raw mode again (#27)")
    func stopAndContinue() throws {
      let pty = try PseudoTerminal(columns: 80, rows: 24)
      let before = pty.modes()
      let child = try launchChild(mode: "wait", on: pty)
      #expect(pty.output(containing: "READY", wait: .seconds(20)).contains("READY"))
      #expect(!sameModes(pty.modes(), before), "the session is in raw mode")
      kill(child.processIdentifier, SIGTSTP)
      #expect(pty.output(containing: Self.restoreSequence).contains(Self.restoreSequence))
      // The terminal is put back just before the child stops: a SIGCONT sent in between would
      // come first and leave it stopped for good, so the test waits for the stop itself.
      #expect(Self.waitUntilStopped(child.processIdentifier), "the child stopped")
      // The shell sets its own modes while the program is stopped.
      var cooked = before
      _ = tcsetattr(pty.slave, TCSANOW, &cooked)
      kill(child.processIdentifier, SIGCONT)
      let begin = "\u{1B}[?1049h\u{1B}[?2004h"
      #expect(pty.output(containing: begin, wait: .seconds(5)).contains(begin))
      #expect(pty.modes().c_lflag & tcflag_t(ICANON) == 0, "raw mode again")
      #expect(pty.modes().c_lflag & tcflag_t(ECHO) == 0)
      #expect(child.isRunning)
      kill(child.processIdentifier, SIGTERM)
      // A child left stopped by a failure above would never take the SIGTERM: continued, and
      // killed when it does not end in time.
      kill(child.processIdentifier, SIGCONT)
      #expect(Self.waitUntilExit(child), "the child ended")
      #expect(child.terminationStatus == SIGTERM)
      #expect(sameModes(pty.modes(), before))
    }

    /// Whether the process `pid` is stopped (state `T` in `/proc/<pid>/stat`) within 5 seconds.
    private static func waitUntilStopped(_ pid: Int32) -> Bool {
      let deadline = ContinuousClock.now.advanced(by: .seconds(5))
      while ContinuousClock.now < deadline {
        if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let end = stat.lastIndex(of: ")"),
          stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).hasPrefix("T")
        {
          return true
        }
        usleep(10_000)
      }
      return false
    }

    /// Whether `child` ends within 10 seconds; killed otherwise, so that no test waits forever.
    private static func waitUntilExit(_ child: Process) -> Bool {
      let deadline = ContinuousClock.now.advanced(by: .seconds(10))
      while child.isRunning, ContinuousClock.now < deadline { usleep(10_000) }
      guard child.isRunning else { return true }
      kill(child.processIdentifier, SIGKILL)
      child.waitUntilExit()
      return false
    }

    private func launchChild(mode: String, on pty: PseudoTerminal) throws -> Process {
      let child = Process()
      child.executableURL = URL(
        fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
      )
      child.arguments = [
        "--testing-library", "swift-testing", "--filter", "PosixTerminalChild",
      ]
      var environment = ProcessInfo.processInfo.environment
      environment["FORMWORK_TERMINAL_CHILD"] = mode
      child.environment = environment
      let slave = FileHandle(fileDescriptor: pty.slave, closeOnDealloc: false)
      child.standardInput = slave
      child.standardOutput = slave
      child.standardError = FileHandle.nullDevice
      try child.run()
      return child
    }
  }

  /// The child's side of ``PosixTerminalSignalTests``; runs only in the child.
  @Suite("POSIX terminal child process")
  struct PosixTerminalChild {
    @Test(
      "a full-screen session that waits to be ended",
      .enabled(if: ProcessInfo.processInfo.environment["FORMWORK_TERMINAL_CHILD"] != nil))
    func session() throws {
      let mode = ProcessInfo.processInfo.environment["FORMWORK_TERMINAL_CHILD"]
      if mode == "nohup" { Glibc.signal(SIGHUP, SIG_IGN) }
      let terminal = PosixTerminal()
      try terminal.begin(fullScreen: true)
      try terminal.write("READY")
      if mode == "exit" { exit(3) }
      let deadline = ContinuousClock.now.advanced(by: .seconds(30))
      while ContinuousClock.now < deadline {
        _ = try terminal.read(timeout: .seconds(1))
      }
      terminal.end()
      Issue.record("the child was not ended by the test")
    }
  }
#endif
