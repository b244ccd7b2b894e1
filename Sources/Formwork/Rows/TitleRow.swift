/// The cell of a ``TitleRow``: a heading, with no value and no control but the heading itself.
public final class TitleCell: Cell<String>, CellType {
  /// Creates an empty cell.
  public required init() {}

  /// Shows the heading; a title row shows no value text.
  public override func update() {
    super.update()
    valueText = nil
    control = .title
  }
}

/// A heading among the rows (TLFormView's `TLFormFieldTitle`): a title only.
///
/// ```swift
/// form +++ Section()
///   <<< TitleRow { $0.title = "Contact" }
///   <<< EmailRow("email") { $0.title = "E-mail" }
/// ```
///
/// It never takes focus (``Form/focusNext()`` and renderers pass over it) and takes no input:
/// setting its value in code is kept, but nothing shows it. Printers draw it as a heading,
/// distinct from a ``LabelRow``. Leave it untagged, or its tag appears in ``Form/values(includeHidden:)``
/// with no value, as a ``ButtonRow``'s does.
public final class TitleRow: Row<TitleCell>, RowType {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}
