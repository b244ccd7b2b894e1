import Formwork

/// Starting a session elsewhere than on the first row: a ``FormCommand``'s first question left.
extension FormSession {
  /// Puts the cursor on `row`, showing its section first when the form is shown a page at a
  /// time.
  func start(at row: BaseRow) {
    if isPaged, let section = row.section, let index = section.index, !section.isHidden {
      page = section
      lastPageIndex = index
      top = nil
    }
    moveTo(row, direction: .down)
  }
}
