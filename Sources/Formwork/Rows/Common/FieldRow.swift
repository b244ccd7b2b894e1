/// The headless cell of a one-line text field holding a value of type `T`.
///
/// Subclasses choose the keyboard and whether the text is secure.
open class FieldCell<T: Equatable & InputTypeInitiable>: Cell<T> {
  /// The keyboard the field asks for.
  open var keyboardType: KeyboardType { .default }

  /// Whether the field hides its text (passwords).
  open var isSecureTextEntry: Bool { false }

  /// Creates an empty cell.
  public required init() {}

  /// Describes the field control.
  open override func setup() {
    super.setup()
    control = .textField(TextFieldStyle(keyboard: keyboardType, isSecure: isSecureTextEntry))
  }

  /// Shows the title, the typed text or the value, and the placeholder.
  open override func update() {
    super.update()
    placeholder = (baseRow as? any FieldRowConformance)?.placeholder
  }

  /// A field takes focus unless its row is disabled.
  open override func cellCanBecomeFirstResponder() -> Bool {
    !(baseRow?.isDisabled ?? true)
  }
}

/// What every field row offers: a placeholder.
public protocol FieldRowConformance: BaseRow {
  /// The text shown in the empty field.
  var placeholder: String? { get set }
}

/// A row edited in a one-line text field; its value is parsed from the typed text.
open class FieldRow<Cell: CellType>: Row<Cell>, FieldRowConformance, TextInputRow
where Cell: BaseCell, Cell.Value: InputTypeInitiable {
  /// The text shown in the empty field.
  public var placeholder: String? {
    didSet { updateCellIfLoaded() }
  }

  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// The text the field shows: the typed text while editing, otherwise the value's display text.
  public var currentText: String? {
    inputText ?? displayText
  }

  /// Parses `text` into the value; text that does not parse is kept with an ``BaseRow/inputError``
  /// and the value stays as it was.
  public func textDidChange(to text: String) {
    inputText = text
    if text.isEmpty {
      inputError = nil
      applyTypedValue(nil)
    } else if let parsed = Cell.Value(string: text) {
      inputError = nil
      applyTypedValue(parsed)
    } else {
      inputError = InputError(row: reference, text: text, expected: valueTypeName)
      validateAfterChange()
      updateCellIfLoaded()
    }
  }
}
