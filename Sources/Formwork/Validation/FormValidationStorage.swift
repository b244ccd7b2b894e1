/// What a form keeps for validation, in one place the form holds: the rows whose rules read
/// each tag, the message rewriter and the clock async rules wait on.
struct FormValidationStorage {
  /// For each tag, the rows whose rules read it, so they re-validate when it changes.
  var dependents: [String: [Form.WeakRow]] = [:]
  /// ``Form/validationMessageProvider``.
  var messageProvider: ((ValidationError) -> String)?
  /// ``Form/asyncValidationClock``.
  var asyncClock: any Clock<Duration> = ContinuousClock()
}
