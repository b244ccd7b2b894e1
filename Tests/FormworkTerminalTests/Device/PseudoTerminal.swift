#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal opened for a test: the master the test reads and writes as a terminal
/// emulator would, the slave a ``PosixTerminal`` runs on.
final class PseudoTerminal {
  let master: Int32
  let slave: Int32

  /// Opens a pair, with the window size set when given.
  init(columns: UInt16? = nil, rows: UInt16? = nil) throws {
    let master = PseudoTerminalCalls.openMaster(O_RDWR | O_NOCTTY)
    guard master >= 0 else { throw PseudoTerminalError.call("posix_openpt", errno) }
    guard PseudoTerminalCalls.grant(master) == 0, PseudoTerminalCalls.unlock(master) == 0,
      let path = PseudoTerminalCalls.slaveName(master)
    else {
      close(master)
      throw PseudoTerminalError.call("grantpt/unlockpt/ptsname", errno)
    }
    let slave = open(path, O_RDWR | O_NOCTTY)
    guard slave >= 0 else {
      close(master)
      throw PseudoTerminalError.call("open \(path)", errno)
    }
    self.master = master
    self.slave = slave
    if let columns, let rows {
      var window = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
      _ = ioctl(master, UInt(TIOCSWINSZ), &window)
    }
  }

  deinit {
    closeMaster()
    close(slave)
  }

  private var isMasterOpen = true

  /// Closes the master, as a terminal emulator that quits does.
  func closeMaster() {
    guard isMasterOpen else { return }
    isMasterOpen = false
    close(master)
  }

  /// The slave's modes now.
  func modes() -> termios {
    var modes = termios()
    _ = tcgetattr(slave, &modes)
    return modes
  }

  /// Sends bytes as if typed.
  func type(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// What the program wrote, read from the master until it contains `expected` or `wait`
  /// passes.
  func output(containing expected: String, wait: Duration = .seconds(2)) -> String {
    var collected: [UInt8] = []
    let deadline = ContinuousClock.now.advanced(by: wait)
    while ContinuousClock.now < deadline {
      if String(decoding: collected, as: UTF8.self).contains(expected) { break }
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 50) > 0 else { continue }
      var buffer = [UInt8](repeating: 0, count: 1024)
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      if count > 0 { collected += buffer.prefix(count) } else { break }
    }
    return String(decoding: collected, as: UTF8.self)
  }
}

enum PseudoTerminalError: Error {
  case call(String, Int32)
}

/// Whether two sets of modes are the same: flags and control characters.
func sameModes(_ first: termios, _ second: termios) -> Bool {
  var first = first
  var second = second
  let characters =
    withUnsafeBytes(of: &first.c_cc) { Array($0) }
    == withUnsafeBytes(of: &second.c_cc) { Array($0) }
  return first.c_iflag == second.c_iflag && first.c_oflag == second.c_oflag
    && first.c_cflag == second.c_cflag && first.c_lflag == second.c_lflag && characters
}

/// The C library's pseudo-terminal calls.
///
/// Glibc declares them only with `_XOPEN_SOURCE`, which
/// the Swift Glibc module does not define, so on Linux they are looked up by name.
enum PseudoTerminalCalls {
  #if canImport(Glibc)
    private typealias OpenCall = @convention(c) (Int32) -> Int32
    private typealias DescriptorCall = @convention(c) (Int32) -> Int32
    private typealias NameCall = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    private static func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
      guard let handle = dlopen(nil, RTLD_NOW), let pointer = dlsym(handle, name) else {
        return nil
      }
      return unsafeBitCast(pointer, to: type)
    }

    static func openMaster(_ flags: Int32) -> Int32 {
      symbol("posix_openpt", as: OpenCall.self)?(flags) ?? -1
    }
    static func grant(_ master: Int32) -> Int32 {
      symbol("grantpt", as: DescriptorCall.self)?(master) ?? -1
    }
    static func unlock(_ master: Int32) -> Int32 {
      symbol("unlockpt", as: DescriptorCall.self)?(master) ?? -1
    }
    static func slaveName(_ master: Int32) -> String? {
      guard let call = symbol("ptsname_r", as: NameCall.self) else { return nil }
      var name = [CChar](repeating: 0, count: 128)
      guard call(master, &name, name.count) == 0 else { return nil }
      return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
  #else
    static func openMaster(_ flags: Int32) -> Int32 { posix_openpt(flags) }
    static func grant(_ master: Int32) -> Int32 { grantpt(master) }
    static func unlock(_ master: Int32) -> Int32 { unlockpt(master) }
    static func slaveName(_ master: Int32) -> String? {
      ptsname(master).map { String(cString: $0) }
    }
  #endif
}
