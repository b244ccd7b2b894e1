import Formwork

/// Something in a submitted request that was not bound as sent, and why: what binding did
/// instead is always the safe thing (the field was not read, the row kept its value), and it is
/// never done silently.
///
/// The cases say what and where: the field's position in the body and the byte offset for
/// reading problems, the name (a row's or section's tag) for the others. Parse errors of typed
/// text are not issues: they stay on their rows, as typing gives them
/// (``Formwork/BaseRow/inputError``).
public enum BindingIssue: Equatable, Sendable, CustomStringConvertible {
  /// A `%` not followed by two hex digits, at byte `offset` of the body, in the `field`th field
  /// (from 0); `name` is the field's name as far as it could be read. The field was not read.
  case malformedPercentEncoding(field: Int, name: String, offset: Int)
  /// The `field`th field's name or value is not UTF-8 once decoded. The field was not read.
  case invalidUTF8(field: Int, name: String)
  /// The `field`th field's name has more bytes than the limit. The field was not read.
  case nameTooLong(field: Int, bytes: Int, limit: Int)
  /// The value sent under `name` has more bytes than the limit. The field was not read, and the
  /// row keeps its value.
  case valueTooLong(name: String, bytes: Int, limit: Int)
  /// No row or section of the form is tagged `name` (and it is none of ``HTMLFieldNames``' nor
  /// ``BindingOptions/ignoredNames``).
  case unknownName(String)
  /// `name` came `count` times for a row that takes one value: the first was used.
  case repeatedName(String, count: Int)
  /// The row or section tagged `name` takes no value from a request: a label, a title, a custom
  /// row, a read-only text area or list, an option row of a selectable section (sent under the
  /// section's tag), a plain section, or a multivalued section whose items are checkboxes,
  /// multiple selectors or lists. Nothing changed.
  case notEditable(String)
  /// A value came for the row or section tagged `name`, which is hidden: it was not applied, and
  /// the row keeps or clears its value as the form's ``Formwork/Form/hiddenValuePolicy`` says.
  case hidden(String)
  /// A value came for the row tagged `name`, which is disabled (a browser sends no value for a
  /// disabled control): it was not applied.
  case disabled(String)
  /// `value` is none of the submitted values of the options of the row or section tagged
  /// `name`; the row's selection is unchanged.
  case refusedOption(name: String, value: String)
  /// `value` is not what a browser sends for the row or field `name`: `expected` says what is
  /// (`a number`, `a date (YYYY-MM-DD)`, `'on'`, `one line of text` for a line break sent for a
  /// one-line field). The row keeps its value.
  case unreadableValue(name: String, value: String, expected: String)
  /// `value`, sent for the image row or URL field `name`, names a scheme outside
  /// ``BindingOptions/allowedURLSchemes`` (such as `javascript:`, `data:` or `file:`) or, for an
  /// image, is not an absolute URL (such as a file path). It was not bound: the row keeps its
  /// value.
  case refusedURL(name: String, value: String)
  /// `value` lies outside the range of the slider or stepper tagged `name`; its value is
  /// unchanged.
  case valueOutOfRange(name: String, value: String, minimum: Double, maximum: Double)
  /// Acting on a row as a person would was refused, for the reason the error gives: too many
  /// characters for a field (the start that fits was pasted), a text that is not an image's
  /// location, and the like.
  case interaction(InteractionError)
  /// The request gave the list row tagged `name` `count` items, more than
  /// ``BindingOptions/maximumListItems`` (`limit`): the row keeps its items.
  case tooManyListItems(name: String, count: Int, limit: Int)
  /// Adding or removing an item of a multivalued section was refused, for the reason the error
  /// gives (no insertion allowed, the most items reached, no such item).
  case multivaluedSection(MultivaluedSectionError)
  /// The file `fileName`, sent for the row tagged `name`, is not an image the row takes (by its
  /// bytes: not one of its ``Formwork/ImagePickingRow/acceptedImageTypes``, or a header whose
  /// size cannot be read), or the row takes no file. An image row keeps its image and shows why
  /// (``Formwork/ImagePickingRow/refuseImageFile(named:)``).
  case refusedFile(name: String, fileName: String)
  /// The kept-file token sent for the row tagged `name` (``HTMLFieldNames/keptFile``) names no
  /// file of ``BindingOptions/uploadStore`` for that row (made up, expired, another row's, or
  /// no store is set): the row keeps its value.
  case unknownUploadToken(name: String)

  /// The name of the field, row or section the issue is about, when it has one.
  public var name: String? {
    switch self {
    case .malformedPercentEncoding(_, let name, _), .invalidUTF8(_, let name),
      .valueTooLong(let name, _, _), .unknownName(let name), .repeatedName(let name, _),
      .notEditable(let name), .hidden(let name), .disabled(let name),
      .refusedOption(let name, _), .refusedURL(let name, _), .unreadableValue(let name, _, _),
      .valueOutOfRange(let name, _, _, _), .tooManyListItems(let name, _, _),
      .refusedFile(let name, _), .unknownUploadToken(let name):
      return name
    case .nameTooLong, .interaction, .multivaluedSection:
      return nil
    }
  }

  /// The issue as a sentence that names the field and says what was done.
  public var description: String {
    switch self {
    case .malformedPercentEncoding(let field, let name, let offset):
      "field \(field) ('\(Self.excerpt(name))'): malformed percent-encoding at byte \(offset); "
        + "the field was not read"
    case .invalidUTF8(let field, let name):
      "field \(field) ('\(Self.excerpt(name))') is not UTF-8 text; the field was not read"
    case .nameTooLong(let field, let bytes, let limit):
      "field \(field): its name has \(bytes) bytes, more than \(limit); the field was not read"
    case .valueTooLong(let name, let bytes, let limit):
      "'\(name)': the value has \(bytes) bytes, more than \(limit); it was not read"
    case .unknownName(let name):
      "'\(name)' names no row or section of the form; it was ignored"
    case .repeatedName(let name, let count):
      "'\(name)' was sent \(count) times for a row that takes one value; the first was used"
    case .notEditable(let name):
      "'\(name)' takes no value from a request; it was ignored"
    case .hidden(let name):
      "'\(name)' is hidden; its value was not applied"
    case .disabled(let name):
      "'\(name)' is disabled; its value was not applied"
    case .refusedOption(let name, let value):
      "'\(name)': '\(Self.excerpt(value))' is not one of the options; the selection is unchanged"
    case .refusedURL(let name, let value):
      "'\(name)': '\(Self.excerpt(value))' is not a URL a request may give (an allowed scheme, "
        + "such as https); the value is unchanged"
    case .unreadableValue(let name, let value, let expected):
      "'\(name)': '\(Self.excerpt(value))' is not \(expected); the value is unchanged"
    case .valueOutOfRange(let name, let value, let minimum, let maximum):
      "'\(name)': \(Self.excerpt(value)) is outside \(Self.number(minimum))..."
        + "\(Self.number(maximum)); the value is unchanged"
    case .tooManyListItems(let name, let count, let limit):
      "'\(name)': \(count) items, more than \(limit); the list is unchanged"
    case .interaction(let error):
      error.description
    case .multivaluedSection(let error):
      error.description
    case .refusedFile(let name, let fileName):
      "'\(name)': the file '\(Self.excerpt(fileName))' is not an image the row takes; the value "
        + "is unchanged"
    case .unknownUploadToken(let name):
      "'\(name)': the kept file's token names no stored file for this row; the value is unchanged"
    }
  }

  /// Text cut to 40 characters for a message, with an ellipsis when cut.
  private static func excerpt(_ text: String) -> String {
    text.count <= 40 ? text : text.prefix(40) + "…"
  }

  /// A limit as a message writes it: whole numbers without a fraction.
  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
