/// One key press (or one piece of pasted text) read from a terminal.
///
/// A ``KeyDecoder`` turns the bytes a terminal sends into keys: printable text, the keys that
/// move and edit, and control keys. Sequences it does not know become ``unknown(_:)`` rather than
/// stray characters, so that a function key never types garbage into a field.
public enum Key: Hashable, Sendable {
  /// A printable character, including a space and a wide or combined character.
  case character(Character)
  /// Text pasted as a whole (bracketed paste), newlines included.
  case paste(String)
  /// Return or Enter.
  case enter
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Escape, alone.
  case escape
  /// Backspace: delete the character before the cursor.
  case backspace
  /// Delete: delete the character under the cursor.
  case delete
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// The up arrow with Alt or Ctrl (`ESC [ 1 ; 3 A`, modifier 3, 5, 7 or 9): moves an item of
  /// a multivalued section up.
  case moveUp
  /// The down arrow with Alt or Ctrl (`ESC [ 1 ; 3 B`): moves an item of a multivalued section
  /// down.
  case moveDown
  /// A word to the left (Ctrl-← or Alt-B).
  case wordLeft
  /// A word to the right (Ctrl-→ or Alt-F).
  case wordRight
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// A control key other than those named above, by its lowercase letter: `.control("a")` is
  /// Ctrl-A. The control bytes without a letter are named by their caret notation: `"@"` (0x00,
  /// Ctrl-Space), `"\\"`, `"]"`, `"^"` and `"_"` (0x1C–0x1F).
  case control(Character)
  /// A sequence of bytes the decoder does not know, kept so that it can be reported.
  case unknown([UInt8])
}
