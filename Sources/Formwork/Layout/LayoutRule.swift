/// One rule of a form's layout, in the subset of Auto Layout's Visual Format Language that
/// TLFormView uses, naming rows by tag.
///
/// Write it as a string, as TLFormView does, or build it in code:
///
/// ```swift
/// let rule: LayoutRule = "H:|-[avatar(==12)]-[user_name]-|"
/// let same = LayoutRule(
///   .horizontal, leadingEdge: .standard,
///   [.row("avatar", .exactly(12)), .row("user_name")], trailingEdge: .standard)
/// ```
///
/// The grammar: an optional `H:` or `V:` (horizontal when left out), an optional leading edge `|`,
/// then rows in brackets `[tag]` joined by spaces — none (`][`), standard (`-`) or a number (`-2-`)
/// — and an optional trailing edge `|` (a last `-` without an edge, as TLFormView writes
/// `V:[a]-[b]-`, leaves the rule open at that end). A row may carry sizes in parentheses, separated
/// by commas: `==20` or `20`, `>=10`, `<=30`, or `==other` (the size of the row tagged `other`).
/// Tags are letters, digits and `_`. Sizes are whole columns (or lines, for `V:`), from 0 to
/// ``maximumSize``. Priorities (`@750`), relations to other rows other than `==`, and spacing with
/// predicates (`-(>=8)-`) are not part of the subset.
///
/// A string that does not parse, or a rule that breaks a limit, keeps its ``error`` rather than
/// crashing; ``Form/lint()`` and the printer report it, and a layout leaves the rule out.
public struct LayoutRule: Equatable, Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The longest rule string read: 1,000 characters; a longer one is an error.
  public static let maximumLength = 1_000
  /// The most rows one rule may name: 100.
  public static let maximumItems = 100
  /// The largest size a rule may give: 10,000 columns or lines (the widest printer line).
  public static let maximumSize = 10_000

  /// Where a rule's tags and sizes start in its text, for errors with a caret.
  struct Positions: Equatable, Hashable, Sendable {
    var tags: [Int] = []
    var sizes: [[Int]] = []
  }

  /// `H:` or `V:`.
  public let axis: LayoutAxis
  /// The space between the leading edge (`|`) and the first row; `nil` when the rule does not
  /// start at the edge.
  public let leadingEdge: LayoutSpacing?
  /// The rows of the rule, in order (left to right, or top to bottom).
  public let items: [LayoutItem]
  /// The space between the last row and the trailing edge (`|`); `nil` when the rule does not
  /// reach the edge.
  public let trailingEdge: LayoutSpacing?
  /// The rule's text: as written, or for a rule built in code as ``description`` spells it.
  public let source: String
  /// Why the rule cannot be used on its own, or `nil` when it can.
  ///
  /// A string that does not parse, or a rule past a limit or naming one row twice, keeps its
  /// problem here. Problems that need the form are found by
  /// ``Form/layoutProblems()``.
  public let error: LayoutError?
  let positions: Positions

  /// Builds a rule in code; the typed spelling of a rule string.
  ///
  /// A rule that names no row, more than ``maximumItems`` rows, a row twice, an empty tag, or a
  /// size outside `0...maximumSize`, keeps the problem in ``error``.
  ///
  /// - Parameters:
  ///   - axis: ``LayoutAxis/horizontal`` (`H:`) or ``LayoutAxis/vertical`` (`V:`).
  ///   - leadingEdge: The space after the leading edge `|`; `nil` (the default) for none.
  ///   - items: The rows, in order.
  ///   - trailingEdge: The space before the trailing edge `|`; `nil` (the default) for none.
  public init(
    _ axis: LayoutAxis, leadingEdge: LayoutSpacing? = nil, _ items: [LayoutItem],
    trailingEdge: LayoutSpacing? = nil
  ) {
    let (text, positions) = Self.spell(axis, leadingEdge, items, trailingEdge)
    self.init(axis, leadingEdge, items, trailingEdge, source: text, positions: positions)
  }

  init(
    _ axis: LayoutAxis, _ leadingEdge: LayoutSpacing?, _ items: [LayoutItem],
    _ trailingEdge: LayoutSpacing?, source: String, positions: Positions
  ) {
    self.axis = axis
    self.leadingEdge = leadingEdge
    self.items = items
    self.trailingEdge = trailingEdge
    self.source = source
    self.positions = positions
    self.error = Self.check(items, source: source, positions: positions)
  }

  /// Parses a rule string; a string that does not parse keeps its problem in ``error``.
  public init(stringLiteral text: String) {
    self.init(text)
  }

  /// Parses a rule string; a string that does not parse keeps its problem in ``error`` (use
  /// ``init(parsing:)`` to have it thrown).
  public init(_ text: String) {
    do {
      self = try LayoutRule(parsing: text)
    } catch {
      self.axis = .horizontal
      self.leadingEdge = nil
      self.items = []
      self.trailingEdge = nil
      self.source = text
      self.positions = Positions()
      self.error = error
    }
  }

  /// Parses a rule string, throwing when it is malformed.
  ///
  /// - Throws: ``LayoutError`` with the offset and what was expected, when the string does not
  ///   parse or the rule breaks a limit or names a row twice.
  public init(parsing text: String) throws(LayoutError) {
    var parser = LayoutRuleParser(text)
    self = try parser.parse()
    if let error { throw error }
  }

  /// The rule in the Visual Format Language, as written.
  public var description: String { source }

  /// Where the tag of item `index` starts in ``source``.
  func tagOffset(_ index: Int) -> Int {
    index < positions.tags.count ? positions.tags[index] : 0
  }

  /// Where size `size` of item `index` starts in ``source``.
  func sizeOffset(_ index: Int, _ size: Int) -> Int {
    guard index < positions.sizes.count, size < positions.sizes[index].count else {
      return tagOffset(index)
    }
    return positions.sizes[index][size]
  }

  /// Where the tag of size `size` of item `index` (a `==tag` or a bare `tag`) starts.
  func sameAsOffset(_ index: Int, _ size: Int) -> Int {
    let start = sizeOffset(index, size)
    let rest = source.dropFirst(start)
    return rest.hasPrefix("==") ? start + 2 : start
  }

  /// The problems a rule has on its own: no rows, too many, an empty or repeated tag, a size
  /// out of range.
  private static func check(_ items: [LayoutItem], source: String, positions: Positions)
    -> LayoutError?
  {
    func error(_ offset: Int, _ problem: LayoutError.Problem) -> LayoutError {
      LayoutError(rule: source, offset: offset, problem: problem)
    }
    guard !items.isEmpty else {
      return error(0, .malformed(expected: "a row in brackets", found: "none"))
    }
    var seen: Set<String> = []
    for (index, item) in items.enumerated() {
      let offset = index < positions.tags.count ? positions.tags[index] : 0
      if index >= maximumItems {
        return error(
          offset, .malformed(expected: "at most \(maximumItems) rows", found: "more"))
      }
      guard !item.tag.isEmpty else {
        return error(offset, .malformed(expected: "a tag", found: "an empty tag"))
      }
      guard seen.insert(item.tag).inserted else {
        return error(offset, .contradiction("'\(item.tag)' is named twice in one rule"))
      }
      for (sizeIndex, size) in item.sizes.enumerated() {
        let count: Int
        switch size {
        case .exactly(let value), .atLeast(let value), .atMost(let value): count = value
        case .sameAs(let tag):
          guard tag.isEmpty else { continue }
          let sizeAt = positions.sizes[safe: index]?[safe: sizeIndex] ?? offset
          return error(sizeAt, .malformed(expected: "a tag", found: "an empty tag"))
        }
        if !(0...maximumSize).contains(count) {
          let sizeAt = positions.sizes[safe: index]?[safe: sizeIndex] ?? offset
          return error(
            sizeAt,
            .malformed(expected: "a size from 0 to \(maximumSize)", found: "\(count)"))
        }
      }
    }
    return nil
  }
}

extension Array {
  /// The element at `index`, or `nil` when the array has none there.
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
