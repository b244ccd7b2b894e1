import Formwork

/// A selector row's options, open over the form after Enter: type to filter, ↑/↓ to move, Enter
/// to choose, Esc to close. In a multiple selector Tab ticks, and so does Space while no filter
/// is typed (once one is, Space types into it, so a filter can hold a space).
extension FormSession {
  /// Opens the options of the selector row `row`.
  func openOptionList(on row: BaseRow) {
    guard !row.isDisabled, case .choice(let choice) = row.input,
      case .selector(let selector) = row.displayedCell.control
    else { return }
    commitEditing()
    var control = selector
    // Lazy options load when the selector is presented, as on a phone.
    if control.options.isEmpty, let presenting = row.presentingRow, !presenting.isPresenting {
      perform { try presenting.present() }
      control = presenting.selectorControl
    }
    optionList = OptionList(
      options: control.options, selected: control.selectedIndices,
      allowsMultipleSelection: choice.allowsMultipleSelection)
  }

  /// Closes the options, dismissing the selector when it was presented to load them.
  func closeOptionList() {
    optionList = nil
    if let presenting = current?.presentingRow, presenting.isPresenting {
      presenting.dismiss()
    }
  }

  /// Takes the options the row has now (async options that arrived while the list was open),
  /// keeping the filter.
  func refreshOptionList() {
    guard let list = optionList, let row = current,
      case .selector(let control) = row.displayedCell.control, control.options != list.options
    else { return }
    var refreshed = OptionList(
      options: control.options, selected: control.selectedIndices,
      allowsMultipleSelection: list.allowsMultipleSelection)
    refreshed.filter = list.filter
    optionList = refreshed
  }

  /// A key while the options are open.
  func handleInOptionList(_ key: Key) -> Step {
    guard var list = optionList, let row = current, case .choice(let choice) = row.input else {
      closeOptionList()
      return .continue
    }
    switch key {
    case .escape:
      closeOptionList()
      return .continue
    case .up: list.move(by: -1)
    case .down: list.move(by: 1)
    case .pageUp: list.move(by: -max(1, lastBodyHeight - 3))
    case .pageDown: list.move(by: max(1, lastBodyHeight - 3))
    // Space ticks while no filter is typed, and types a space into one that is; Tab ticks.
    case .character(" ") where list.allowsMultipleSelection && list.filter.text.isEmpty,
      .tab where list.allowsMultipleSelection:
      if let option = list.highlightedOption {
        perform { try choice.toggleOption(at: option) }
        list.selected = Set(currentSelection(of: row))
      }
    case .enter:
      if !list.allowsMultipleSelection {
        guard let option = list.highlightedOption else {
          message = messages.string(.terminalNoOptionMatches, ["filter": .text(list.filter.text)])
          break
        }
        perform { try choice.select(at: option) }
      }
      closeOptionList()
      return .continue
    default:
      if !list.edit(key) { message = nil }
    }
    optionList = list
    return .continue
  }

  /// The indices of the options `row` has chosen now.
  private func currentSelection(of row: BaseRow) -> [Int] {
    guard case .selector(let selector) = row.displayedCell.control else { return [] }
    return selector.selectedIndices
  }
}
