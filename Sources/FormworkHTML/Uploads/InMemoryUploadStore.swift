import Foundation

/// An ``UploadStore`` in this process's memory, bounded in files, bytes and time: for examples,
/// tests and a server that runs as one process.
///
/// Tokens are 32 hexadecimal digits of 128 random bits from the system's generator, unless
/// the store is given its own maker (for deterministic tests). A file is kept for ``lifetime``
/// after it was last stored; past ``maximumFiles`` files or ``maximumBytes`` bytes, the files
/// stored longest ago are dropped first. Storing a file already kept returns its token again,
/// so that rendering a page twice keeps one copy.
///
/// ```swift
/// let uploads = InMemoryUploadStore()
/// var renderer = HTMLRenderer(action: "/signup")
/// renderer.uploadStore = uploads
/// let options = BindingOptions(uploadStore: uploads)
/// ```
///
/// It is safe to use from several tasks at once (a lock guards its state).
public final class InMemoryUploadStore: UploadStore, @unchecked Sendable {
  /// The most files kept at once.
  public let maximumFiles: Int
  /// The most bytes kept at once, all files together; a larger file is not stored.
  public let maximumBytes: Int
  /// How long a file is kept after it was last stored, in seconds.
  public let lifetime: TimeInterval

  private let now: @Sendable () -> Date
  private let makeToken: @Sendable () -> String
  private let lock = NSLock()
  /// Guarded by `lock`: each token's file and when it was stored, and each file's token.
  private var entries: [String: (file: FormFile, stored: Date)] = [:]
  private var tokens: [FormFile: String] = [:]
  private var order: [String] = []
  private var bytes = 0

  /// Creates an empty store.
  ///
  /// - Parameters:
  ///   - maximumFiles: The most files kept at once; 100 unless given.
  ///   - maximumBytes: The most bytes kept at once; 64 MiB unless given.
  ///   - lifetime: How long a file is kept, in seconds; an hour unless given.
  ///   - now: The clock; the system's unless given.
  ///   - makeToken: Makes a new token; 128 random bits as hex unless given.
  public init(
    maximumFiles: Int = 100, maximumBytes: Int = 67_108_864, lifetime: TimeInterval = 3_600,
    now: @escaping @Sendable () -> Date = { Date() },
    makeToken: @escaping @Sendable () -> String = InMemoryUploadStore.randomToken
  ) {
    self.maximumFiles = maximumFiles
    self.maximumBytes = maximumBytes
    self.lifetime = lifetime
    self.now = now
    self.makeToken = makeToken
  }

  /// 128 bits from the system's random number generator, as 32 lower-case hex digits.
  public static func randomToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<2).map { _ in
      let word = String(generator.next() as UInt64, radix: 16)
      return String(repeating: "0", count: 16 - word.count) + word
    }.joined()
  }

  /// Keeps `file` and returns its token, or `nil` when it alone has more than
  /// ``maximumBytes`` bytes.
  ///
  /// - Complexity: O(*n*) in the files kept, and in the bytes of `file` (to find it again).
  public func store(_ file: FormFile) -> String? {
    guard file.data.count <= maximumBytes else { return nil }
    lock.lock()
    defer { lock.unlock() }
    let time = now()
    dropExpired(at: time)
    if let token = tokens[file] {
      entries[token] = (file, time)
      order.removeAll { $0 == token }
      order.append(token)
      return token
    }
    var token = makeToken()
    while entries[token] != nil { token = makeToken() }
    entries[token] = (file, time)
    tokens[file] = token
    order.append(token)
    bytes += file.data.count
    while order.count > maximumFiles || bytes > maximumBytes, let oldest = order.first {
      remove(oldest)
    }
    return token
  }

  /// The file kept under `token`, or `nil` for a token the store does not know or whose file
  /// expired.
  ///
  /// - Complexity: O(1) for a token it does not know; O(*n*) in the files kept when one
  ///   expired.
  public func file(for token: String) -> FormFile? {
    lock.lock()
    defer { lock.unlock() }
    dropExpired(at: now())
    return entries[token]?.file
  }

  /// Drops the files stored more than ``lifetime`` before `time`.
  ///
  /// Call it with the lock held.
  private func dropExpired(at time: Date) {
    while let oldest = order.first, let entry = entries[oldest],
      time.timeIntervalSince(entry.stored) > lifetime
    {
      remove(oldest)
    }
  }

  /// Forgets the file of `token`.
  ///
  /// Call it with the lock held.
  private func remove(_ token: String) {
    order.removeAll { $0 == token }
    guard let entry = entries.removeValue(forKey: token) else { return }
    tokens[entry.file] = nil
    bytes -= entry.file.data.count
  }
}
