/// The rows and sections whose conditions read one tag, in the order they were added, with each
/// one found by identity: removing a row from a tag read by 10,000 rows costs O(1) amortized,
/// not a search of the whole list (measured with `section.removeAll()` of 10,000 rows sharing a
/// condition tag: 10 s before, see issue #12).
///
/// It reads as the array it replaces: iteration gives the dependents in the order they were
/// added (so conditions are evaluated, and events sent, in the same order), an entry added twice
/// is there twice, and `remove(_:)` takes out every entry of an object.
struct DependentList: Sequence, ExpressibleByArrayLiteral {
  /// The entries in order; `nil` where one was removed, until the list is compacted.
  private var slots: [Form.Dependent?] = []
  /// The slots of each object's entries.
  private var slotsByObject: [ObjectIdentifier: [Int]] = [:]
  /// How many slots are `nil`.
  private var holes = 0

  /// Creates a list of `elements`, in order.
  init(arrayLiteral elements: Form.Dependent...) {
    for element in elements { append(element) }
  }

  /// Whether the list has no entries.
  var isEmpty: Bool { slots.count == holes }

  /// The number of slots, removed entries included: the end of ``entry(atSlot:)``'s range.
  var slotCount: Int { slots.count }

  /// The entry in slot `slot`, or `nil` where one was removed.
  func entry(atSlot slot: Int) -> Form.Dependent? { slots[slot] }

  /// Adds `dependent` at the end.
  mutating func append(_ dependent: Form.Dependent) {
    if let object = dependent.object {
      slotsByObject[ObjectIdentifier(object), default: []].append(slots.count)
    }
    slots.append(dependent)
  }

  /// Removes every entry of `object`.
  ///
  /// - Complexity: O(1) amortized, plus O(*k*) for an object added *k* times.
  mutating func remove(_ object: AnyObject) {
    guard let indexes = slotsByObject.removeValue(forKey: ObjectIdentifier(object)) else { return }
    for index in indexes where slots[index]?.refers(to: object) == true {
      slots[index] = nil
      holes += 1
    }
    if holes > 32, holes * 2 > slots.count { compact() }
  }

  /// Drops the removed slots and renumbers the rest.
  private mutating func compact() {
    let kept = slots.compactMap { $0 }
    slots = []
    slotsByObject = [:]
    holes = 0
    for dependent in kept { append(dependent) }
  }

  /// The entries in order.
  func makeIterator() -> some IteratorProtocol<Form.Dependent> {
    slots.lazy.compactMap { $0 }.makeIterator()
  }
}
