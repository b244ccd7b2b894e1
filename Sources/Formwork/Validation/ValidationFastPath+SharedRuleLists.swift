import Foundation

extension ValidationFastPath {
  /// Lets rows given the same built-in rules, in the same order, share one rules array.
  ///
  /// ``SharedChecks`` already lets equal built-in rules share one stored check, but each row
  /// still kept its own array of them, and validating a large form read that array (a few
  /// cache lines a row) from memory for every row. Here, appending a shared check to a rules
  /// array that another row already extended with the very same check gives back that row's
  /// array: the rows then hold one buffer, which stays in the cache while the form validates.
  ///
  /// The result holds exactly the elements the row would have built itself (the same shared
  /// checks, with the same rules and tags), and arrays are values: a row that later adds or
  /// removes a rule copies the buffer first, so sharing changes nothing a row can observe.
  /// Only appends of shared checks are remembered (a check made for one row could not match
  /// another), and only the last ``capacity`` of them: an appending that finds nothing simply
  /// builds a new array.
  @usableFromInline
  final class SharedRuleLists: @unchecked Sendable {
    /// The lists rows share, across every form.
    @usableFromInline static let shared = SharedRuleLists()

    /// How many appendings are remembered at most.
    static let capacity = 64

    /// An appending: the buffer of the array appended to (`nil` for an empty one), and the
    /// check appended.
    private struct Key: Hashable {
      let prefix: UnsafeRawPointer?
      let check: ObjectIdentifier
    }

    /// What an appending gave: the array appended to and the result.
    ///
    /// Each is a `Box<[ValidationRuleHelper<Value>]>` for the check's value type. Holding the
    /// array appended to keeps its buffer, and so the key's address, alive.
    private struct Entry {
      let prefix: AnyObject
      let result: AnyObject
    }

    /// An array kept as an object, so reading it back is a cast no run-time lookup has to prove.
    private final class Box<Value> {
      let value: Value
      init(_ value: Value) { self.value = value }
    }

    // Guards `entries` and `order`, which any thread adding a rule may read and write.
    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    // The keys of `entries`, oldest first, so the oldest is forgotten first.
    private var order: [Key] = []

    /// Appends `helper`, the check of `rule`, to `rules`: through
    /// ``appending(_:to:)`` when the rule is a built-in one whose check is shared, so that rows
    /// given the same rules in the same order hold one array; as any array appends otherwise.
    @inlinable
    func append<Rule: RuleType>(
      _ helper: ValidationRuleHelper<Rule.RowValueType>, of rule: Rule,
      to rules: inout [ValidationRuleHelper<Rule.RowValueType>]
    ) {
      if rule is any SharableRule {
        rules = appending(helper, to: rules)
      } else {
        rules.append(helper)
      }
    }

    /// `rules` with `helper` appended, whose check is shared (see ``SharedChecks``): the array
    /// an earlier appending of the same check to the same array gave, when there is one.
    @usableFromInline
    func appending<Value>(
      _ helper: ValidationRuleHelper<Value>, to rules: [ValidationRuleHelper<Value>]
    ) -> [ValidationRuleHelper<Value>] {
      let key = Key(
        prefix: rules.isEmpty
          ? nil : rules.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) },
        check: ObjectIdentifier(helper.check))
      if let entry = lock.withLock({ entries[key] }) {
        // The key's check is a `RuleCheck<Value>`, so the entry holds arrays of `Value`'s helpers.
        return unsafeDowncast(entry.result, to: Box<[ValidationRuleHelper<Value>]>.self).value
      }
      var result: [ValidationRuleHelper<Value>] = []
      result.reserveCapacity(rules.count + 1)
      result.append(contentsOf: rules)
      result.append(helper)
      let entry = Entry(prefix: Box(rules), result: Box(result))
      lock.withLock {
        if entries.updateValue(entry, forKey: key) == nil { order.append(key) }
        if order.count > Self.capacity { entries[order.removeFirst()] = nil }
      }
      return result
    }
  }
}
