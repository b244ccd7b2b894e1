import Formwork

/// A block of the drawn form: a section's heading, one of its visible rows, or its footer.
///
/// Blocks are named by visible position. Stepping from block to block costs O(log n) in the form's size, so a frame
/// costs what the screen holds, not what the form holds.
struct BlockPosition: Comparable {
  /// The visible section.
  var section: Int
  /// `-1` for the heading, `0..<count` for a row, `count` for the footer.
  var item: Int

  static func < (left: BlockPosition, right: BlockPosition) -> Bool {
    (left.section, left.item) < (right.section, right.item)
  }

  /// The position of a visible row.
  init?(of row: BaseRow) {
    guard let path = row.indexPath else { return nil }
    section = path.section
    item = path.row
  }

  init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  /// The first block of `form`, or `nil` when it has no visible section.
  static func first(in form: Form) -> BlockPosition? {
    form.isEmpty ? nil : BlockPosition(section: 0, item: -1)
  }

  /// The block after this one, or `nil` at the end of the form.
  func next(in form: Form) -> BlockPosition? {
    guard section < form.count else { return nil }
    if item < form[section].count { return BlockPosition(section: section, item: item + 1) }
    return section + 1 < form.count ? BlockPosition(section: section + 1, item: -1) : nil
  }

  /// The block before this one, or `nil` at the start of the form.
  func previous(in form: Form) -> BlockPosition? {
    if item > -1 {
      return BlockPosition(section: section, item: min(item - 1, form[section].count))
    }
    guard section > 0, section - 1 < form.count else { return nil }
    return BlockPosition(section: section - 1, item: form[section - 1].count)
  }

  /// Whether the position still names a block of `form`.
  func isValid(in form: Form) -> Bool {
    section >= 0 && section < form.count && item >= -1 && item <= form[section].count
  }
}

/// The block at the top of the screen, kept by identity so that it stays put while rows above
/// it come and go.
struct FrameAnchor {
  /// The row at the top, or `nil` when a section's heading or footer is.
  weak var row: BaseRow?
  /// The section whose heading or footer is at the top.
  weak var section: Section?
  /// Whether it is the footer (rather than the heading) of ``section``.
  var isFooter = false

  /// The anchor's position now, or `nil` when it left the form.
  func position(in form: Form) -> BlockPosition? {
    if let row { return BlockPosition(of: row) }
    guard let section, let index = section.index else { return nil }
    return BlockPosition(section: index, item: isFooter ? section.count : -1)
  }

  /// The anchor of the block at `position`.
  init(_ position: BlockPosition, in form: Form) {
    let section = form[position.section]
    if position.item >= 0, position.item < section.count {
      row = section[position.item]
    } else {
      self.section = section
      isFooter = position.item >= 0
    }
  }
}
