/// What a row keeps about a person's input and focus, in one place the row holds.
struct RowInputStorage {
  /// ``BaseRow/wasBlurred``.
  var wasBlurred = false
  /// ``BaseRow/isHighlighted``.
  var isHighlighted = false
  /// ``BaseRow/inputText``.
  var inputText: String?
  /// ``BaseRow/inputError``.
  var inputError: InputError?
  /// Set while a value arrives from scripted input, so the raw text survives the value change.
  var isApplyingInput = false
}
