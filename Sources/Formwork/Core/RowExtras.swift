/// The state of a row that most rows never set: help text, swipe actions, inline rows, async
/// rules, rarely used callbacks.
///
/// A row allocates it the first time one of these is set, so the rows of a large form stay small
/// and validating or printing them reads less memory.
final class RowExtras {
  var requiredMessage: String?
  var helpText: String?
  var leadingSwipe = SwipeConfiguration()
  var trailingSwipe = SwipeConfiguration()
  var callbackOnRowValidationChanged: (() -> Void)?
  var asyncChecks: [AsyncCheck] = []
  var asyncGeneration = 0
  var pendingAsyncChecks = 0
  var validationTags: Set<String> = []
  var callbackCellSetup: Any?
  var callbackCellOnSelection: (() -> Void)?
  var callbackOnCellHighlightChanged: (() -> Void)?
  var expandedInlineRow: BaseRow?
  weak var inlineOwner: BaseRow?
  var callbackOnExpandInlineRow: Any?
  var callbackOnCollapseInlineRow: Any?
}
