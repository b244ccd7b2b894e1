/// A row whose value is chosen from a list pushed as a new screen (Eureka's `PushRow`).
///
/// ```swift
/// PushRow<String>("color") {
///   $0.title = "Color"
///   $0.options = ["Red", "Green", "Blue"]
///   $0.noValueDisplayText = "None"
/// }
/// ```
///
/// Printed, it shows the value (or its no-value text) and a disclosure mark:
///
/// ```text
/// │   Color ························· ‹None› › │
/// ```
public final class PushRow<T: Equatable>: SelectorRow<PushSelectorCell<T>>, RowType {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}

/// A row whose value is chosen from a list in a popover (Eureka's `PopoverSelectorRow`);
/// headless, it behaves as a ``PushRow``.
public final class PopoverSelectorRow<T: Equatable>: SelectorRow<PushSelectorCell<T>>, RowType {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// ``SelectorStyle/popover``.
  public override var selectorStyle: SelectorStyle { .popover }
}

/// Eureka's base of ``PushRow``: in Formwork a ``SelectorRow``.
public typealias _PushRow<Cell: CellType> = SelectorRow<Cell> where Cell: BaseCell

/// Eureka's base of ``PopoverSelectorRow``: in Formwork a ``SelectorRow`` (override
/// ``SelectorRow/selectorStyle`` to present it as a popover).
public typealias _PopoverSelectorRow<Cell: CellType> = SelectorRow<Cell> where Cell: BaseCell
