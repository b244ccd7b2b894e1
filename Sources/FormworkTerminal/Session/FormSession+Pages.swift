import Formwork

/// Showing the form a section at a time, as a wizard (``RunnerOptions/Pages/perSection``).
extension FormSession {
  /// The visible position of the page shown, or `nil` when the form is not paged or has none.
  var pageIndex: Int? { isPaged ? page?.index : nil }

  /// Whether the page shown is the last visible section.
  var isLastPage: Bool { (pageIndex ?? 0) >= form.count - 1 }

  /// Whether `block` is on the page shown (always, when the form is not paged).
  func isOnPage(_ block: BlockPosition) -> Bool {
    guard isPaged else { return true }
    return block.section == pageIndex
  }

  /// The first block drawn: the form's, or the page's heading.
  func firstBlock() -> BlockPosition? {
    guard isPaged else { return BlockPosition.first(in: form) }
    return pageIndex.map { BlockPosition(section: $0, item: -1) }
  }

  /// The block after `block`, not leaving the page.
  func nextBlock(after block: BlockPosition) -> BlockPosition? {
    block.next(in: form).flatMap { isOnPage($0) ? $0 : nil }
  }

  /// The block before `block`, not leaving the page.
  func previousBlock(before block: BlockPosition) -> BlockPosition? {
    block.previous(in: form).flatMap { isOnPage($0) ? $0 : nil }
  }

  /// Validates the page's rows; when they are valid the next visible section is shown (or, on
  /// the last page, the form is submitted), otherwise the errors show and the first invalid row
  /// takes the cursor.
  func nextPage() -> Step {
    commitEditing()
    guard let page, let index = page.index else { return submit() }
    var firstInvalid: BaseRow?
    var count = 0
    for row in page {
      let errors = row.validate()
      count += errors.count
      if !errors.isEmpty, firstInvalid == nil { firstInvalid = row }
    }
    if let firstInvalid {
      message = messages.string(.terminalErrorsOnPage, ["count": .integer(count)])
      moveTo(firstInvalid, direction: .down)
      return .continue
    }
    guard index + 1 < form.count else { return submit() }
    show(page: index + 1)
    return .continue
  }

  /// Ctrl-F on the last page: it does not submit (Ctrl-S does, after validating), it says
  /// that this is the last page.
  func sayLastPage() -> Step {
    message = messages.string(.terminalLastPage)
    return .continue
  }

  /// Shows the page before, without validating.
  func previousPage() -> Step {
    guard let index = pageIndex, index > 0 else { return .continue }
    show(page: index - 1)
    return .continue
  }

  /// Shows the visible section at `index` and puts the cursor on its first row.
  private func show(page index: Int) {
    page = form[index]
    lastPageIndex = index
    top = nil
    moveTo(firstNavigableRow(), direction: .down)
  }

  /// Shows the nearest page when the page shown was hidden or removed.
  func repairPage() {
    guard isPaged else { return }
    if let index = page?.index {
      lastPageIndex = index
      return
    }
    guard !form.isEmpty else {
      page = nil
      return
    }
    page = form[min(lastPageIndex, form.count - 1)]
    lastPageIndex = page?.index ?? 0
    top = nil
    lastPosition = nil
    moveTo(firstNavigableRow(), direction: .down)
  }
}
