import FormworkText

extension ScreenGrid {
  /// The most scalars one cell holds; more are dropped, so no input makes a cell grow without
  /// end.
  static let scalarLimit = 32

  /// Adds a scalar to the character drawn just before the cursor when it continues it, so that a
  /// cell holds one grapheme cluster (`Character`) and takes the columns `DisplayWidth` gives
  /// the whole cluster: combining marks, variation selectors (`❤` + U+FE0F becomes two cells
  /// wide), emoji modifiers, zero-width-joiner sequences, flags, Hangul jamo.
  ///
  /// A scalar of no width that does not continue a cluster (a zero-width space) joins the
  /// character before it too; at the start of a line, with nothing before it, it is dropped.
  ///
  /// - Returns: Whether the scalar was joined (or dropped), so it is not drawn in a cell of its
  ///   own.
  mutating func joinPrevious(_ scalar: Unicode.Scalar, width: Int) -> Bool {
    guard let previous = previousCellPosition() else { return width == 0 }
    let text = cells[previous.row][previous.column].text
    // Two ASCII characters are two clusters (CR LF is never drawn): the common case, decided
    // without building a string.
    if scalar.isASCII, text.utf8.count == 1 { return false }
    var joined = text
    joined.unicodeScalars.append(scalar)
    guard width == 0 || joined.count == 1 else { return false }
    guard text.unicodeScalars.count < Self.scalarLimit else { return true }
    cells[previous.row][previous.column].text = joined
    let isWide =
      previous.column + 1 < size.columns
      && cells[previous.row][previous.column + 1].isContinuation
    if !isWide, joined.count == 1, DisplayWidth.of(joined) == 2 { widen(previous) }
    return true
  }

  /// The cell holding the character drawn just before the cursor, if any.
  private func previousCellPosition() -> Position? {
    var column = isWrapPending ? cursor.column : cursor.column - 1
    guard column >= 0 else { return nil }
    if cells[cursor.row][column].isContinuation, column > 0 { column -= 1 }
    return Position(row: cursor.row, column: column)
  }

  /// Makes the one-cell character at `position`, just before the cursor, take two cells, when
  /// there is room on its line.
  private mutating func widen(_ position: Position) {
    let next = position.column + 1
    guard !isWrapPending, next == cursor.column, next < size.columns else { return }
    prepareOverwrite(row: position.row, from: next, to: next)
    cells[position.row][next] = Cell(text: "", style: cells[position.row][position.column].style)
    if next + 1 >= size.columns {
      isWrapPending = isAutoWrapEnabled
    } else {
      cursor.column = next + 1
    }
  }
}
