import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps a draft in one file, readable and writable by its owner only (mode 0600).
///
/// Saving writes a new file beside the old one and renames it over it, so a crash mid-save
/// leaves the old draft or the new one, never half of one.
///
/// ```swift
/// let store = FileDraftStore(url: home.appending(path: ".config/setup/draft.json"))
/// try store.save(form.draft())
/// ```
public struct FileDraftStore: DraftStore {
  /// The file the draft is kept in.
  public let url: URL

  /// A store keeping its draft in the file at `url` (the folder must exist).
  public init(url: URL) {
    self.url = url
  }

  /// The draft in the file, or `nil` when there is no file.
  ///
  /// - Throws: ``DraftStoreError/unreadable(path:errno:)`` for a file that cannot be read (or
  ///   is larger than ``FormDraft/maximumByteCount``: `EFBIG`);
  ///   ``DraftStoreError/invalidDraft(path:_:)`` for one that is not a draft.
  public func load() throws(DraftStoreError) -> FormDraft? {
    let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw .unreadable(path: url.path, errno: errno)
    }
    defer { close(descriptor) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable(path: url.path, errno: errno)
      }
      if count == 0 { break }
      data.append(contentsOf: buffer[..<count])
      if data.count > FormDraft.maximumByteCount {
        throw .unreadable(path: url.path, errno: EFBIG)
      }
    }
    do throws(FormDraftError) {
      return try FormDraft(jsonData: data)
    } catch {
      throw .invalidDraft(path: url.path, error)
    }
  }

  /// Writes `draft` to the file, replacing the one there, atomically and with mode 0600.
  ///
  /// - Throws: ``DraftStoreError/encoding(_:)``, or ``DraftStoreError/unwritable(path:errno:)``
  ///   naming the file; the draft kept before stays then.
  public func save(_ draft: FormDraft) throws(DraftStoreError) {
    let data: Data
    do throws(FormValueError) {
      data = try draft.jsonData()
    } catch {
      throw .encoding(error)
    }
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { throw .unwritable(path: url.path, errno: errno) }
    // The mode given to `open` is narrowed by the umask, never widened; a file left by an
    // earlier, interrupted save keeps its mode, so it is set again.
    var failure: Int32 = fchmod(descriptor, 0o600) == 0 ? 0 : errno
    if failure == 0 { failure = Self.writeAll(data, to: descriptor) }
    if failure == 0, fsync(descriptor) != 0 { failure = errno }
    close(descriptor)
    if failure == 0, rename(temporary, url.path) != 0 { failure = errno }
    guard failure == 0 else {
      unlink(temporary)
      throw .unwritable(path: url.path, errno: failure)
    }
  }

  /// Removes the file; nothing happens when there is none.
  ///
  /// - Throws: ``DraftStoreError/undeletable(path:errno:)``.
  public func delete() throws(DraftStoreError) {
    guard unlink(url.path) == 0 || errno == ENOENT else {
      throw .undeletable(path: url.path, errno: errno)
    }
  }

  /// Writes all of `data`; the error number of a failure, or 0.
  private static func writeAll(_ data: Data, to descriptor: Int32) -> Int32 {
    data.withUnsafeBytes { bytes -> Int32 in
      var offset = 0
      while offset < bytes.count {
        let count = write(descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += count
      }
      return 0
    }
  }
}
