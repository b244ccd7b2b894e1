import Formwork

/// Moving an item of a multivalued section with Alt-↑ and Alt-↓ (``Key/moveUp``,
/// ``Key/moveDown``), through the section's own move (``Formwork/MultivaluedSectionType/moveRow(at:to:)``).
extension FormSession {
  /// Moves the current item of a multivalued section one place up or down.
  ///
  /// `offset` is -1 for up, 1 for down; the item keeps the cursor. A section without ``Formwork/MultivaluedOptions/Reorder`` says so; the
  /// first item does not move up, nor the last down.
  func moveItem(_ row: BaseRow, by offset: Int) {
    guard case .multivalued(let editing)? = row.section?.kind,
      let index = editing.itemRows.firstIndex(where: { $0 === row })
    else { return }
    let destination = index + offset
    guard editing.itemRows.indices.contains(destination) else { return }
    do {
      try editing.moveRow(at: index, to: destination)
      lastPosition = row.indexPath
    } catch {
      message = ProblemSentence.sentence(for: error, row: row, section: editing, messages)
    }
  }

  /// Whether Alt-↑ and Alt-↓ move `row`: it is an item of a multivalued section that reorders.
  func canMoveItem(_ row: BaseRow) -> Bool {
    guard case .multivalued(let editing)? = row.section?.kind,
      let index = editing.itemRows.firstIndex(where: { $0 === row })
    else { return false }
    return editing.canMoveRow(at: index)
  }
}
