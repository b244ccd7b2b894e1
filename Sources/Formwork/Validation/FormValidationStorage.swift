/// What a form keeps for validation, in one place the form holds: the rows whose rules read
/// each tag, the message rewriter, the clock async rules wait on and the last answer.
struct FormValidationStorage {
  /// For each tag, the rows whose rules read it, so they re-validate when it changes.
  var dependents: [String: [Form.WeakRow]] = [:]
  /// ``Form/validationMessageProvider``.
  var messageProvider: ((ValidationError) -> String)?
  /// ``Form/asyncValidationClock``.
  var asyncClock: any Clock<Duration> = ContinuousClock()
  /// The last answer of ``Form/validate(includeHidden:includeDisabled:quietly:)``, given back
  /// while nothing in it changed (see ``FormValidationAnswer``).
  var lastAnswer = FormValidationAnswer()
}
