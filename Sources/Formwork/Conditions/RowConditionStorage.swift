/// What a row keeps for its conditions, in one place the row holds.
struct RowConditionStorage {
  /// ``BaseRow/hidden``.
  var hidden: Condition?
  /// ``BaseRow/disabled``.
  var disabled: Condition?
  /// The answer of ``hidden``: ``BaseRow/isHidden``.
  var isHidden = false
  /// The answer of ``disabled`` (or the form's): ``BaseRow/isDisabled``.
  var isDisabled = false
  /// Whether the row's conditions are being evaluated, or the conditions its change touched
  /// still are (see `Form.runEvaluationPass`).
  var isBeingEvaluated = false
  /// Whether a condition of the form reads the row's tag, as last looked up (see
  /// `Form.conditionsMayRead(_:)`).
  var isTagRead = false
  /// ``BaseRow/needsCellRefresh``: a flag of the change pass like ``isBeingEvaluated``, kept
  /// here beside it, where it takes no room, rather than in eight bytes of its own in the row
  /// (which also puts the row's validation state on a 16-byte boundary; see
  /// ``BaseRow/validationStorage``).
  var needsCellRefresh = false
  /// The form's ``FormConditionStorage/generation`` when ``isTagRead`` was looked up; 0 when it
  /// was not, or the row joined, left or changed its tag since.
  var tagReadGeneration = 0
}
