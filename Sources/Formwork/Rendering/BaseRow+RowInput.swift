/// The renderer contract's one answer to "how does a person give this row its value", and the
/// facets beside it, decided once here from the capability protocols a row adopts.
extension BaseRow {
  /// How a person gives the row its value: the case a renderer switches over, carrying the row
  /// as the capability it acts through.
  ///
  /// Decided from the protocols the row adopts, in the order ``RowInput`` gives (a
  /// ``DateFieldRow`` is ``RowInput/date(_:)``, though it also takes text), then from its cell's
  /// control (``CellControl/button`` is ``RowInput/button``); every other row is
  /// ``RowInput/none``. A custom row gets its answer by adopting the protocol of its kind.
  ///
  /// Like ``supportedActions``, the input describes the row's kind, not its state: a disabled,
  /// hidden or read-only row has the same input.
  ///
  /// - Complexity: O(1); the protocol the row adopts is found the first time (see
  ///   `RowInputLookup`).
  public var input: RowInput { RowInputLookup.input(of: self) }

  /// The row's text field, when it has one: the row of a ``RowInput/text(_:)`` input, and a
  /// date row whose cell shows the date as text it takes typed (a ``DateFieldRow``, whose input
  /// is ``RowInput/date(_:)``); `nil` for every other row.
  ///
  /// A renderer that lets a person type into any field (a terminal's line editor) reads it; one
  /// that gives each row one control switches over ``input`` instead.
  public var textInput: (any TextInputRow)? { self as? any TextInputRow }

  /// The row as an inline row, which shows another row below itself while expanded (a
  /// ``DateInlineRow``, a ``PickerInlineRow``), or `nil` for a row that does not expand.
  ///
  /// Expanding is a way of showing the row's input, not an input of its own: the input of an
  /// inline date row is ``RowInput/date(_:)``, of an inline picker ``RowInput/choice(_:)``.
  public var expandableRow: (any BaseInlineRowType)? { self as? any BaseInlineRowType }

  /// The row as a selector row, which presents its options in a selector (a ``PushRow``, a
  /// ``MultipleSelectorRow``, …), or `nil` for a row that presents none.
  ///
  /// Presenting is a way of showing the row's input, not an input of its own: the input of a
  /// selector row is ``RowInput/choice(_:)``.
  public var presentingRow: (any PresentingRow)? { self as? any PresentingRow }
}
