/// The axis a layout rule places its rows along: `H:` side by side, `V:` one above the other.
public enum LayoutAxis: Equatable, Hashable, Sendable {
  /// `H:`: the rows of the rule sit side by side, in columns; sizes are widths in columns.
  case horizontal
  /// `V:`: the rows of the rule sit one above the other; sizes are heights in lines.
  case vertical
}

/// The space between two rows of a rule, or between a row and the edge (`|`).
///
/// In the Visual Format Language `[a][b]` is ``none``, `[a]-[b]` is ``standard`` and
/// `[a]-2-[b]` is ``columns(_:)``.
public enum LayoutSpacing: Equatable, Hashable, Sendable {
  /// No space: the rows touch (`[a][b]`, `|[a]`).
  case none
  /// The renderer's standard space (`-`): one column in the text printer.
  case standard
  /// A number of columns (or lines, on the vertical axis), such as `-2-`.
  case columns(Int)
}

/// A size a rule gives a row, in columns (`H:`) or lines (`V:`), or as another row's size.
///
/// In the Visual Format Language these are the predicates in parentheses after a row's tag:
/// `[a(==20)]` (also `[a(20)]`), `[a(>=10)]`, `[a(<=30)]`, `[a(==b)]`, and several at once,
/// `[a(>=10,<=30)]`.
public enum LayoutSize: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// Exactly this many columns or lines (`==20`).
  case exactly(Int)
  /// At least this many (`>=10`).
  case atLeast(Int)
  /// At most this many (`<=30`).
  case atMost(Int)
  /// The same size as the row with this tag (`==b`).
  case sameAs(String)

  /// The predicate as the Visual Format Language writes it, such as `>=10` or `==name`.
  public var description: String {
    switch self {
    case .exactly(let count): return "==\(count)"
    case .atLeast(let count): return ">=\(count)"
    case .atMost(let count): return "<=\(count)"
    case .sameAs(let tag): return "==\(tag)"
    }
  }
}

/// A row named in a layout rule, with its sizes and the space before it.
public struct LayoutItem: Equatable, Hashable, Sendable {
  /// The tag of the row.
  public var tag: String
  /// The sizes the rule gives the row; empty when it gives none.
  public var sizes: [LayoutSize]
  /// The space between the previous row of the rule and this one (not used for the first row,
  /// whose space is the rule's leading edge).
  public var spacingBefore: LayoutSpacing

  /// Creates an item naming the row tagged `tag`.
  ///
  /// - Parameters:
  ///   - tag: The row's tag.
  ///   - sizes: Its sizes, such as `.atLeast(10)` or `.sameAs("name")`.
  ///   - spacingBefore: The space after the previous row of the rule; ``LayoutSpacing/standard``
  ///     unless set.
  public init(_ tag: String, _ sizes: [LayoutSize] = [], spacingBefore: LayoutSpacing = .standard) {
    self.tag = tag
    self.sizes = sizes
    self.spacingBefore = spacingBefore
  }

  /// An item naming the row tagged `tag` with the given sizes, after a standard space.
  ///
  /// ```swift
  /// LayoutRule(.horizontal, [.row("avatar", .exactly(12)), .row("user_name")])
  /// ```
  public static func row(_ tag: String, _ sizes: LayoutSize...) -> LayoutItem {
    LayoutItem(tag, sizes)
  }
}
