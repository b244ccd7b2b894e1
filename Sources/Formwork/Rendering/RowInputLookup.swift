/// Which of the capability protocols a row's class adopts, found once per row, so that
/// ``BaseRow/input`` tries the row against one protocol instead of up to eight.
///
/// Each `as? any P` asks the runtime's conformance cache (a hash map read under an atomic reader
/// count, for the class and each of its superclasses); a renderer reads every row's input at
/// least once per rendering, and a text row is the eighth protocol tried (measured by
/// `HTMLRatios`' render workloads, issue #28). A row's class never changes, so neither does the
/// answer; the row keeps it in its ``RowInputStorage``.
enum RowInputLookup: UInt8 {
  /// Not looked up yet.
  case unknown
  case option, toggle, choice, date, adjust, list, image, text
  /// None of the protocols: a button or no input, decided by the cell's control each time.
  case other

  /// `row`'s input, as ``BaseRow/input`` documents it.
  static func input(of row: BaseRow) -> RowInput {
    switch row.inputStorage.inputLookup {
    case .unknown: break
    case .option: if let option = row as? any SelectableRowType { return .option(option) }
    case .toggle: if let toggle = row as? any ToggleableRow { return .toggle(toggle) }
    case .choice: if let choice = row as? any ChoiceRow { return .choice(choice) }
    case .date: if let dates = row as? any DatePickingRow { return .date(dates) }
    case .adjust: if let adjustable = row as? any AdjustableRow { return .adjust(adjustable) }
    case .list: if let list = row as? any ListEditingRow { return .list(list) }
    case .image: if let image = row as? any ImagePickingRow { return .image(image) }
    case .text: if let field = row as? any TextInputRow { return .text(field) }
    case .other: return otherInput(of: row)
    }
    let (input, lookup) = firstInput(of: row)
    row.inputStorage.inputLookup = lookup
    return input
  }

  /// `row`'s input, trying each protocol in ``RowInput``'s order, and the protocol it adopts.
  private static func firstInput(of row: BaseRow) -> (RowInput, RowInputLookup) {
    if let option = row as? any SelectableRowType { return (.option(option), .option) }
    if let toggle = row as? any ToggleableRow { return (.toggle(toggle), .toggle) }
    if let choice = row as? any ChoiceRow { return (.choice(choice), .choice) }
    if let dates = row as? any DatePickingRow { return (.date(dates), .date) }
    if let adjustable = row as? any AdjustableRow { return (.adjust(adjustable), .adjust) }
    if let list = row as? any ListEditingRow { return (.list(list), .list) }
    if let image = row as? any ImagePickingRow { return (.image(image), .image) }
    if let field = row as? any TextInputRow { return (.text(field), .text) }
    return (otherInput(of: row), .other)
  }

  /// The input of a row that adopts none of the protocols: from its cell's control.
  private static func otherInput(of row: BaseRow) -> RowInput {
    if case .button = row.baseCell.control { return .button }
    return .none
  }
}
