/// A selector row presented as an alert or an action sheet (Eureka's `AlertOptionsRow`): its
/// selector form ends with a cancel button that dismisses it without a choice.
open class AlertOptionsRow<Cell: CellType>: SelectorRow<Cell> where Cell: BaseCell {
  /// The title of the cancel button; "Cancel" unless set.
  public var cancelTitle: String?

  override var selectorCancelTitle: String? { cancelTitle ?? "Cancel" }

  /// ``SelectorStyle/alert`` unless a subclass says otherwise.
  open override var selectorStyle: SelectorStyle { .alert }

  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}

/// A row whose value is chosen in an action sheet (Eureka's `ActionSheetRow`).
///
/// ```swift
/// ActionSheetRow<String>("share") {
///   $0.title = "Share with"
///   $0.selectorTitle = "Share with"
///   $0.options = ["Friends", "Everyone"]
/// }
/// ```
public final class ActionSheetRow<T: Equatable>: AlertOptionsRow<AlertSelectorCell<T>>, RowType {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// ``SelectorStyle/actionSheet``.
  public override var selectorStyle: SelectorStyle { .actionSheet }
}

/// A row whose value is chosen in an alert (Eureka's `AlertRow`).
public final class AlertRow<T: Equatable>: AlertOptionsRow<AlertSelectorCell<T>>, RowType {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// ``SelectorStyle/alert``.
  public override var selectorStyle: SelectorStyle { .alert }
}

/// Eureka's base of ``ActionSheetRow``: in Formwork an ``AlertOptionsRow`` (override
/// ``AlertOptionsRow/selectorStyle`` to present it as an action sheet).
public typealias _ActionSheetRow<Cell: CellType> = AlertOptionsRow<Cell> where Cell: BaseCell

/// Eureka's base of ``AlertRow``: in Formwork an ``AlertOptionsRow``.
public typealias _AlertRow<Cell: CellType> = AlertOptionsRow<Cell> where Cell: BaseCell
