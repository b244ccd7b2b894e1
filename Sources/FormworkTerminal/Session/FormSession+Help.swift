import Formwork

/// The help line: the keys that apply to the current row, then those that always apply, in the
/// form's language (``Formwork/Form/messages``).
extension FormSession {
  /// The keys for what is open or for the current row, separated by `·` (`|` in ASCII), as
  /// many whole items as fit in `width` columns.
  ///
  /// A line cut short ends with `…` (`...` in ASCII), so a person knows there are more keys.
  func helpLine(width: Int) -> String {
    let separator = charset == .ascii ? " | " : " · "
    let ellipsis = charset == .ascii ? "..." : "…"
    let whole = helpLine()
    guard ScreenText.width(whole) > width else { return whole }
    var line = ""
    for item in whole.components(separatedBy: separator) {
      let candidate = line.isEmpty ? item : line + separator + item
      guard ScreenText.width(candidate + " " + ellipsis) <= width else { break }
      line = candidate
    }
    guard line.isEmpty else { return line + " " + ellipsis }
    // Not even the first item fits: as much of it as does, then the ellipsis.
    let room = width - ScreenText.width(ellipsis)
    return room > 0
      ? ScreenText.clip(whole, to: room) + ellipsis : ScreenText.clip(whole, to: width)
  }

  /// The keys for what is open or for the current row, separated by `·` (`|` in ASCII).
  func helpLine() -> String {
    let separator = charset == .ascii ? " | " : " · "
    return helpItems().map { key, arguments in messages.string(key, arguments) }
      .joined(separator: separator)
  }

  /// The items of the help line, each a key and its arguments.
  private func helpItems() -> [(MessageKey, [String: MessageArgument])] {
    let upDown: MessageArgument =
      charset == .ascii ? .text(messages.string(.terminalKeysUpDown)) : "↑↓"
    let leftRight: MessageArgument =
      charset == .ascii ? .text(messages.string(.terminalKeysLeftRight)) : "←→"
    let move: (MessageKey, [String: MessageArgument]) = (.terminalHelpMove, ["keys": upDown])
    if let optionList {
      return [(.terminalHelpFilter, [:]), move]
        + (optionList.allowsMultipleSelection
          ? [
            (optionList.filter.text.isEmpty ? .terminalHelpTick : .terminalHelpTickTab, [:]),
            (.terminalHelpDone, [:]),
          ] : [(.terminalHelpChoose, [:])])
        + [(.terminalHelpClose, [:])]
    }
    if let wheels {
      if case .picker = wheels.kind {
        return [
          (.terminalHelpWheel, ["keys": leftRight]), (.terminalHelpTurn, ["keys": upDown]),
          (.terminalHelpDone, [:]),
        ]
      }
      return [
        (.terminalHelpPart, ["keys": leftRight]), (.terminalHelpAdjust, ["keys": upDown]),
        (.terminalHelpDigits, [:]), (.terminalHelpDone, [:]),
      ]
    }
    if let prompt {
      return prompt.purpose == .listItem
        ? [(.terminalHelpTypeItem, [:]), (.terminalHelpAdd, [:]), (.terminalHelpFinish, [:])]
        : [(.terminalHelpTypeLocation, [:]), (.terminalHelpPick, [:]), (.terminalHelpCancel, [:])]
    }
    var items: [(MessageKey, [String: MessageArgument])] = []
    if let row = current {
      items += rowKeys(row).map { ($0, ["keys": $0 == .terminalHelpMoveItem ? upDown : leftRight]) }
    }
    if asksOneQuestion {
      // One question (`FormRunner.ask`): Enter confirms it, unless the row takes Enter itself.
      let takesEnter = current.map { rowKeys($0).contains(where: Self.enterKeys.contains) } ?? false
      return items + [(takesEnter ? .terminalHelpSubmit : .terminalHelpConfirm, [:])]
        + [(.terminalHelpCancel, [:])]
    }
    if let pageIndex {
      items.append(
        (.terminalHelpPage, ["page": .integer(pageIndex + 1), "pages": .integer(form.count)]))
      if !isLastPage { items.append((.terminalHelpNextPage, [:])) }
      if pageIndex > 0 { items.append((.terminalHelpBack, [:])) }
      items += [move, (isLastPage ? .terminalHelpSubmit : .terminalHelpNext, [:])]
    } else {
      items += [move, (.terminalHelpSubmit, [:])]
    }
    items.append((.terminalHelpCancel, [:]))
    return items
  }

  /// The row keys whose action is Enter's, so that Enter does not confirm a question.
  private static let enterKeys: Set<MessageKey> = [
    .terminalHelpChoose, .terminalHelpChange, .terminalHelpPress, .terminalHelpPick,
    .terminalHelpAdd, .terminalHelpCollapse, .terminalHelpExpand,
  ]

  /// The keys the current row takes (`{keys}` in them stands for ←→, ↑↓ for moving an item).
  private func rowKeys(_ row: BaseRow) -> [MessageKey] {
    if row.isDisabled { return [.terminalHelpDisabled] }
    var keys: [MessageKey] = []
    switch row.displayedCell.control {
    case .textField, .textArea: if editor != nil { keys.append(.terminalHelpEdit) }
    case .toggle, .check: keys.append(.terminalHelpToggle)
    case .slider, .stepper, .segmented: keys.append(.terminalHelpAdjust)
    case .selector: keys.append(.terminalHelpChoose)
    case .datePicker, .picker: keys.append(.terminalHelpChange)
    case .button: keys.append(.terminalHelpPress)
    case .image: keys.append(.terminalHelpPick)
    case .list(_, isEditable: true): keys += [.terminalHelpAdd, .terminalHelpDeleteLast]
    default:
      if datePicker(of: row) != nil { keys.append(.terminalHelpChange) }
    }
    if let inline = row.expandableRow {
      keys.append(inline.isExpanded ? .terminalHelpCollapse : .terminalHelpExpand)
    }
    if case .multivalued(let editing)? = row.section?.kind,
      editing.itemRows.contains(where: { $0 === row })
    {
      keys += [.terminalHelpAddItem, .terminalHelpDeleteItem]
      if canMoveItem(row) { keys.append(.terminalHelpMoveItem) }
    } else if case .multivalued? = row.section?.kind {
      keys.append(.terminalHelpAddItem)
    }
    return keys
  }
}
