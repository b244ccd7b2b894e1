import Formwork

/// Starting a session elsewhere than on the first row: a ``FormCommand``'s first question left.
extension FormSession {
  /// Puts the cursor on `row`, showing its section first when the form is shown a page at a
  /// time, and shows `message` above the help until the first key.
  func start(at row: BaseRow?, message: String?) {
    if let row {
      if isPaged, let section = row.section, let index = section.index, !section.isHidden {
        page = section
        lastPageIndex = index
        top = nil
      }
      moveTo(row, direction: .down)
    }
    if let message { self.message = message }
  }
}
