/// An element of a ``VisibleList``: a form's section or a section's row.
protocol ListMember: AnyObject {
  /// Where the element stands in the list that holds it; written by that list only.
  var listSlot: ListSlot { get set }

  /// Whether the element's condition hides it; the list's holder shows or hides it by this.
  var isHidden: Bool { get }

  /// The form or section that holds the element, if any.
  var listHolder: AnyObject? { get }

  /// Takes the element out of the form or section that holds it, if any.
  func leaveListHolder()
}

/// An element's place in the list that holds it: its position among all the elements, and
/// whether it is among the visible ones, in one word.
///
/// An element keeps its last slot after it leaves a list; ``VisibleList/contains(_:)`` tells a
/// current slot from a stale one.
struct ListSlot {
  private var raw = 0

  init() {}

  init(position: Int, isVisible: Bool) {
    raw = position << 1 | (isVisible ? 1 : 0)
  }

  /// The element's position among all the elements of its list.
  var position: Int { raw >> 1 }

  /// Whether the element is among its list's visible elements.
  var isVisible: Bool { raw & 1 != 0 }
}

/// All the elements of a form or a section in order, and the visible subset of them: the one list
/// type behind ``Form`` (sections) and ``Section`` (rows).
///
/// Each element remembers its position (``ListSlot``), so finding it is O(1); a Fenwick tree
/// (binary indexed tree) over the visible bits counts the visible elements before a position in
/// O(log *n*), and finds the *k*-th visible element in O(log *n*). While no element is hidden,
/// both are O(1) and the tree is not even built. The list reports positions and calls no code:
/// its holder (``ListHolder``) runs the join and leave hooks and turns positions into events.
///
/// - Complexity: Appending is amortized O(1); inserting or removing in the middle is O(*n*) for
///   the shift and renumbering the elements after it; showing or hiding one element is
///   O(log *n*), with no allocation.
struct VisibleList<Element: ListMember> {
  /// Every element, in order.
  private(set) var all: [Element] = []

  /// How many elements are not visible.
  private(set) var hiddenCount = 0

  /// The first nodes of the Fenwick tree over the visible bits.
  ///
  /// Node *j* (1-based, stored at `j - 1`) counts the visible elements at positions
  /// *j* - lowbit(*j*) ..< *j*. Nodes past the end are built when a query needs them; a change
  /// in the middle drops the nodes after it.
  private var tree: [Int32] = []

  /// The number of elements.
  var count: Int { all.count }

  /// The number of visible elements.
  var visibleCount: Int { all.count - hiddenCount }

  /// Whether `element` is in this list (its slot is current).
  func contains(_ element: Element) -> Bool {
    let position = element.listSlot.position
    return position < all.count && all[position] === element
  }

  /// The position of `element` among all the elements, or `nil` when it is not in the list.
  ///
  /// - Complexity: O(1).
  func position(of element: Element) -> Int? {
    contains(element) ? element.listSlot.position : nil
  }

  /// Whether `element` is in the list and among its visible elements.
  func isVisible(_ element: Element) -> Bool {
    contains(element) && element.listSlot.isVisible
  }

  /// The position of `element` among the visible elements, or `nil` when it is not visible.
  ///
  /// - Complexity: O(log *n*), O(1) while no element is hidden; no allocation.
  mutating func visiblePosition(of element: Element) -> Int? {
    guard isVisible(element) else { return nil }
    return visibleCount(before: element.listSlot.position)
  }

  /// How many visible elements stand before `position` (a position among all the elements, up
  /// to ``count``).
  ///
  /// - Complexity: O(log *n*), O(1) while no element is hidden.
  mutating func visibleCount(before position: Int) -> Int {
    if hiddenCount == 0 || position <= 0 { return Swift.max(0, Swift.min(position, all.count)) }
    if position >= all.count { return visibleCount }
    buildTree(upTo: position)
    var sum = 0
    var node = position
    while node > 0 {
      sum += Int(tree[node - 1])
      node &= node - 1
    }
    return sum
  }

  /// The position among all the elements of the visible element at `visiblePosition`.
  ///
  /// - Complexity: O(log *n*), O(1) while no element is hidden.
  mutating func position(ofVisible visiblePosition: Int) -> Int {
    if hiddenCount > 0 { buildTree(upTo: all.count) }
    return builtPosition(ofVisible: visiblePosition)
  }

  /// ``position(ofVisible:)`` once the whole tree is built (or no element is hidden).
  private func builtPosition(ofVisible visiblePosition: Int) -> Int {
    precondition(visiblePosition >= 0 && visiblePosition < visibleCount, "Index out of range")
    if hiddenCount == 0 { return visiblePosition }
    var node = 0
    var remaining = Int32(visiblePosition + 1)
    var step = 1
    while step <= all.count / 2 { step <<= 1 }
    while step > 0 {
      let next = node + step
      if next <= all.count, tree[next - 1] < remaining {
        node = next
        remaining -= tree[next - 1]
      }
      step >>= 1
    }
    return node
  }

  /// The visible element at `visiblePosition`.
  mutating func element(atVisible visiblePosition: Int) -> Element {
    all[position(ofVisible: visiblePosition)]
  }

  /// The visible elements at `range`, in order.
  ///
  /// - Complexity: O(log *n* + *k*) while the range's elements are side by side among all the
  ///   elements; O(*n*) at most.
  mutating func visibleElements(in range: Range<Int>) -> [Element] {
    precondition(range.lowerBound >= 0 && range.upperBound <= visibleCount, "Range out of bounds")
    guard !range.isEmpty else { return [] }
    var result: [Element] = []
    result.reserveCapacity(range.count)
    var position = self.position(ofVisible: range.lowerBound)
    while result.count < range.count {
      let element = all[position]
      if element.listSlot.isVisible { result.append(element) }
      position += 1
    }
    return result
  }

  /// The first visible element at or after the visible position `start` that satisfies
  /// `predicate`.
  mutating func firstVisible(from start: Int, where predicate: (Element) -> Bool) -> Element? {
    guard start < visibleCount else { return nil }
    for position in self.position(ofVisible: start)..<all.count {
      let element = all[position]
      if element.listSlot.isVisible, predicate(element) { return element }
    }
    return nil
  }

  /// The visible elements, in order: all the elements, without a copy, while none is hidden.
  ///
  /// - Complexity: O(1) while no element is hidden; O(*n*) otherwise.
  var visible: [Element] {
    hiddenCount == 0 ? all : all.filter { $0.listSlot.isVisible }
  }

  // MARK: Changes

  /// Inserts `elements` (not in the list) at `position`, visible or not.
  ///
  /// - Complexity: Amortized O(*k*) at the end; O(*n*) elsewhere.
  mutating func insert(_ elements: [Element], at position: Int, visible: Bool) {
    guard !elements.isEmpty else { return }
    let position = Swift.max(0, Swift.min(position, all.count))
    dropTree(from: position)
    if position == all.count {
      all.append(contentsOf: elements)
    } else {
      all.insert(contentsOf: elements, at: position)
    }
    for index in position..<position + elements.count {
      all[index].listSlot = ListSlot(position: index, isVisible: visible)
    }
    renumber(from: position + elements.count)
    if !visible { hiddenCount += elements.count }
  }

  /// Appends `element` (not in the list), visible or not: ``insert(_:at:visible:)`` at the end,
  /// for one element.
  ///
  /// - Complexity: Amortized O(1).
  mutating func append(_ element: Element, visible: Bool) {
    dropTree(from: all.count)
    element.listSlot = ListSlot(position: all.count, isVisible: visible)
    all.append(element)
    if !visible { hiddenCount += 1 }
  }

  /// Shows or hides `element` among the visible elements.
  ///
  /// - Returns: Whether anything changed: `false` when `element` is not in the list or already
  ///   so.
  /// - Complexity: O(log *n*); no allocation.
  @discardableResult
  mutating func setVisible(_ element: Element, _ visible: Bool) -> Bool {
    guard contains(element), element.listSlot.isVisible != visible else { return false }
    let position = element.listSlot.position
    element.listSlot = ListSlot(position: position, isVisible: visible)
    hiddenCount += visible ? -1 : 1
    var node = position + 1
    while node <= tree.count {
      tree[node - 1] += visible ? 1 : -1
      node += node & -node
    }
    return true
  }

  /// Removes `element`.
  ///
  /// - Complexity: O(*n*) for the shift.
  mutating func remove(_ element: Element) {
    guard let position = position(of: element) else { return }
    if !element.listSlot.isVisible { hiddenCount -= 1 }
    dropTree(from: position)
    all.remove(at: position)
    renumber(from: position)
  }

  /// Removes the elements for which `shouldBeRemoved` is true, keeping the others in order.
  ///
  /// - Complexity: O(*n*).
  mutating func removeAll(where shouldBeRemoved: (Element) -> Bool) {
    guard let first = all.firstIndex(where: shouldBeRemoved) else { return }
    dropTree(from: first)
    var kept = first
    for index in first..<all.count {
      let element = all[index]
      if shouldBeRemoved(element) {
        if !element.listSlot.isVisible { hiddenCount -= 1 }
      } else {
        element.listSlot = ListSlot(position: kept, isVisible: element.listSlot.isVisible)
        all.swapAt(kept, index)
        kept += 1
      }
    }
    all.removeSubrange(kept...)
  }

  /// Removes every element.
  mutating func removeAll(keepingCapacity: Bool) {
    all.removeAll(keepingCapacity: keepingCapacity)
    tree.removeAll(keepingCapacity: keepingCapacity)
    hiddenCount = 0
  }

  /// Moves the visible element at `source` so that it is the visible element at `destination`;
  /// among all the elements it goes just before the visible element that follows it then (or
  /// just after the one before it, or last).
  ///
  /// - Complexity: O(*n*).
  mutating func moveVisible(from source: Int, to destination: Int) {
    let element = all[position(ofVisible: source)]
    remove(element)
    let target: Int
    if destination < visibleCount {
      target = position(ofVisible: destination)
    } else if destination > 0, visibleCount > 0 {
      target = position(ofVisible: destination - 1) + 1
    } else {
      target = all.count
    }
    insert([element], at: target, visible: true)
  }

  // MARK: Tree

  /// Gives the elements from `start` on their current positions.
  private mutating func renumber(from start: Int) {
    guard start < all.count else { return }
    for index in start..<all.count {
      let element = all[index]
      element.listSlot = ListSlot(position: index, isVisible: element.listSlot.isVisible)
    }
  }

  /// Drops the tree's nodes that count positions from `position` on.
  private mutating func dropTree(from position: Int) {
    if tree.count > position { tree.removeSubrange(position...) }
  }

  /// Builds the tree's nodes up to node `nodeCount`, each from the nodes it covers.
  ///
  /// - Complexity: Amortized O(1) a node.
  private mutating func buildTree(upTo nodeCount: Int) {
    if tree.count >= nodeCount { return }
    tree.reserveCapacity(all.count)
    while tree.count < nodeCount {
      let node = tree.count + 1
      var sum: Int32 = all[node - 1].listSlot.isVisible ? 1 : 0
      var step = 1
      let low = node & -node
      while step < low {
        sum += tree[node - step - 1]
        step <<= 1
      }
      tree.append(sum)
    }
  }
}
