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

// The rarely set state, read without allocating and written through ``BaseRow/extras``.
extension BaseRow {
  var callbackOnRowValidationChanged: (() -> Void)? {
    get { extrasIfAny?.callbackOnRowValidationChanged }
    set { extras.callbackOnRowValidationChanged = newValue }
  }

  /// The row's async rules.
  var asyncChecks: [AsyncCheck] {
    get { extrasIfAny?.asyncChecks ?? [] }
    set { extras.asyncChecks = newValue }
  }

  /// Bumped by each `validateAsync()`, so an older one can tell it is stale.
  var asyncGeneration: Int {
    get { extrasIfAny?.asyncGeneration ?? 0 }
    set { extras.asyncGeneration = newValue }
  }

  /// How many `validateAsync()` calls are waiting or running.
  var pendingAsyncChecks: Int {
    get { extrasIfAny?.pendingAsyncChecks ?? 0 }
    set { extras.pendingAsyncChecks = newValue }
  }

  /// The tags of the rows this row's rules read (``FormDependentRule``).
  var validationTags: Set<String> {
    get { extrasIfAny?.validationTags ?? [] }
    set { extras.validationTags = newValue }
  }

  var callbackCellSetup: Any? {
    get { extrasIfAny?.callbackCellSetup }
    set { extras.callbackCellSetup = newValue }
  }

  var callbackCellOnSelection: (() -> Void)? {
    get { extrasIfAny?.callbackCellOnSelection }
    set { extras.callbackCellOnSelection = newValue }
  }

  var callbackOnCellHighlightChanged: (() -> Void)? {
    get { extrasIfAny?.callbackOnCellHighlightChanged }
    set { extras.callbackOnCellHighlightChanged = newValue }
  }

  /// The inline row this row has expanded below itself (``InlineRowType``).
  var expandedInlineRow: BaseRow? {
    get { extrasIfAny?.expandedInlineRow }
    set { extras.expandedInlineRow = newValue }
  }

  /// The row that expanded this row below itself, while this row is an inline row (the
  /// ``DatePickerRow`` below a ``DateInlineRow``), or `nil` for any other row.
  ///
  /// A renderer reads it to draw an inline row as part of its owner; the owner's
  /// ``BaseInlineRowType/expandedRow`` is this row.
  public internal(set) var inlineOwner: BaseRow? {
    get { extrasIfAny?.inlineOwner }
    set { extras.inlineOwner = newValue }
  }

  var callbackOnExpandInlineRow: Any? {
    get { extrasIfAny?.callbackOnExpandInlineRow }
    set { extras.callbackOnExpandInlineRow = newValue }
  }

  var callbackOnCollapseInlineRow: Any? {
    get { extrasIfAny?.callbackOnCollapseInlineRow }
    set { extras.callbackOnCollapseInlineRow = newValue }
  }
}
