import Formwork

/// The keys a row takes when nothing is open over it: moving, toggling, adjusting, choosing.
extension FormSession {
  /// Keys on the current row that its editor did not take.
  func handleOnRow(_ key: Key, row: BaseRow) -> Step {
    switch key {
    case .up, .backTab: step(.up)
    case .down, .tab: step(.down)
    case .pageUp: page(.up, lines: pageLines)
    case .pageDown: page(.down, lines: pageLines)
    case .home where editor == nil: moveTo(firstNavigableRow(), direction: .up)
    case .end where editor == nil: moveTo(lastNavigableRow(), direction: .down)
    case .escape: return .cancel
    case .enter: return enter(on: row)
    case .character(" "): act(on: row, space: true)
    case .left, .right: adjust(row, by: key == .left ? -1 : 1)
    case .moveUp, .moveDown: moveItem(row, by: key == .moveUp ? -1 : 1)
    case .control("n"):
      if case .list = row.input { openPrompt(on: row) } else { insertItem(after: row) }
    case .control("d"):
      if case .list(let list) = row.input {
        guard !row.isDisabled, list.isEditable else {
          message = say(row.isDisabled ? .terminalDisabled : .terminalReadOnly, about: row)
          return .continue
        }
        removeLastItem(of: list)
      } else {
        deleteItem(row)
      }
    case .character(let character) where character.isNumber && datePicker(of: row) != nil:
      openWheels(on: row)
      return handleInWheels(key)
    default: break
    }
    return .continue
  }

  /// The rows Page Up and Page Down move by: the last frame's height.
  var pageLines: Int { max(1, lastBodyHeight) }

  /// Enter on a row: a button runs, a selector opens, an inline row expands or collapses, a date
  /// or picker row starts changing its parts, a text field moves on; on the last row, submits.
  private func enter(on row: BaseRow) -> Step {
    let cell = row.displayedCell
    if row.isDisabled { return .continue }
    switch cell.control {
    case .selector:
      openOptionList(on: row)
      return .continue
    case .picker, .datePicker:
      openWheels(on: row)
      return .continue
    case .image, .list(_, isEditable: true):
      openPrompt(on: row)
      return .continue
    case .custom:
      // A custom row (a rating, say) acts on a tap, as its cell's didSelect says.
      perform { try row.tap() }
      return .continue
    case .button:
      if case .multivalued(let editing)? = row.section?.kind, editing.insertionRow === row {
        // The add button: the new item takes the cursor, so typing goes into it.
        insertItem(after: nil, in: editing)
      } else {
        perform { try row.tap() }
        // A tap that focused another row takes the cursor there.
        if let focused = form.focusedRow, focused !== row {
          moveTo(focused, direction: .down)
        } else if message == nil, current === row, navigableRow(from: row, direction: .down) == nil
        {
          // The last row of the form (such as XLForm's "Add Event"): its action, then submit.
          return isPaged ? nextPage() : submit()
        }
      }
      return .continue
    default:
      break
    }
    if let inline = row.expandableRow {
      inline.toggleInlineRow()
      return .continue
    }
    switch row.input {
    case .toggle:
      act(on: row, space: false)
      return .continue
    case .date:
      openWheels(on: row)
      return .continue
    case .none, .button, .text, .choice, .adjust, .image, .list, .option:
      break
    }
    guard let next = navigableRow(from: row, direction: .down) else {
      return isPaged ? nextPage() : submit()
    }
    if cell.accessory != .none || row.supportedActions.contains(.present) {
      perform { try row.tap() }
      return .continue
    }
    moveTo(next, direction: .down)
    return .continue
  }

  /// Space on a row: toggles a switch or check, selects a row of a selectable section, taps
  /// anything else that takes a tap.
  private func act(on row: BaseRow, space: Bool) {
    guard !row.isDisabled else {
      message = say(.terminalDisabled, about: row)
      return
    }
    switch row.input {
    case .toggle(let toggleable):
      perform { try toggleable.toggle() }
    case .none, .button, .text, .choice, .date, .adjust, .image, .list, .option:
      if case .selector = row.displayedCell.control {
        openOptionList(on: row)
      } else if editor == nil {
        perform { try row.tap() }
      }
    }
  }

  /// ←/→ on a row: a slider or stepper by its step, a segmented control by one option.
  private func adjust(_ row: BaseRow, by direction: Int) {
    guard !row.isDisabled else { return }
    switch (row.input, row.displayedCell.control) {
    case (.adjust(let adjustable), .slider(let value, let minimum, let maximum)):
      let step = sliderStep(adjustable, minimum: minimum, maximum: maximum)
      perform { try adjustable.adjust(to: value + Double(direction) * step) }
    case (.adjust(let adjustable), .stepper(let value, _, _, let step)):
      perform { try adjustable.adjust(to: value + Double(direction) * step) }
    case (.choice(let choice), .segmented(let options, let selected)):
      guard !options.isEmpty else { return }
      let next = min(
        max((selected ?? (direction > 0 ? -1 : options.count)) + direction, 0), options.count - 1)
      perform { try choice.select(at: next) }
    case (.none, _), (.button, _), (.text, _), (.toggle, _), (.choice, _), (.date, _),
      (.adjust, _), (.image, _), (.list, _), (.option, _):
      break
    }
  }

  /// A slider's step: the row's own step (its `steps` dividing the range) when it has one, else a
  /// hundredth of the range.
  private func sliderStep(_ row: any AdjustableRow, minimum: Double, maximum: Double) -> Double {
    let range = maximum - minimum
    guard range.isFinite, range > 0 else { return 1 }
    return row.step ?? range / 100
  }

  /// Ctrl-N in a multivalued section: a new item after the current one.
  private func insertItem(after row: BaseRow) {
    guard let section = row.section, case .multivalued(let editing) = section.kind else { return }
    insertItem(after: row, in: editing)
  }

  /// A new item after `row` in `editing` (at the end when `row` is not one of its items); the
  /// cursor goes to it.
  private func insertItem(after row: BaseRow?, in editing: any MultivaluedSectionType) {
    let items = editing.itemRows
    let index = items.firstIndex { $0 === row }.map { $0 + 1 } ?? items.count
    do {
      let inserted = try editing.insertRow(at: index)
      moveTo(inserted, direction: .down)
    } catch {
      message = ProblemSentence.sentence(
        for: error, row: row, section: editing, messages)
    }
  }

  /// Ctrl-D in a multivalued section: deletes the current item.
  private func deleteItem(_ row: BaseRow) {
    guard let section = row.section, case .multivalued(let editing) = section.kind,
      let index = editing.itemRows.firstIndex(where: { $0 === row })
    else { return }
    do {
      try editing.deleteRow(at: index)
      // The item before takes the cursor (the first one when the first was deleted).
      let remaining = editing.itemRows
      moveTo(
        remaining.isEmpty ? editing.insertionRow : remaining[max(0, index - 1)], direction: .up)
      if current == nil { repairCurrent() }
    } catch {
      message = ProblemSentence.sentence(for: error, row: row, section: section, messages)
    }
  }

  /// Runs an action, showing a refused one as the message rather than throwing it.
  func perform(_ action: () throws -> Void) {
    do {
      try action()
    } catch {
      message = ProblemSentence.sentence(for: error, row: current, messages)
    }
  }

  /// The words this form shows people (the form's catalogue).
  var messages: MessageCatalog { form.messages }

  /// A row's title for messages, or "This field" (never its tag).
  func title(of row: BaseRow) -> String {
    ProblemSentence.name(of: row, messages)
  }

  /// The sentence of `key` about `row` (its title as `{field}`), with `arguments`.
  func say(
    _ key: MessageKey, about row: BaseRow, _ arguments: [String: MessageArgument] = [:]
  ) -> String {
    messages.string(key, arguments.merging(["field": .text(title(of: row))]) { old, _ in old })
  }
}
