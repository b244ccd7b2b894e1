import Formwork

/// The two hooks drafts need: where the person is, and putting them back there.
extension FormSession {
  /// The page shown (paged runs only) and the tag of the row the cursor is on.
  var draftPosition: DraftPosition {
    DraftPosition(page: pageIndex, focusedTag: current?.tag)
  }

  /// Shows the page and puts the cursor on the row a draft kept, as far as the form still has
  /// them; the first row otherwise.
  func resume(at position: DraftPosition) {
    if isPaged, let index = position.page, index >= 0, index < form.count {
      page = form[index]
      lastPageIndex = index
      top = nil
    }
    let row = position.focusedTag.flatMap { form.rowBy(tag: $0) }
    if let row, !row.isHidden, row.section?.isHidden == false, !isPaged || row.section === page {
      moveTo(row, direction: .down)
    } else {
      moveTo(firstNavigableRow(), direction: .down)
    }
  }
}

/// Where a person was in a run: what a draft keeps besides the form's own state.
struct DraftPosition: Equatable {
  /// The page shown, 0 for the first; `nil` when the run is not paged.
  var page: Int?
  /// The tag of the row the cursor was on.
  var focusedTag: String?
}
