import Foundation

/// The headless cell of a one-line text field holding a value of type `T`.
///
/// Subclasses choose the keyboard and whether the text is secure.
open class FieldCell<T: Equatable & InputTypeInitiable>: Cell<T> {
  /// The keyboard the field asks for.
  open var keyboardType: KeyboardType { .default }

  /// Whether the field hides its text (passwords).
  open var isSecureTextEntry: Bool { false }

  /// What the field's text is, unless its row says otherwise (``FieldRow/textContentType``):
  /// `nil` (any text) unless the cell type says, as ``EmailCell`` does.
  open var textContentType: TextContentType? { nil }

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
    cursorPosition = (baseRow as? any CaretReporting)?.cursorPosition
  }

  /// A field takes focus unless its row is disabled.
  open override func cellCanBecomeFirstResponder() -> Bool {
    !(baseRow?.isDisabled ?? true)
  }
}

/// A row that knows where the caret is in its field.
protocol CaretReporting: BaseRow {
  var cursorPosition: Int? { get }
}

extension FieldRow: CaretReporting, CountedTextInput {}

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
    didSet { if placeholder != oldValue { updateCellIfLoaded() } }
  }

  /// A Foundation formatter that writes the value (`NumberFormatter`, `DateFormatter`, …) and,
  /// for number and date formatters, reads typed text back, as in Eureka.
  ///
  /// Give it an explicit `locale` (and a `timeZone` for dates) so that the text is the same on
  /// every machine. ``formatStyle`` wins when both are set. See ``formattedText(for:)``.
  public var formatter: Formatter? {
    didSet { updateCellIfLoaded() }
  }

  /// A Swift format style that writes the value and reads typed text back, beside ``formatter``.
  public var formatStyle: FieldFormatStyle<Cell.Value>? {
    didSet { updateCellIfLoaded() }
  }

  /// Whether every keystroke that parses is written back as the formatter's editing text
  /// (Eureka's `useFormatterDuringInput`); `false` unless set.
  public var useFormatterDuringInput = false

  /// Whether the field shows the formatter's editing text when it takes focus; when `nil`,
  /// ``useFormatterDuringInput`` decides, as in Eureka.
  public var useFormatterOnDidBeginEditing: Bool?

  /// What the field's text is (an e-mail address, a new password, …), so that a renderer can
  /// let the platform offer to fill it in; unless set, its cell type's
  /// (``FieldCell/textContentType``: ``TextContentType/emailAddress`` for an ``EmailRow``,
  /// ``TextContentType/password`` for a ``PasswordRow``, `nil` for a ``TextRow``).
  ///
  /// Set it to `nil` for a field the platform should not fill in, or to another type, such as
  /// ``TextContentType/newPassword`` for a sign-up form's password.
  public var textContentType: TextContentType? {
    get { chosenTextContentType ?? (cell as? FieldCell<Cell.Value>)?.textContentType }
    set { chosenTextContentType = .some(newValue) }
  }

  /// The type set on the row (`.some(nil)` for none), or `nil` for its cell type's.
  private var chosenTextContentType: TextContentType??

  /// The most characters the field takes; no limit when `nil`.
  ///
  /// XLForm calls it `textFieldMaxNumberOfCharacters`. Scripted typing past it throws
  /// ``InteractionError/tooManyCharacters(row:limit:rejected:)``; a value set in code is not cut.
  public var maxNumberOfCharacters: Int?

  /// Where the caret is, with the text it is in, after the last edit.
  var caret: (text: String, offset: Int)?

  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// The formatted text, unless ``RowOf/displayValueFor`` is set.
  override func standardDisplayText(for value: Cell.Value?) -> String? {
    formattedText(for: value)
  }

  /// The value `text` stands for when no formatter reads it: the value type's
  /// `init?(string:)`, unless a row type reads its text more strictly (``URLRow`` does).
  func value(fromTypedText text: String) -> Cell.Value? {
    Cell.Value(string: text)
  }

  /// What the field reads from its text: its value type's ``InputTypeInitiable/inputKind``
  /// (a whole number for an `Int` field).
  open var inputKind: InputKind { Cell.Value.inputKind }

  /// The text the field shows: the typed text while editing, otherwise the value's display text.
  public var currentText: String? {
    inputText ?? displayText
  }

  /// The caret's offset in ``currentText``, in characters, while the row has focus; `nil`
  /// otherwise.
  ///
  /// Scripted typing types at the end of the text; a formatter used during input may then move
  /// the caret (see ``FormatterProtocol``).
  public internal(set) var cursorPosition: Int? {
    get {
      guard isHighlighted else { return nil }
      let text = currentText ?? ""
      guard let caret, caret.text == text else { return text.count }
      return caret.offset
    }
    set {
      caret = newValue.map { (currentText ?? "", $0) }
    }
  }

  /// Parses `text` into the value; text that does not parse is kept with an ``BaseRow/inputError``
  /// and the value stays as it was.
  ///
  /// With a ``formatter`` or ``formatStyle``, the text is read by it first (and must be read
  /// whole), then by the value type's `init?(string:)`; with ``useFormatterDuringInput`` a text
  /// the formatter read is written back as its editing text.
  public func textDidChange(to text: String) {
    textDidChange(to: text, characterCount: text.count)
  }

  /// Takes the field's new text, `characterCount` characters long, as ``textDidChange(to:)``.
  func textDidChange(to text: String, characterCount: Int) {
    inputText = text
    caret = (text, characterCount)
    if text.isEmpty {
      inputError = nil
      applyTypedValue(nil)
    } else if let parsed = parseTypedText(text) {
      inputError = nil
      applyTypedValue(parsed.value)
      if parsed.byFormatter { rewriteTypedText(text, value: parsed.value) }
    } else {
      inputError = InputError(row: reference, text: text, expected: valueTypeName)
      validateAfterChange()
      updateCellIfLoaded()
    }
  }
}

/// Eureka's base class of rows edited in a text field with a formatter: in Formwork the same
/// class as ``FieldRow``, so a custom row written as `final class MyRow: FormatteableRow<MyCell>`
/// compiles as it is.
///
/// The value type must be ``InputTypeInitiable``, since typed text is read into it.
public typealias FormatteableRow<Cell: CellType> = FieldRow<Cell>
where Cell: BaseCell, Cell.Value: InputTypeInitiable

/// Eureka's base class of text-field cells: in Formwork the same class as ``FieldCell``, so a
/// custom cell written as `final class MyCell: _FieldCell<String>, CellType` compiles as it is.
public typealias _FieldCell<T: Equatable & InputTypeInitiable> = FieldCell<T>
