import Formwork

/// Drawing a form that has a ``Formwork/Form/layout``: the rows of a horizontal rule side by
/// side in columns, and rows padded to the heights of the vertical rules.
///
/// What the printer does with the plan of its width (``Formwork/Form/layoutPlan(forWidth:)``):
/// - The visible rows of a horizontal rule are drawn side by side, in the rule's order, where
///   the first of them comes in the form; each in its column with the printer's usual row
///   drawing (its own field column, titles cut to fit, text areas wrapped), the shorter columns
///   padded with blank lines. A standard space (`-`) is one column; the spaces at the edges
///   (`|-`, `-|`) are the box's own margins.
/// - Hidden rows close up: the visible rows of the rule share its columns. A rule with a single
///   visible row and no width draws it as usual.
/// - Widths are in columns: fixed (`==20`), minimum (`>=10`), maximum (`<=30`) or another row's
///   (`==other`, equal widths within a rule; another rule's row lends its sizes). Rows without
///   a width share what is left, the narrowest first, so that they end up equally wide. A
///   column is at least ``minimumColumnWidth`` wide; when the rows of a rule do not fit, they
///   are drawn one under the other, as without a layout.
/// - Heights (`V:`) are minimum numbers of lines (at most ``maximumRuleHeight``): a row with
///   fewer is padded with blank lines; rows equal in height (`==other`) are padded to the
///   tallest of them that is visible. Text is never cut to a height, so `<=` heights and
///   vertical spaces have no effect in text.
/// - Multivalued sections are drawn as usual. The rows of a rule share a section (a rule across
///   sections is reported and left out).
extension TextPrinter {
  /// The narrowest column a row side by side with others gets: 10 (the focus gutter and eight
  /// columns); a smaller width in a rule is raised to it.
  public static let minimumColumnWidth = 10

  /// The most lines a vertical rule pads a row to: 100; a larger height is lowered to it, so
  /// that a rule's numbers cannot make the output grow past what the form holds.
  public static let maximumRuleHeight = 100

  /// A row's place: in a band's columns, or across the box.
  private struct Placed {
    var columns: [(row: BaseRow, width: Int, spacing: Int)] = []
  }

  /// The box contents of each visible section that the plan changes, by section identity.
  func layoutBodies(of form: Form, plan: LayoutPlan) -> [ObjectIdentifier: [String]] {
    let inner = width - 4
    var bands: [ObjectIdentifier: Placed] = [:]
    var inBand: Set<ObjectIdentifier> = []
    var drawn: [ObjectIdentifier: [String]] = [:]
    var sections: [Section] = []
    for section in form {
      if case .multivalued = section.kind { continue }
      sections.append(section)
      var seenBands: Set<String> = []
      for row in section {
        guard let tag = row.tag, let band = plan.band(containing: tag), let key = band.tags.first,
          seenBands.insert(key).inserted
        else { continue }
        let members = band.tags.compactMap { tag -> (String, BaseRow)? in
          guard let member = form.rowBy(tag: tag), member.section === section, !member.isHidden
          else { return nil }
          return (tag, member)
        }
        let shown = members.map(\.0)
        guard shown.count > 1 || plan.widthBounds(of: tag) != LayoutBounds(),
          let columns = plan.columns(
            of: band, shown: shown, in: inner, minimumColumn: Self.minimumColumnWidth)
        else { continue }
        var placed = Placed()
        for ((_, member), column) in zip(members, columns) {
          placed.columns.append((member, column.width, column.spacingBefore))
          inBand.insert(ObjectIdentifier(member))
          let own = fieldColumn(for: CollectionOfOne(member), width: column.width)
          drawn[ObjectIdentifier(member)] = lines(of: member, width: column.width, fieldColumn: own)
        }
        if let first = members.first?.1 { bands[ObjectIdentifier(first)] = placed }
      }
      let wide = section.filter { !inBand.contains(ObjectIdentifier($0)) }
      let column = fieldColumn(for: wide, width: inner)
      for row in wide {
        drawn[ObjectIdentifier(row)] = lines(of: row, width: inner, fieldColumn: column)
      }
    }
    let heights = targetHeights(of: sections, drawn: drawn, plan: plan)
    var bodies: [ObjectIdentifier: [String]] = [:]
    for section in sections {
      var body: [String] = []
      for row in section {
        let id = ObjectIdentifier(row)
        if let placed = bands[id] {
          body += bandLines(placed, drawn: drawn, heights: heights, width: inner)
        } else if !inBand.contains(id) {
          body += padded(drawn[id] ?? [], to: heights[id] ?? 0, width: inner)
        }
      }
      bodies[ObjectIdentifier(section)] = body + messageLines(of: section, width: inner)
    }
    return bodies
  }

  /// The lines each visible row is to take: its own, its minimum height, and the tallest of the
  /// visible rows it equals in height.
  private func targetHeights(
    of sections: [Section], drawn: [ObjectIdentifier: [String]], plan: LayoutPlan
  ) -> [ObjectIdentifier: Int] {
    var tallest: [Int: Int] = [:]
    for section in sections {
      for row in section {
        guard let tag = row.tag, let group = plan.heightGroup(of: tag) else { continue }
        tallest[group] = max(tallest[group] ?? 0, drawn[ObjectIdentifier(row)]?.count ?? 0)
      }
    }
    var heights: [ObjectIdentifier: Int] = [:]
    for section in sections {
      for row in section {
        let id = ObjectIdentifier(row)
        var height = drawn[id]?.count ?? 0
        if let tag = row.tag {
          height = max(height, min(plan.heightBounds(of: tag).minimum, Self.maximumRuleHeight))
          if let group = plan.heightGroup(of: tag) { height = max(height, tallest[group] ?? 0) }
        }
        heights[id] = height
      }
    }
    return heights
  }

  /// The lines of a band: its columns side by side, each padded to the tallest.
  private func bandLines(
    _ placed: Placed, drawn: [ObjectIdentifier: [String]], heights: [ObjectIdentifier: Int],
    width: Int
  ) -> [String] {
    let height = placed.columns.map { heights[ObjectIdentifier($0.row)] ?? 0 }.max() ?? 0
    let columns = placed.columns.map { column in
      padded(drawn[ObjectIdentifier(column.row)] ?? [], to: height, width: column.width)
    }
    return (0..<height).map { line in
      var text = ""
      for (index, column) in placed.columns.enumerated() {
        let lines = columns[index]
        text += String(repeating: " ", count: column.spacing)
        text +=
          line < lines.count ? lines[line] : String(repeating: " ", count: column.width)
      }
      return TextLayout.pad(text, to: width)
    }
  }

  /// `lines` with blank lines of `width` columns added up to `height`.
  private func padded(_ lines: [String], to height: Int, width: Int) -> [String] {
    lines
      + Array(repeating: String(repeating: " ", count: width), count: max(0, height - lines.count))
  }
}
