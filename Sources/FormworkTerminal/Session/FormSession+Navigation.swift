import Formwork
import Foundation

/// Moving the cursor between rows: ↑/↓, Tab/Shift-Tab, Page Up/Down, Home/End.
extension FormSession {
  /// Whether the cursor stops on `row`: a visible row that takes a key.
  ///
  /// Labels (no control, no action but a tap), title rows (headings) and notes are passed over; a
  /// disabled row is passed over unless the form's navigation options say to stop at disabled
  /// rows.
  func isNavigable(_ row: BaseRow) -> Bool {
    let cell = row.displayedCell
    if cell.control == .title { return false }
    if case .note = cell.control { return false }
    if row.isDisabled { return form.navigationOptions.contains(.stopDisabledRow) }
    if cell.control == .none, cell.accessory == .none, row.supportedActions == [.tap],
      row.textInput == nil
    {
      return false
    }
    return true
  }

  /// The first row the cursor can stop on, from the top of the form.
  func firstNavigableRow() -> BaseRow? {
    guard let first = firstRow() else { return nil }
    return isNavigable(first) ? first : navigableRow(from: first, direction: .down)
  }

  /// The last row the cursor can stop on.
  func lastNavigableRow() -> BaseRow? {
    guard let last = lastRow() else { return nil }
    return isNavigable(last) ? last : navigableRow(from: last, direction: .up)
  }

  /// The next row after (or before) `row` that the cursor can stop on; `nil` at the end.
  func navigableRow(from row: BaseRow, direction: Direction) -> BaseRow? {
    var candidate = row
    while let next = direction == .down
      ? form.nextRow(for: candidate) : form.previousRow(for: candidate)
    {
      if isPaged, next.section !== page { return nil }
      if isNavigable(next) { return next }
      candidate = next
    }
    return nil
  }

  /// Moves the cursor one row, staying put at either end.
  func step(_ direction: Direction) {
    guard let row = current else { return }
    if let target = navigableRow(from: row, direction: direction) {
      moveTo(target, direction: direction)
    }
  }

  /// Moves the cursor about a screenful of rows.
  func page(_ direction: Direction, lines: Int) {
    guard var row = current else { return }
    for _ in 0..<max(1, lines - 1) {
      guard let next = navigableRow(from: row, direction: direction) else { break }
      row = next
    }
    moveTo(row, direction: direction)
  }

  /// The first visible row of the form.
  func firstRow() -> BaseRow? {
    if isPaged { return page.flatMap { $0.isEmpty ? nil : $0[$0.startIndex] } }
    for section in form where !section.isEmpty { return section[section.startIndex] }
    return nil
  }

  /// The last visible row of the form.
  func lastRow() -> BaseRow? {
    if isPaged { return page.flatMap { $0.isEmpty ? nil : $0[$0.index(before: $0.endIndex)] } }
    var index = form.endIndex
    while index > form.startIndex {
      index -= 1
      let section = form[index]
      if !section.isEmpty { return section[section.index(before: section.endIndex)] }
    }
    return nil
  }

  /// The navigable row at `position` now, or the nearest one before it, or the first.
  func rowNear(_ position: IndexPath?) -> BaseRow? {
    guard let position, !form.isEmpty else { return firstNavigableRow() }
    let sectionIndex = min(position.section, form.count - 1)
    let section = form[sectionIndex]
    var candidate: BaseRow?
    if sectionIndex == position.section, !section.isEmpty {
      candidate = section[min(position.row, section.count - 1)]
    } else if !section.isEmpty {
      candidate = section[section.count - 1]
    }
    guard let candidate, !isPaged || candidate.section === page else {
      return firstNavigableRow()
    }
    if isNavigable(candidate) { return candidate }
    return navigableRow(from: candidate, direction: .up)
      ?? navigableRow(from: candidate, direction: .down)
  }
}
