/// The cell of a ``TextAreaRow``: a multi-line text area.
public final class TextAreaCell: Cell<String>, CellType {
  /// Creates an empty cell.
  public required init() {}

  /// Describes the text area control.
  public override func setup() {
    super.setup()
    control = .textArea
  }

  /// Shows the text and the placeholder.
  public override func update() {
    super.update()
    placeholder = (baseRow as? TextAreaRow)?.placeholder
  }

  /// A text area takes focus unless its row is disabled.
  public override func cellCanBecomeFirstResponder() -> Bool {
    !(baseRow?.isDisabled ?? true)
  }
}

/// A row for longer, multi-line text (`String`).
public final class TextAreaRow: Row<TextAreaCell>, RowType, TextInputRow {
  /// The text shown in the empty area.
  public var placeholder: String? {
    didSet { if placeholder != oldValue { updateCellIfLoaded() } }
  }

  /// The most characters the area takes; no limit when `nil`.
  ///
  /// XLForm calls it `textViewMaxNumberOfCharacters`. Scripted typing past it throws
  /// ``InteractionError/tooManyCharacters(row:limit:rejected:)``; a value set in code is not cut.
  public var maxNumberOfCharacters: Int?

  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// The text the area shows.
  public var currentText: String? {
    inputText ?? value
  }

  /// Takes the area's new text as the value; empty text means no value.
  public func textDidChange(to text: String) {
    inputText = text
    applyTypedValue(text.isEmpty ? nil : text)
  }
}
