extension ScreenGrid {
  /// Runs a control sequence (`ESC [` parameters final) once its final byte is read.
  mutating func execute(final: UInt8, marker: UInt8?, parameters: [Int?]) {
    if marker == 0x3F {  // ?
      if final == 0x68 || final == 0x6C { setPrivateModes(parameters, on: final == 0x68) }
      return
    }
    guard marker == nil else { return }
    let first = parameters.first ?? nil
    let count = max(1, first ?? 1)
    switch final {
    case 0x41: moveCursor(rows: -count, columns: 0)  // A
    case 0x42, 0x65: moveCursor(rows: count, columns: 0)  // B, e
    case 0x43, 0x61: moveCursor(rows: 0, columns: count)  // C, a
    case 0x44: moveCursor(rows: 0, columns: -count)  // D
    case 0x45:  // E
      moveCursor(rows: count, columns: 0)
      cursor.column = 0
    case 0x46:  // F
      moveCursor(rows: -count, columns: 0)
      cursor.column = 0
    case 0x47, 0x60: setCursor(row: cursor.row, column: count - 1)  // G, `
    case 0x64: setCursor(row: count - 1, column: cursor.column)  // d
    case 0x48, 0x66:  // H, f
      let column = parameters.count > 1 ? (parameters[1] ?? 1) : 1
      setCursor(row: count - 1, column: max(1, column) - 1)
    case 0x4A: eraseDisplay(first ?? 0)  // J
    case 0x4B: eraseLine(first ?? 0)  // K
    case 0x58: erase(row: cursor.row, from: cursor.column, to: cursor.column + count - 1)  // X
    case 0x6D: selectGraphicRendition(parameters)  // m
    case 0x73: savedCursor = SavedCursor(position: cursor, style: style)  // s
    case 0x75: restoreCursor()  // u
    default: break  // Read and ignored.
    }
  }

  private mutating func moveCursor(rows: Int, columns: Int) {
    setCursor(row: cursor.row + rows, column: cursor.column + columns)
  }

  private mutating func setCursor(row: Int, column: Int) {
    cursor = clamped(Position(row: row, column: column))
    isWrapPending = false
  }

  private mutating func eraseDisplay(_ mode: Int) {
    switch mode {
    case 0:
      eraseLine(0)
      for row in (cursor.row + 1)..<max(cursor.row + 1, size.rows) {
        erase(row: row, from: 0, to: size.columns - 1)
      }
    case 1:
      for row in 0..<cursor.row { erase(row: row, from: 0, to: size.columns - 1) }
      eraseLine(1)
    case 2, 3:
      cells = Self.blankScreen(size)
    default: break
    }
  }

  private mutating func eraseLine(_ mode: Int) {
    switch mode {
    case 0: erase(row: cursor.row, from: cursor.column, to: size.columns - 1)
    case 1: erase(row: cursor.row, from: 0, to: cursor.column)
    case 2: erase(row: cursor.row, from: 0, to: size.columns - 1)
    default: return
    }
    isWrapPending = false
  }

  /// `ESC[?…h` and `ESC[?…l`.
  private mutating func setPrivateModes(_ modes: [Int?], on: Bool) {
    for mode in modes {
      switch mode {
      case 7: isAutoWrapEnabled = on
      case 25: isCursorVisible = on
      case 47, 1047, 1049: setAlternateScreen(on)
      case 2004: isBracketedPasteEnabled = on
      default: break
      }
    }
  }

  private mutating func setAlternateScreen(_ on: Bool) {
    guard on != isAlternateScreen else { return }
    isAlternateScreen = on
    if on {
      cursorBeforeAlternateScreen = SavedCursor(position: cursor, style: style)
      savedMainScreen = cells
      cells = Self.blankScreen(size)
    } else {
      cells = savedMainScreen ?? Self.blankScreen(size)
      savedMainScreen = nil
      if let saved = cursorBeforeAlternateScreen {
        cursor = clamped(saved.position)
        style = saved.style
      }
      cursorBeforeAlternateScreen = nil
    }
    isWrapPending = false
  }

  /// `ESC[…m`.
  private mutating func selectGraphicRendition(_ parameters: [Int?]) {
    var index = 0
    while index < parameters.count {
      let code = parameters[index] ?? 0
      index += 1
      switch code {
      case 0: style = Style()
      case 1: style.isBold = true
      case 2: style.isDim = true
      case 3: style.isItalic = true
      case 4: style.isUnderlined = true
      case 7: style.isReversed = true
      case 22:
        style.isBold = false
        style.isDim = false
      case 23: style.isItalic = false
      case 24: style.isUnderlined = false
      case 27: style.isReversed = false
      case 30...37: style.foreground = .indexed(UInt8(code - 30))
      case 39: style.foreground = nil
      case 40...47: style.background = .indexed(UInt8(code - 40))
      case 49: style.background = nil
      case 90...97: style.foreground = .indexed(UInt8(code - 82))
      case 100...107: style.background = .indexed(UInt8(code - 92))
      case 38: style.foreground = Self.extendedColor(parameters, at: &index)
      case 48: style.background = Self.extendedColor(parameters, at: &index)
      default: break
      }
    }
  }

  /// The colour of `38;5;n` or `38;2;r;g;b` (and `48;…`), starting after the 38; `nil` (the
  /// default colour) when the parameters are incomplete.
  private static func extendedColor(_ parameters: [Int?], at index: inout Int) -> Color? {
    func component(_ offset: Int) -> UInt8? {
      guard index + offset < parameters.count else { return nil }
      return UInt8(min(255, parameters[index + offset] ?? 0))
    }
    guard index < parameters.count else { return nil }
    switch parameters[index] {
    case 5:
      defer { index = min(parameters.count, index + 2) }
      return component(1).map(Color.indexed)
    case 2:
      defer { index = min(parameters.count, index + 4) }
      guard let red = component(1), let green = component(2), let blue = component(3) else {
        return nil
      }
      return .rgb(red: red, green: green, blue: blue)
    default:
      return nil
    }
  }
}
