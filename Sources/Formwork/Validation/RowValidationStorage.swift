/// What a row keeps for validation, in one place the row holds.
struct RowValidationStorage {
  /// ``BaseRow/validationOptions``.
  var options: ValidationOptions = .validatesOnBlur
  /// ``BaseRow/validationErrors``; every change counts in ``errorsVersion``.
  var errors: [ValidationError] = [] {
    didSet { errorsVersion &+= 1 }
  }
  /// ``BaseRow/required``.
  var required = false
  /// Whether the row's form has a ``Form/validationMessageProvider``, so validation looks the
  /// form up (through two weak references) only when there are messages to rewrite.
  var formRewritesMessages = false
  /// Whether the row has an ``BaseRow/inputError``: validation reads this flag, beside the rest
  /// of what it reads, rather than the error in the row's input state.
  var hasInputError = false
  /// See ``BaseRow/messagesRevealed``.
  var messagesRevealed = false
  /// Which code validates the row inside ``Form/validate(includeHidden:includeDisabled:quietly:)``
  /// without a dynamic call (see `ValidationFastPath.PlainKind`); set once, as the row is made.
  var plainKind = ValidationFastPath.PlainKind.none
  /// Whether the row validates by itself, after a change or a blur, so the errors it sets do
  /// not reveal its messages.
  var validatingAutomatically = false
  /// How many times ``errors`` changed, wrapping.
  ///
  /// A validation that compares the rules' errors with ``errors`` where they are stored, without
  /// a copy, checks that no rule's check changed them meanwhile (see `RowOf.collectErrors()`).
  /// Sixteen bits, beside the flags, take no room (a wider count would add eight bytes to every
  /// row); a check would have to change its row's errors a multiple of 65,536 times while the
  /// rules run to go unnoticed.
  var errorsVersion: UInt16 = 0
  /// Where the tagged row's errors come from, as the row is now (its tag, title and form's
  /// catalogue), until one of them changes; `nil` until the row next reports an error.
  var origin: ValidationErrorOrigin?
}
