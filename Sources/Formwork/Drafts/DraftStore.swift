/// Where a renderer keeps a form's draft between runs: one draft, loaded, saved and deleted.
///
/// ``FileDraftStore`` keeps it in a file; an app may keep it anywhere else (a database row per
/// visitor, the keychain) by adopting this protocol.
public protocol DraftStore: Sendable {
  /// The draft kept, or `nil` when there is none.
  ///
  /// - Throws: ``DraftStoreError`` when a draft is there but cannot be read.
  func load() throws(DraftStoreError) -> FormDraft?

  /// Keeps `draft`, replacing any draft kept before.
  ///
  /// - Throws: ``DraftStoreError`` when it cannot be kept; the draft kept before stays then.
  func save(_ draft: FormDraft) throws(DraftStoreError)

  /// Forgets the draft kept, if any.
  ///
  /// - Throws: ``DraftStoreError`` when it is there and cannot be removed.
  func delete() throws(DraftStoreError)
}

/// Why a ``DraftStore`` could not load, save or delete a draft.
public enum DraftStoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The draft is there but could not be read (`path`, the system's error number).
  case unreadable(path: String, errno: Int32)
  /// What was read is not a draft this library can use.
  case invalidDraft(path: String, FormDraftError)
  /// The draft could not be written (`path`, the system's error number).
  case unwritable(path: String, errno: Int32)
  /// The draft could not be encoded.
  case encoding(FormValueError)
  /// The draft is there but could not be removed.
  case undeletable(path: String, errno: Int32)

  /// A sentence naming the file and the problem.
  public var description: String {
    switch self {
    case .unreadable(let path, let errno): "cannot read the draft \(path) (errno \(errno))"
    case .invalidDraft(let path, let error): "\(path): \(error.description)"
    case .unwritable(let path, let errno): "cannot write the draft \(path) (errno \(errno))"
    case .encoding(let error): "cannot encode the draft: \(error.description)"
    case .undeletable(let path, let errno): "cannot remove the draft \(path) (errno \(errno))"
    }
  }
}
