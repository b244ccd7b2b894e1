/// What a row keeps about a person's input and focus, in one place the row holds.
struct RowInputStorage {
  /// ``BaseRow/wasBlurred``.
  var wasBlurred = false
  /// ``BaseRow/isHighlighted``.
  var isHighlighted = false
  /// Which capability protocol the row adopts, once ``BaseRow/input`` has looked (see
  /// `RowInputLookup`).
  var inputLookup = RowInputLookup.unknown
  /// ``BaseRow/inputText``.
  var inputText: String?
  /// ``BaseRow/inputError``.
  var inputError: InputError?
  /// Set while a value arrives from scripted input, so the raw text survives the value change.
  var isApplyingInput = false
}
