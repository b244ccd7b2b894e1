/// The cell of a ``TextAreaRow``: a multi-line text area.
open class TextAreaCell: Cell<String>, CellType {
  /// Creates an empty cell.
  public required init() {}

  /// Describes the text area control.
  open override func setup() {
    super.setup()
    control = .textArea
  }

  /// Shows the text and the placeholder.
  open override func update() {
    super.update()
    placeholder = (baseRow as? TextAreaBaseRow)?.placeholder
  }

  /// A text area takes focus unless its row is disabled or read-only.
  open override func cellCanBecomeFirstResponder() -> Bool {
    guard let row = baseRow as? TextAreaBaseRow else { return false }
    return !row.isDisabled && row.textAreaMode == .normal
  }
}

/// What every text area row shares, the base of ``TextAreaRow``: subclass it (or Eureka's name for
/// it, `_TextAreaRow`) for a row that behaves as a ``TextAreaRow``, with overrides of its own.
open class TextAreaBaseRow: Row<TextAreaCell>, TextInputRow {
  /// The text shown in the empty area.
  public var placeholder: String? {
    didSet { if placeholder != oldValue { updateCellIfLoaded() } }
  }

  /// Whether a person can edit the text (`.normal`, unless set) or only read it (`.readOnly`),
  /// as in Eureka: a read-only area shows its text and takes no focus and no typing; code can
  /// still set its value.
  public var textAreaMode = TextAreaMode.normal {
    didSet {
      guard textAreaMode != oldValue else { return }
      if textAreaMode == .readOnly, isHighlighted { form?.resignFocus() }
      updateCellIfLoaded()
    }
  }

  /// Whether the area is read-only (``textAreaMode`` is `.readOnly`).
  public var isReadOnly: Bool { textAreaMode == .readOnly }

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

/// A row for longer, multi-line text (`String`).
public final class TextAreaRow: TextAreaBaseRow, RowType {}

/// Whether a ``TextAreaRow`` can be edited, as Eureka's enum of that name.
public enum TextAreaMode: Equatable, Sendable {
  /// A person can edit the text.
  case normal
  /// A person can read the text but not edit it.
  case readOnly
}

/// Eureka's name for ``TextAreaBaseRow``, for rows written on Eureka's `_TextAreaRow`.
public typealias _TextAreaRow = TextAreaBaseRow
