/// The cell of a button row: a tappable title.
open class ButtonCellOf<T: Equatable>: Cell<T>, CellType {
  /// Creates an empty cell.
  public required init() {}

  /// Describes the button control.
  open override func setup() {
    super.setup()
    control = .button
  }
}

/// The cell of a ``ButtonRow``.
public typealias ButtonCell = ButtonCellOf<String>

/// The base of button rows (Eureka's `_ButtonRowOf`): subclass it for a button whose value is of
/// type `T`, with overrides of its own.
open class _ButtonRowOf<T: Equatable>: Row<ButtonCellOf<T>> {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}

/// A button row whose value is of type `T`; its action is its `onCellSelection` callback.
open class ButtonRowOf<T: Equatable>: _ButtonRowOf<T> {}

/// A button: tapping it runs its `onCellSelection` callback.
///
/// ```swift
/// ButtonRow("save") { $0.title = "Save" }
///   .onCellSelection { cell, row in save() }
/// ```
public final class ButtonRow: ButtonRowOf<String>, RowType {
  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}
