/// The cell of a ``NoteRow``: its text, read as ``NoteText``, and no value.
public final class NoteCell: Cell<String>, CellType {
  /// Creates an empty cell.
  public required init() {}

  /// Shows the note; a note row shows no value text.
  public override func update() {
    super.update()
    valueText = nil
    control = .note(NoteText(row.baseValue as? String ?? ""))
  }
}

/// A block of text among the rows: paragraphs, bulleted and numbered lists, and emphasis
/// (``NoteText`` says how they are written), wrapped by each renderer to its width.
///
/// ```swift
/// form +++ Section()
///   <<< NoteRow { $0.value = "Before you *deploy*:\n- run the tests\n- tag the release" }
///   <<< SwitchRow("deploy") { $0.title = "Deploy now" }
/// ```
///
/// Its value is the note's text; it never takes focus and takes no input. The text printer
/// and the terminal wrap it to the width, line mode writes it as lines of information, HTML
/// writes it as paragraphs and lists with its text escaped. Leave it untagged, or its tag
/// appears in ``Form/values(includeHidden:)`` with its text.
public final class NoteRow: Row<NoteCell>, RowType {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}
