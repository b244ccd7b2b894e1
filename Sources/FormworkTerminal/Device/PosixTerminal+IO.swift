#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension PosixTerminal {
  /// Waits for input with `poll` (on the input and, during a session, the resize pipe) and reads
  /// what is available, up to 4,096 bytes.
  ///
  /// A negative `timeout` is taken as zero, one longer than a year as a year.
  ///
  /// - Returns: The bytes read; `[]` when `timeout` ran out or the window was resized; `nil` at
  ///   end of input (`read` returned 0, or `EIO`, which a terminal whose other side hung up
  ///   reports). An interrupted call (`EINTR`) is retried within the time left.
  /// - Throws: ``TerminalError/systemCall(_:errno:)`` when `poll` or `read` fails otherwise.
  public func read(timeout: Duration?) throws(TerminalError) -> [UInt8]? {
    // `poll` skips a negative descriptor, so it would wait for ever.
    guard inputDescriptor >= 0 else { throw .systemCall("poll", errno: EBADF) }
    let clock = ContinuousClock()
    // A wait longer than a year is as good as for ever, and cannot overflow the clock.
    let deadline = timeout.map { clock.now.advanced(by: min(max(.zero, $0), .seconds(31_536_000))) }
    while true {
      var descriptors = [pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0)]
      if let wakePipe {
        descriptors.append(pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0))
      }
      let milliseconds = deadline.map { Self.milliseconds($0 - clock.now) } ?? -1
      let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
      if ready < 0 {
        guard errno == EINTR else { throw .systemCall("poll", errno: errno) }
        continue
      }
      if ready == 0 { return [] }
      if descriptors.count > 1, descriptors[1].revents != 0 {
        drainWakePipe()
        return []
      }
      let events = descriptors[0].revents
      if events & Int16(POLLNVAL) != 0 { throw .systemCall("poll", errno: EBADF) }
      switch try readAvailable() {
      case .bytes(let bytes): return bytes
      case .end: return nil
      case .again: continue
      }
    }
  }

  /// What one `read` call gave.
  private enum ReadResult {
    case bytes([UInt8])
    /// End of input.
    case end
    /// Nothing yet (`EINTR`, `EAGAIN`): poll again.
    case again
  }

  /// Reads what is available.
  private func readAvailable() throws(TerminalError) -> ReadResult {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { bytes in
      systemRead(inputDescriptor, bytes.baseAddress, bytes.count)
    }
    if count > 0 { return .bytes(Array(buffer.prefix(count))) }
    if count == 0 { return .end }
    switch errno {
    case EINTR, EAGAIN: return .again
    case EIO: return .end
    default: throw .systemCall("read", errno: errno)
    }
  }

  /// Empties the resize pipe, so the next `poll` waits again.
  private func drainWakePipe() {
    guard let wakePipe else { return }
    var buffer = [UInt8](repeating: 0, count: 64)
    while buffer.withUnsafeMutableBytes({ systemRead(wakePipe.read, $0.baseAddress, 64) }) > 0 {}
  }

  /// A wait for `poll`, rounded up to whole milliseconds, between 0 and `Int32.max`.
  static func milliseconds(_ duration: Duration) -> Int32 {
    guard duration > .zero else { return 0 }
    let (seconds, attoseconds) = duration.components
    let whole = seconds.multipliedReportingOverflow(by: 1000)
    guard !whole.overflow, whole.partialValue < Int64(Int32.max) else { return Int32.max }
    let fraction = (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int32(min(Int64(Int32.max), whole.partialValue + fraction))
  }

  /// Writes all of `text`, retrying partial writes, `EINTR`, and `EAGAIN` (after waiting for
  /// the output to accept more).
  ///
  /// - Throws: ``TerminalError/systemCall(_:errno:)`` when `write` fails otherwise (for example
  ///   `EPIPE` or `EBADF`).
  public func write(_ text: String) throws(TerminalError) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { buffer in
        systemWrite(outputDescriptor, buffer.baseAddress, buffer.count)
      }
      if written > 0 {
        offset += written
        continue
      }
      switch errno {
      case EINTR: continue
      case EAGAIN:
        var descriptor = pollfd(fd: outputDescriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&descriptor, 1, 100)
      default:
        throw .systemCall("write", errno: written == 0 ? EIO : errno)
      }
    }
  }
}

/// The C library's `read`, named apart from ``PosixTerminal/read(timeout:)``.
private func systemRead(
  _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int
) -> Int {
  read(descriptor, buffer, count)
}

/// The C library's `write`, named apart from ``PosixTerminal/write(_:)``.
private func systemWrite(
  _ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int
) -> Int {
  write(descriptor, buffer, count)
}
