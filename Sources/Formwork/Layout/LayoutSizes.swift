/// The sizes of one axis gathered from a width class's rules: rows joined by `==other` into
/// groups (union by size, so a lookup is O(log *n*)), each group with its merged bounds.
///
/// A rule's sizes are tried on a ``Trial`` first and kept only when they all hold, so a rule
/// with a contradiction leaves no trace.
struct LayoutSizes {
  private(set) var parent: [String: String] = [:]
  private(set) var members: [String: Int] = [:]
  private(set) var bounds: [String: LayoutBounds] = [:]

  /// The changes one rule makes, on top of the sizes kept so far.
  struct Trial {
    let base: LayoutSizes
    var parent: [String: String] = [:]
    var members: [String: Int] = [:]
    var bounds: [String: LayoutBounds] = [:]
    let unit: String

    func root(_ tag: String) -> String {
      var current = tag
      while let next = parent[current] ?? base.parent[current], next != current { current = next }
      return current
    }

    func bounds(ofRoot root: String) -> LayoutBounds {
      bounds[root] ?? base.bounds[root] ?? LayoutBounds()
    }

    /// Applies `size` to `tag`; the reason it cannot hold, or `nil`.
    mutating func apply(_ size: LayoutSize, to tag: String) -> String? {
      let root = root(tag)
      var current = bounds(ofRoot: root)
      let already = "its \(unit) is already \(current) \(unit == "width" ? "columns" : "lines")"
      switch size {
      case .exactly(let count):
        guard count >= current.minimum, current.maximum.map({ count <= $0 }) ?? true else {
          return "'\(tag)' cannot be \(size): \(already)"
        }
        current = LayoutBounds(minimum: count, maximum: count)
      case .atLeast(let count):
        guard current.maximum.map({ count <= $0 }) ?? true else {
          return "'\(tag)' cannot be \(size): \(already)"
        }
        current.minimum = max(current.minimum, count)
      case .atMost(let count):
        guard count >= current.minimum else { return "'\(tag)' cannot be \(size): \(already)" }
        current.maximum = min(current.maximum ?? count, count)
      case .sameAs(let other):
        let otherRoot = self.root(other)
        guard otherRoot != root else { return nil }
        let theirs = bounds(ofRoot: otherRoot)
        let merged = LayoutBounds(
          minimum: max(current.minimum, theirs.minimum),
          maximum: [current.maximum, theirs.maximum].compactMap { $0 }.min())
        if let high = merged.maximum, high < merged.minimum {
          return "'\(tag)' cannot be the same \(unit) as '\(other)': "
            + "they are \(current) and \(theirs)"
        }
        let ours = members[root] ?? base.members[root] ?? 1
        let their = members[otherRoot] ?? base.members[otherRoot] ?? 1
        let (big, small) = ours >= their ? (root, otherRoot) : (otherRoot, root)
        parent[small] = big
        members[big] = ours + their
        bounds[big] = merged
        return nil
      }
      bounds[root] = current
      return nil
    }
  }

  /// Keeps a trial's changes.
  mutating func commit(_ trial: Trial) {
    parent.merge(trial.parent) { $1 }
    members.merge(trial.members) { $1 }
    bounds.merge(trial.bounds) { $1 }
  }

  /// Every tag's merged bounds, and a group number shared by tags joined by `==other` (numbered
  /// in the order `tags` first reach them).
  func resolved(for tags: [String]) -> (bounds: [String: LayoutBounds], groups: [String: Int]) {
    let reader = Trial(base: self, unit: "")
    var result: [String: LayoutBounds] = [:]
    var groups: [String: Int] = [:]
    var numbers: [String: Int] = [:]
    for tag in tags {
      let root = reader.root(tag)
      if let value = bounds[root], value != LayoutBounds() { result[tag] = value }
      if (members[root] ?? 1) > 1 {
        if numbers[root] == nil { numbers[root] = numbers.count }
        groups[tag] = numbers[root]
      }
    }
    return (result, groups)
  }
}
