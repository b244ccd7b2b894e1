import Formwork
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("A file keeps a draft, for its owner only, replaced whole")
struct FileDraftStoreTests {
  /// A new empty folder for one test.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("formwork-drafts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func draft(_ name: String) -> FormDraft {
    let form = Form() +++ Section() <<< TextRow("name") { $0.value = name }
    return form.draft(savedAt: Date(timeIntervalSince1970: 1_795_923_000))
  }

  /// The permission bits of the file at `url`.
  static func mode(_ url: URL) -> mode_t {
    var info = stat()
    guard stat(url.path, &info) == 0 else { return 0 }
    return info.st_mode & 0o777
  }

  @Test("no file is no draft, and deleting nothing is fine")
  func missing() throws {
    let store = FileDraftStore(url: try Self.folder().appendingPathComponent("draft.json"))
    #expect(try store.load() == nil)
    try store.delete()
  }

  @Test("a saved draft reads back equal, in a file of mode 0600")
  func saveAndLoad() throws {
    let url = try Self.folder().appendingPathComponent("draft.json")
    let store = FileDraftStore(url: url)
    try store.save(Self.draft("Ann"))
    #expect(Self.mode(url) == 0o600)
    #expect(try store.load() == Self.draft("Ann"))
  }

  @Test("saving again replaces the file whole and leaves nothing beside it")
  func atomicReplace() throws {
    let folder = try Self.folder()
    let url = folder.appendingPathComponent("draft.json")
    let store = FileDraftStore(url: url)
    try store.save(Self.draft("Ann"))
    // A wider file left by an earlier, interrupted save is narrowed again.
    let leftover = folder.appendingPathComponent(".draft.json.\(getpid()).tmp")
    _ = FileManager.default.createFile(
      atPath: leftover.path, contents: Data("junk".utf8), attributes: [.posixPermissions: 0o644])
    try store.save(Self.draft("Bea"))
    #expect(try store.load() == Self.draft("Bea"))
    #expect(Self.mode(url) == 0o600)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["draft.json"])
    try store.delete()
    #expect(try store.load() == nil)
  }

  @Test("a path that cannot be read is a typed error naming it")
  func unreadable() throws {
    let url = try Self.folder().appendingPathComponent("draft.json")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    #expect(throws: DraftStoreError.unreadable(path: url.path, errno: EISDIR)) {
      try FileDraftStore(url: url).load()
    }
  }

  @Test("a file that is not a draft is a typed error with the draft's reason")
  func notADraft() throws {
    let url = try Self.folder().appendingPathComponent("draft.json")
    try Data("{\"format\":\"invoice\"}".utf8).write(to: url)
    #expect(throws: DraftStoreError.invalidDraft(path: url.path, .wrongFormat(found: "invoice"))) {
      try FileDraftStore(url: url).load()
    }
  }

  @Test("a folder that does not exist cannot be written to, and the error says where")
  func unwritable() throws {
    let url = try Self.folder().appendingPathComponent("missing/draft.json")
    #expect(throws: DraftStoreError.unwritable(path: url.path, errno: ENOENT)) {
      try FileDraftStore(url: url).save(Self.draft("Ann"))
    }
    #expect(
      DraftStoreError.unwritable(path: url.path, errno: ENOENT).description.contains(url.path))
  }

  @Test("a file too large to be a draft is refused before it is read whole")
  func tooLarge() throws {
    let url = try Self.folder().appendingPathComponent("draft.json")
    try Data(count: FormDraft.maximumByteCount + 70_000).write(to: url)
    #expect(throws: DraftStoreError.unreadable(path: url.path, errno: EFBIG)) {
      try FileDraftStore(url: url).load()
    }
  }
}
