extension ScreenGrid {
  /// A place on the grid, counted from 0: row 0 is the top line, column 0 the leftmost cell.
  public struct Position: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 0 at the top.
    public var row: Int
    /// The cell in the line, from 0 at the left.
    public var column: Int

    /// Creates a position.
    public init(row: Int, column: Int) {
      self.row = row
      self.column = column
    }

    /// `row:column`, such as `0:4`.
    public var description: String { "\(row):\(column)" }
  }

  /// A colour set by Select Graphic Rendition.
  public enum Color: Hashable, Sendable {
    /// One of the 256 indexed colours: 0–7 are the standard colours (`ESC[30m`–`ESC[37m`),
    /// 8–15 the bright ones (`ESC[90m`–`ESC[97m`), the rest from `ESC[38;5;nm`.
    case indexed(UInt8)
    /// A direct colour from `ESC[38;2;r;g;bm`.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)
  }

  /// How a cell's text is drawn: the attributes Select Graphic Rendition (`ESC[…m`) sets.
  public struct Style: Hashable, Sendable {
    /// Bold (`ESC[1m`).
    public var isBold = false
    /// Dim, or faint (`ESC[2m`).
    public var isDim = false
    /// Italic (`ESC[3m`).
    public var isItalic = false
    /// Underlined (`ESC[4m`).
    public var isUnderlined = false
    /// Reverse video (`ESC[7m`).
    public var isReversed = false
    /// The text colour; `nil` is the terminal's default.
    public var foreground: Color?
    /// The background colour; `nil` is the terminal's default.
    public var background: Color?

    /// The default style: no attributes, default colours.
    public init() {}
  }

  /// One cell of the grid.
  public struct Cell: Hashable, Sendable {
    /// The grapheme drawn in the cell, combining marks included: `" "` for a blank cell, `""`
    /// for the second cell of a wide character (whose text is in the cell to its left).
    public var text: String
    /// How the text is drawn.
    public var style: Style

    /// Creates a cell.
    public init(text: String, style: Style = Style()) {
      self.text = text
      self.style = style
    }

    /// A blank cell in the default style.
    public static let blank = Cell(text: " ")

    /// Whether this is the right half of a wide character.
    public var isContinuation: Bool { text.isEmpty }
  }
}
