/// Spelling a rule built in code in the Visual Format Language.
extension LayoutRule {
  /// The text of a rule and where its tags and sizes start in it.
  static func spell(
    _ axis: LayoutAxis, _ leadingEdge: LayoutSpacing?, _ items: [LayoutItem],
    _ trailingEdge: LayoutSpacing?
  ) -> (String, Positions) {
    var text = axis == .horizontal ? "H:" : "V:"
    var count = 2
    var positions = Positions()
    func append(_ piece: String) {
      text += piece
      count += piece.count
    }
    if let leadingEdge { append("|" + spelling(of: leadingEdge)) }
    for (index, item) in items.enumerated() {
      if index > 0 { append(spelling(of: item.spacingBefore)) }
      append("[")
      positions.tags.append(count)
      append(item.tag)
      var sizes: [Int] = []
      if !item.sizes.isEmpty {
        append("(")
        for (sizeIndex, size) in item.sizes.enumerated() {
          if sizeIndex > 0 { append(",") }
          sizes.append(count)
          append(size.description)
        }
        append(")")
      }
      positions.sizes.append(sizes)
      append("]")
    }
    if let trailingEdge { append(spelling(of: trailingEdge) + "|") }
    return (text, positions)
  }

  /// `""`, `-` or `-2-`.
  private static func spelling(of spacing: LayoutSpacing) -> String {
    switch spacing {
    case .none: return ""
    case .standard: return "-"
    case .columns(let count): return "-\(count)-"
    }
  }
}
