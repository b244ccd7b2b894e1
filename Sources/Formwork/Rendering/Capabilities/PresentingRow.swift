/// A row that presents a selector of its options, acted on without knowing its type: every
/// selector row (``PushRow``, ``PopoverSelectorRow``, ``AlertRow``, ``ActionSheetRow``,
/// ``MultipleSelectorRow``, ``LeftRightSelectorRow``).
///
/// ``present()`` does what a tap does; the selector's form (``presentedForm``) lists the options
/// as check rows, and a renderer draws it and taps its rows as for any form. The row's form
/// tells its observers with ``FormEvent/selectorPresented(_:form:at:)`` and
/// ``FormEvent/selectorDismissed(_:form:at:)``.
///
/// ```swift
/// if let presenting = row.presentingRow {
///   try presenting.present()
///   print(TextPrinter().render(presenting.presentedForm!))
///   presenting.dismiss()
/// }
/// ```
public protocol PresentingRow: BaseRow {
  /// How the row presents its selector.
  var selectorStyle: SelectorStyle { get }

  /// The state of the row's selector control (its style, options and selection), as the cell
  /// carries it in ``CellControl/selector(_:)``.
  var selectorControl: SelectorControl { get }

  /// The form of the selector on show, or `nil` when none is presented.
  var presentedForm: Form? { get }

  /// Presents a new selector, as a tap on the row does; one on show is dismissed first.
  ///
  /// - Throws: ``InteractionError`` when the row is not in a form, hidden or disabled.
  func present() throws(InteractionError)

  /// Dismisses the selector on show, as a person closing it does; does nothing when none is.
  func dismiss()
}

extension PresentingRow {
  /// Whether a selector of the row is on show.
  public var isPresenting: Bool { presentedForm != nil }
}
