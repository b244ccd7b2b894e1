import Formwork

/// The help line: the keys that apply to the current row, then those that always apply.
extension FormSession {
  /// The keys for what is open or for the current row, separated by `·` (`|` in ASCII), as
  /// many whole items as fit in `width` columns.
  func helpLine(width: Int) -> String {
    let separator = charset == .ascii ? " | " : " · "
    var line = ""
    for item in helpLine().components(separatedBy: separator) {
      let candidate = line.isEmpty ? item : line + separator + item
      guard ScreenText.width(candidate) <= width else { break }
      line = candidate
    }
    // Not even the first item fits: as much of it as does.
    return line.isEmpty ? ScreenText.clip(helpLine(), to: width) : line
  }

  /// The keys for what is open or for the current row, separated by `·` (`|` in ASCII).
  func helpLine() -> String {
    let separator = charset == .ascii ? " | " : " · "
    let arrows = charset == .ascii ? ["up/down", "left/right"] : ["↑↓", "←→"]
    if let optionList {
      return
        (["type to filter", "\(arrows[0]) move"]
        + (optionList.allowsMultipleSelection
          ? ["space tick", "enter done"] : ["enter choose"]) + ["esc close"])
        .joined(separator: separator)
    }
    if let wheels {
      if case .picker = wheels.kind {
        return ["\(arrows[1]) wheel", "\(arrows[0]) turn", "enter done"].joined(
          separator: separator)
      }
      return ["\(arrows[1]) part", "\(arrows[0]) change", "digits type", "enter done"]
        .joined(separator: separator)
    }
    if let prompt {
      return
        (prompt.purpose == .listItem
        ? ["type an item", "enter add", "esc done"]
        : ["type a URL or path", "enter pick", "esc cancel"]).joined(separator: separator)
    }
    var keys: [String] = []
    if let row = current { keys += rowKeys(row, arrows: arrows) }
    if let pageIndex {
      keys += ["page \(pageIndex + 1)/\(form.count)"]
      keys += isLastPage ? [] : ["ctrl-f next page"]
      keys += pageIndex > 0 ? ["ctrl-b back"] : []
      keys += ["\(arrows[0]) move", isLastPage ? "ctrl-s submit" : "ctrl-s next", "esc cancel"]
    } else {
      keys += ["\(arrows[0]) move", "ctrl-s submit", "esc cancel"]
    }
    return keys.joined(separator: separator)
  }

  /// The keys the current row takes.
  private func rowKeys(_ row: BaseRow, arrows: [String]) -> [String] {
    if row.isDisabled { return ["(disabled)"] }
    var keys: [String] = []
    switch row.displayedCell.control {
    case .textField, .textArea: if editor != nil { keys.append("type to edit") }
    case .toggle, .check: keys.append("space toggle")
    case .slider, .stepper, .segmented: keys.append("\(arrows[1]) change")
    case .selector: keys.append("enter choose")
    case .datePicker, .picker: keys.append("enter change")
    case .button: keys.append("enter press")
    case .image: keys.append("enter pick")
    case .list(_, isEditable: true): keys += ["enter add", "ctrl-d delete last"]
    default:
      if datePicker(of: row) != nil { keys.append("enter change") }
    }
    if let inline = row.expandableRow {
      keys.append(inline.isExpanded ? "enter collapse" : "enter expand")
    }
    if case .multivalued(let editing)? = row.section?.kind,
      editing.itemRows.contains(where: { $0 === row })
    {
      keys += ["ctrl-n add", "ctrl-d delete"]
    } else if case .multivalued? = row.section?.kind {
      keys.append("ctrl-n add")
    }
    return keys
  }
}
