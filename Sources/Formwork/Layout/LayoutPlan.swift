/// The least and the most columns (or lines) a row may take; the sizes of a layout merged.
public struct LayoutBounds: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The least; 0 when no size gives one.
  public var minimum: Int
  /// The most; `nil` when no size gives one.
  public var maximum: Int?

  /// Creates bounds.
  public init(minimum: Int = 0, maximum: Int? = nil) {
    self.minimum = minimum
    self.maximum = maximum
  }

  /// `exactly 20`, `at least 10`, `at most 30`, `between 10 and 30`, or `free`.
  public var description: String {
    switch (minimum, maximum) {
    case (let low, let high?) where low == high: return "exactly \(low)"
    case (0, nil): return "free"
    case (let low, nil): return "at least \(low)"
    case (0, let high?): return "at most \(high)"
    case (let low, let high?): return "between \(low) and \(high)"
    }
  }
}

/// Rows a horizontal rule places side by side, left to right.
public struct LayoutBand: Equatable, Hashable, Sendable {
  /// The rows' tags, in the rule's order.
  public let tags: [String]
  /// The space before each row; the first is the rule's leading edge (``LayoutSpacing/none``
  /// when it has none).
  public let spacings: [LayoutSpacing]
  /// The rule the band comes from.
  public let rule: LayoutRule
}

/// A row's column in a band: where it starts after the previous one, and how wide it is.
public struct LayoutColumn: Equatable, Hashable, Sendable {
  /// The row's tag.
  public let tag: String
  /// The columns between the previous row and this one (0 for the first).
  public let spacingBefore: Int
  /// The row's width in columns.
  public let width: Int
}

/// The rules of one width class that hold, resolved against a form: which rows sit side by
/// side, and the sizes of rows.
///
/// Renderers get it from ``Form/layoutPlan(forWidth:)``; rules with problems are not in it.
public struct LayoutPlan: Equatable, Sendable {
  /// The width class the plan is for.
  public let widthClass: LayoutWidthClass
  /// The horizontal rules, in order.
  public let bands: [LayoutBand]
  let widths: [String: LayoutBounds]
  let widthGroups: [String: Int]
  let heights: [String: LayoutBounds]
  let heightGroups: [String: Int]
  let bandIndex: [String: Int]

  init(
    widthClass: LayoutWidthClass, bands: [LayoutBand],
    widths: [String: LayoutBounds], widthGroups: [String: Int],
    heights: [String: LayoutBounds], heightGroups: [String: Int]
  ) {
    self.widthClass = widthClass
    self.bands = bands
    self.widths = widths
    self.widthGroups = widthGroups
    self.heights = heights
    self.heightGroups = heightGroups
    var index: [String: Int] = [:]
    for (number, band) in bands.enumerated() {
      for tag in band.tags { index[tag] = number }
    }
    self.bandIndex = index
  }

  /// Whether the plan places nothing and sizes nothing: the vertical layout.
  public var isEmpty: Bool { bands.isEmpty && heights.isEmpty }

  /// The band that places the row tagged `tag`, if any.
  public func band(containing tag: String) -> LayoutBand? {
    bandIndex[tag].map { bands[$0] }
  }

  /// The width the rules give the row tagged `tag`: its own sizes and those of the rows it
  /// equals (`==other`), merged.
  public func widthBounds(of tag: String) -> LayoutBounds {
    widths[tag] ?? LayoutBounds()
  }

  /// The height the rules give the row tagged `tag`, in lines, merged with the rows it equals.
  public func heightBounds(of tag: String) -> LayoutBounds {
    heights[tag] ?? LayoutBounds()
  }

  /// A number shared by the rows whose heights are equal (`V:` rules with `==other`); `nil` for
  /// a row equal to no other.
  public func heightGroup(of tag: String) -> Int? {
    heightGroups[tag]
  }

  /// The columns of the rows `shown` of `band` (those of its rows that are visible, in the
  /// band's order) within `width` columns, or `nil` when they do not fit.
  ///
  /// Each row gets at least `minimumColumn` columns (a smaller size is raised to it) and its
  /// minimum size; rows equal to each other (`==other`) get the same width; what is left goes to
  /// the narrowest rows that can still grow, so that rows without sizes end up as wide as each
  /// other, the leftmost getting a column more when it does not divide evenly. Rows with fixed
  /// sizes only can leave columns unused at the end.
  ///
  /// - Parameters:
  ///   - band: The band.
  ///   - shown: Its visible rows' tags, in the band's order.
  ///   - width: The columns available.
  ///   - minimumColumn: The narrowest column; 1 unless set.
  ///   - standardSpacing: The columns of a standard space (`-`); 1 unless set.
  /// - Returns: A column per row of `shown`, in order; `nil` when their minimum widths and the
  ///   spaces between them take more than `width`.
  /// - Complexity: O(*k*²) in the rows shown, at most ``LayoutRule/maximumItems``.
  public func columns(
    of band: LayoutBand, shown: [String], in width: Int, minimumColumn: Int = 1,
    standardSpacing: Int = 1
  ) -> [LayoutColumn]? {
    let spacingByTag = Dictionary(
      zip(band.tags, band.spacings), uniquingKeysWith: { first, _ in first })
    let floor = max(1, minimumColumn)
    var spaces: [Int] = []
    var groupOf: [Int] = []
    var groups: [(low: Int, high: Int?, members: Int)] = []
    var groupByKey: [Int: Int] = [:]
    for (index, tag) in shown.enumerated() {
      var space = 0
      if index > 0 {
        switch spacingByTag[tag] ?? .standard {
        case .none: space = 0
        case .standard: space = max(0, standardSpacing)
        case .columns(let count): space = count
        }
      }
      spaces.append(space)
      let bounds = widthBounds(of: tag)
      let low = max(floor, bounds.minimum)
      let high = bounds.maximum.map { max($0, low) }
      if let key = widthGroups[tag], let existing = groupByKey[key] {
        groupOf.append(existing)
        groups[existing].members += 1
      } else {
        if let key = widthGroups[tag] { groupByKey[key] = groups.count }
        groupOf.append(groups.count)
        groups.append((low, high, 1))
      }
    }
    var sizes = groups.map(\.low)
    let used = spaces.reduce(0, +) + zip(groups, sizes).reduce(0) { $0 + $1.0.members * $1.1 }
    guard used <= width else { return nil }
    var free = width - used
    // Raise the narrowest groups that can grow, together, to the next width another group has
    // or to their maximum, until nothing is left: each round ends a group's growth, reaches
    // another group's width or uses up what is left, so there are at most twice as many rounds
    // as groups.
    while free > 0 {
      let growing = groups.indices.filter { index in
        groups[index].high.map { sizes[index] < $0 } ?? true
      }
      guard let level = growing.map({ sizes[$0] }).min() else { break }
      let lowest = growing.filter { sizes[$0] == level }
      let weight = lowest.reduce(0) { $0 + groups[$1].members }
      var ceiling = growing.map { sizes[$0] }.filter { $0 > level }.min() ?? Int.max
      for index in lowest {
        if let high = groups[index].high { ceiling = min(ceiling, high) }
      }
      let step = min(ceiling - level, free / weight)
      guard step > 0 else {
        for index in lowest where groups[index].members <= free {
          sizes[index] += 1
          free -= groups[index].members
        }
        break
      }
      for index in lowest { sizes[index] += step }
      free -= step * weight
    }
    return shown.indices.map {
      LayoutColumn(tag: shown[$0], spacingBefore: spaces[$0], width: sizes[groupOf[$0]])
    }
  }
}
