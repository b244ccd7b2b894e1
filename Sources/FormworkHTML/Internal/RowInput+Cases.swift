import Formwork

/// The capability of one case of a row's input, for code that draws one control and falls back
/// on the cell's control for a custom row that does not adopt the case's protocol.
extension RowInput {
  /// The row of a ``Formwork/RowInput/choice(_:)`` input, or `nil`.
  var choiceRow: (any ChoiceRow)? {
    if case .choice(let choice) = self { choice } else { nil }
  }

  /// The row of a ``Formwork/RowInput/date(_:)`` input, or `nil`.
  var datePickingRow: (any DatePickingRow)? {
    if case .date(let dates) = self { dates } else { nil }
  }

  /// Whether the row is an option of a selectable section (``Formwork/RowInput/option(_:)``).
  var isOption: Bool {
    if case .option = self { true } else { false }
  }

  /// The row of an ``Formwork/RowInput/image(_:)`` input, or `nil`.
  var imagePickingRow: (any ImagePickingRow)? {
    if case .image(let image) = self { image } else { nil }
  }
}
