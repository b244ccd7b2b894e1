import Foundation

/// The drafts of a server's visitors, in memory, one per ``VisitorID``, bounded in count and in
/// bytes: saving past either bound drops the oldest drafts first.
///
/// A draft is kept as its JSON (``Formwork/FormDraft/jsonData()``), so that its size is what
/// the bound counts. Nothing survives a restart; a real site keeps drafts in its database.
public actor VisitorDraftStore {
  /// The most drafts kept.
  public let maximumEntries: Int
  /// The most bytes of JSON kept, all drafts together; a larger draft is not kept.
  public let maximumBytes: Int

  /// A kept draft and when it was saved, as a number that grows with each save.
  private struct Entry {
    var json: Data
    var age: UInt64
  }

  private var entries: [VisitorID: Entry] = [:]
  private var nextAge: UInt64 = 0
  private var byteCount = 0

  /// Creates an empty store.
  ///
  /// - Parameters:
  ///   - maximumEntries: The most drafts kept (at least 1).
  ///   - maximumBytes: The most bytes of JSON kept (at least 1).
  public init(maximumEntries: Int, maximumBytes: Int) {
    self.maximumEntries = max(1, maximumEntries)
    self.maximumBytes = max(1, maximumBytes)
  }

  /// The number of drafts kept.
  public var count: Int { entries.count }

  /// The bytes of JSON kept.
  public var bytes: Int { byteCount }

  /// The draft kept for `visitor`, or `nil`.
  public func draft(for visitor: VisitorID) -> Data? {
    entries[visitor]?.json
  }

  /// Keeps `json` for `visitor`, after forgetting the draft of `previous` (the id the visitor
  /// had, which a save replaces), and drops the oldest drafts until both bounds hold.
  ///
  /// - Parameters:
  ///   - json: The draft's JSON.
  ///   - visitor: The visitor's new id.
  ///   - previous: The visitor's former id, if any.
  /// - Returns: Whether it was kept: `false` when `json` alone is over ``maximumBytes`` (the
  ///   former draft is forgotten all the same).
  @discardableResult
  public func save(_ json: Data, for visitor: VisitorID, replacing previous: VisitorID? = nil)
    -> Bool
  {
    if let previous { delete(previous) }
    delete(visitor)
    guard json.count <= maximumBytes else { return false }
    while !entries.isEmpty
      && (entries.count >= maximumEntries || byteCount + json.count > maximumBytes)
    {
      dropOldest()
    }
    entries[visitor] = Entry(json: json, age: nextAge)
    nextAge += 1
    byteCount += json.count
    return true
  }

  /// Forgets `visitor`'s draft, if any.
  public func delete(_ visitor: VisitorID) {
    guard let entry = entries.removeValue(forKey: visitor) else { return }
    byteCount -= entry.json.count
  }

  /// Forgets the draft saved longest ago.
  private func dropOldest() {
    guard let oldest = entries.min(by: { $0.value.age < $1.value.age })?.key else { return }
    delete(oldest)
  }
}
