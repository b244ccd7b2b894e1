extension JSONTape {
  /// A key of at most 16 bytes packed into two words, so that finding it among a level's names
  /// is a few integer comparisons (comparing the bytes one by one cost a twentieth of
  /// `Form(schemaJSON:)`, `DataFormRatios`).
  struct PackedKey: Equatable {
    var count: Int
    var low: UInt64
    var high: UInt64

    /// Packs `bytes`, or `nil` when they are more than 16.
    init?<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
      guard bytes.count <= 16 else { return nil }
      count = bytes.count
      low = 0
      high = 0
      for (index, byte) in bytes.enumerated() {
        if index < 8 {
          low |= UInt64(byte) << (8 * UInt64(index))
        } else {
          high |= UInt64(byte) << (8 * UInt64(index - 8))
        }
      }
    }

    /// The names packed, in order; a name longer than 16 bytes never matches.
    static func pack(_ names: [String]) -> [PackedKey?] {
      names.map { PackedKey($0.utf8) }
    }
  }

  /// What readers saw of the objects' keys: how many objects of two keys or more they passed,
  /// and whether one of them repeats a key (keys compared as Swift compares strings).
  struct KeyAudit {
    /// Objects of two keys or more passed.
    var objects = 0
    /// Whether one of them repeats a key.
    var repeatsKeys = false
  }

  /// The index of the name in `names` (packed as `packed`) that the key (a string node) at
  /// `index` is, if any.
  func match(_ index: Int, in names: [String], packed: [PackedKey?]) -> Int? {
    let node = nodes[index]
    if node.flag { return names.firstIndex(of: texts[node.first]) }
    guard let key = PackedKey(UnsafeBufferPointer(rebasing: bytes[node.first..<node.second]))
    else { return nil }
    return packed.firstIndex(of: key)
  }

  /// Whether an object of the document repeats a key, given what readers saw: `audit`, unless
  /// they passed fewer objects than the document has, when every object is searched.
  ///
  /// - Complexity: O(1) when readers passed every object; else O(*n*) in the nodes, and in the
  ///   square of each object's keys up to 16 (a set beyond).
  func repeatsKeys(_ audit: KeyAudit) -> Bool {
    if audit.repeatsKeys { return true }
    if audit.objects == objectsWithKeys { return false }
    var keys: [Int] = []
    for index in nodes.indices where nodes[index].kind == .object && nodes[index].first > 1 {
      keys.removeAll(keepingCapacity: true)
      var key = index + 1
      for _ in 0..<nodes[index].first {
        keys.append(key)
        key = end(key + 1)
      }
      if keys.count > 16 {
        var seen: Set<String> = []
        for key in keys where !seen.insert(string(key)).inserted { return true }
        continue
      }
      for later in 1..<keys.count {
        for earlier in 0..<later where string(keys[earlier]) == string(keys[later]) {
          return true
        }
      }
    }
    return false
  }
}
