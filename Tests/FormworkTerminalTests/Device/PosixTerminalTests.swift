import FormworkTerminal
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tests without a terminal: descriptors of pipes.
@Suite("POSIX terminal on pipes")
struct PosixTerminalPipeTests {
  /// A pipe, closed when the test ends.
  final class Pipe {
    let read: Int32
    let write: Int32
    init() {
      var descriptors: [Int32] = [-1, -1]
      _ = pipe(&descriptors)
      read = descriptors[0]
      write = descriptors[1]
    }
    deinit {
      close(read)
      close(write)
    }
  }

  @Test("pipes are not interactive, and begin on them throws notATerminal")
  func notATerminal() throws {
    let pipe = Pipe()
    #expect(!PosixTerminal.isInteractive(input: pipe.read, output: pipe.write, environment: [:]))
    let terminal = PosixTerminal(input: pipe.read, output: pipe.write, environment: [:])
    #expect(throws: TerminalError.notATerminal) { try terminal.begin(fullScreen: true) }
    terminal.end()
  }

  @Test(
    "the size falls back to COLUMNS and LINES, then to 80×24",
    arguments: [
      (["COLUMNS": "100", "LINES": "30"], TerminalSize(columns: 100, rows: 30)),
      (["COLUMNS": "100"], TerminalSize(columns: 100, rows: 24)),
      ([:], TerminalSize(columns: 80, rows: 24)),
      (["COLUMNS": "wide", "LINES": "-3"], TerminalSize(columns: 80, rows: 24)),
      (["COLUMNS": "0", "LINES": "99999999999999999999999"], TerminalSize(columns: 80, rows: 24)),
    ])
  func sizeFallback(environment: [String: String], expected: TerminalSize) {
    let pipe = Pipe()
    #expect(
      PosixTerminal(input: pipe.read, output: pipe.write, environment: environment).size == expected
    )
  }

  @Test("read returns what is there, [] when the time runs out, nil at end of input")
  func readPipe() throws {
    let pipe = Pipe()
    let terminal = PosixTerminal(input: pipe.read, output: pipe.write, environment: [:])
    #expect(try terminal.read(timeout: .milliseconds(10)) == [])
    #expect(try terminal.read(timeout: .milliseconds(-5)) == [], "a negative wait is no wait")
    try terminal.write("x")
    #expect(try terminal.read(timeout: .seconds(Int64.max)) == [0x78], "a huge wait does not trap")
    try terminal.write("héllo")
    #expect(try terminal.read(timeout: .seconds(5)) == Array("héllo".utf8))
    let other = Pipe()
    let reader = PosixTerminal(input: other.read, output: pipe.write, environment: [:])
    close(other.write)
    #expect(try reader.read(timeout: nil) == nil)
  }

  @Test("a large write goes through whole")
  func largeWrite() throws {
    let pipe = Pipe()
    let terminal = PosixTerminal(input: pipe.read, output: pipe.write, environment: [:])
    let text = String(repeating: "0123456789", count: 5_000)
    try terminal.write(text)
    var received: [UInt8] = []
    while received.count < 50_000, let bytes = try terminal.read(timeout: .seconds(5)),
      !bytes.isEmpty
    {
      received += bytes
    }
    #expect(received.count == 50_000)
  }

  @Test("bad descriptors give typed errors")
  func badDescriptors() {
    let terminal = PosixTerminal(input: -1, output: -1, environment: [:])
    #expect(throws: TerminalError.systemCall("write", errno: EBADF)) { try terminal.write("x") }
    #expect(throws: TerminalError.systemCall("poll", errno: EBADF)) {
      _ = try terminal.read(timeout: .milliseconds(10))
    }
    #expect(throws: TerminalError.notATerminal) { try terminal.begin(fullScreen: false) }
    let closed = PosixTerminal(input: 4_000, output: 4_000, environment: [:])
    #expect(throws: TerminalError.systemCall("poll", errno: EBADF)) {
      _ = try closed.read(timeout: nil)
    }
  }
}

/// Tests on a real pseudo-terminal.
///
/// Serialized: one terminal session is active at a time in a
/// process, and the resize test raises a process-wide signal.
@Suite("POSIX terminal on a pseudo-terminal", .serialized)
struct PosixTerminalPseudoTerminalTests {
  @Test("a pseudo-terminal is interactive unless TERM is dumb")
  func interactive() throws {
    let pty = try PseudoTerminal()
    #expect(PosixTerminal.isInteractive(input: pty.slave, output: pty.slave, environment: [:]))
    #expect(
      !PosixTerminal.isInteractive(
        input: pty.slave, output: pty.slave, environment: ["TERM": "dumb"]))
  }

  @Test("the size comes from the terminal, before COLUMNS and LINES")
  func size() throws {
    let pty = try PseudoTerminal(columns: 132, rows: 43)
    let terminal = PosixTerminal(
      input: pty.slave, output: pty.slave, environment: ["COLUMNS": "10", "LINES": "5"])
    #expect(terminal.size == TerminalSize(columns: 132, rows: 43))
  }

  @Test("begin sets raw mode, keys arrive as bytes, end restores the modes exactly")
  func rawModeRoundTrip() throws {
    let pty = try PseudoTerminal(columns: 80, rows: 24)
    let before = pty.modes()
    #expect(before.c_lflag & tcflag_t(ICANON) != 0, "a new pseudo-terminal starts cooked")
    let terminal = PosixTerminal(input: pty.slave, output: pty.slave, environment: [:])
    try terminal.begin(fullScreen: true)
    let raw = pty.modes()
    #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG | IEXTEN) == 0)
    #expect(raw.c_iflag & tcflag_t(IXON | ICRNL) == 0)
    #expect(raw.c_oflag & tcflag_t(OPOST) != 0, "output processing is kept")
    #expect(pty.output(containing: "\u{1B}[?2004h") == "\u{1B}[?1049h\u{1B}[?2004h")

    try terminal.write("hi\n")
    #expect(pty.output(containing: "\r\n") == "hi\r\n")
    pty.type([0x61, 0x03, 0x13, 0x0D, 0x1A, 0x1C])  // a, Ctrl-C, Ctrl-S, Return, Ctrl-Z, Ctrl-\
    var received: [UInt8] = []
    while received.count < 6, let bytes = try terminal.read(timeout: .seconds(5)), !bytes.isEmpty {
      received += bytes
    }
    #expect(received == [0x61, 0x03, 0x13, 0x0D, 0x1A, 0x1C])
    #expect(pty.output(containing: "a", wait: .milliseconds(200)).isEmpty, "nothing is echoed")

    terminal.end()
    #expect(sameModes(pty.modes(), before))
    #expect(pty.output(containing: "1049l") == "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l")
    terminal.end()
    #expect(
      pty.output(containing: "never", wait: .milliseconds(200)).isEmpty,
      "a second end writes nothing")
  }

  @Test("inline, begin does not enter the alternate screen and end does not leave it")
  func inline() throws {
    let pty = try PseudoTerminal()
    let before = pty.modes()
    let terminal = PosixTerminal(input: pty.slave, output: pty.slave, environment: [:])
    try terminal.begin(fullScreen: false)
    #expect(pty.output(containing: "2004h") == "\u{1B}[?2004h")
    terminal.end()
    #expect(pty.output(containing: "25h") == "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h")
    #expect(sameModes(pty.modes(), before))
  }

  @Test("only one session at a time; a second terminal's begin fails and changes nothing")
  func oneSession() throws {
    let first = try PseudoTerminal()
    let second = try PseudoTerminal()
    let secondBefore = second.modes()
    let terminal = PosixTerminal(input: first.slave, output: first.slave, environment: [:])
    let other = PosixTerminal(input: second.slave, output: second.slave, environment: [:])
    try terminal.begin(fullScreen: false)
    #expect(throws: TerminalError.systemCall("begin", errno: EBUSY)) {
      try other.begin(fullScreen: false)
    }
    #expect(sameModes(second.modes(), secondBefore))
    terminal.end()
    try other.begin(fullScreen: false)
    other.end()
    #expect(sameModes(second.modes(), secondBefore))
  }

  @Test("a resize (SIGWINCH) makes a waiting read return [] early")
  func resizeWakesRead() throws {
    let pty = try PseudoTerminal(columns: 80, rows: 24)
    let terminal = PosixTerminal(input: pty.slave, output: pty.slave, environment: [:])
    try terminal.begin(fullScreen: true)
    defer { terminal.end() }
    var window = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(pty.master, UInt(TIOCSWINSZ), &window)
    kill(getpid(), SIGWINCH)
    let start = ContinuousClock.now
    #expect(try terminal.read(timeout: .seconds(10)) == [])
    #expect(ContinuousClock.now - start < .seconds(5))
    #expect(terminal.size == TerminalSize(columns: 100, rows: 30))
    pty.type([0x62])
    #expect(try terminal.read(timeout: .seconds(5)) == [0x62], "the next read waits again")
  }

  @Test("when the other side closes, read returns nil")
  func hangUp() throws {
    let pty = try PseudoTerminal()
    let terminal = PosixTerminal(input: pty.slave, output: pty.slave, environment: [:])
    try terminal.begin(fullScreen: false)
    defer { terminal.end() }
    pty.closeMaster()
    #expect(try terminal.read(timeout: .seconds(5)) == nil)
  }
}
