import Formwork

/// Binding selectable sections: the chosen rows' `selectableValue`s, sent under the section's
/// tag, chosen by taps as a person chooses.
extension RequestBinding {
  /// A selectable section: for single selection the row whose value was sent is chosen
  /// (nothing sent changes nothing, empty text deselects where the section allows it); for
  /// multiple selection exactly the rows whose values were sent are chosen.
  ///
  /// Hidden and disabled rows are left as they are (a browser sends nothing for a disabled
  /// checkbox); a value naming one is refused, unless it names a hidden row that is chosen
  /// already (a browser sends hidden controls back as they are).
  func bindSelectable(
    _ section: Section, selectionType: SelectionType, name: String, values: [String]
  ) {
    let options = section.allRows.map { row in
      (row: row, value: HTMLFieldNames.selectableValue(of: row))
    }
    let available = { (row: BaseRow) in !row.isHidden && !row.isDisabled }
    let sentBack = { (row: BaseRow) in row.isHidden && !row.isDisabled && row.baseValue != nil }
    switch selectionType {
    case .singleSelection(let enableDeselection):
      guard let value = single(values, name: name) else { return }
      if let match = options.first(where: { $0.value == value }) {
        guard available(match.row) else {
          if !sentBack(match.row) { issues.append(.refusedOption(name: name, value: value)) }
          return
        }
        if match.row.baseValue == nil {
          act(on: match.row) { () throws(InteractionError) in try match.row.tap() }
        }
      } else if value.isEmpty, enableDeselection {
        for option in options where option.row.baseValue != nil && available(option.row) {
          act(on: option.row) { () throws(InteractionError) in try option.row.tap() }
        }
      } else {
        issues.append(.refusedOption(name: name, value: value))
      }
    case .multipleSelection:
      var wanted: Set<String> = []
      for value in values {
        if options.contains(where: { $0.value == value && available($0.row) }) {
          wanted.insert(value)
        } else if !options.contains(where: { $0.value == value && sentBack($0.row) }) {
          issues.append(.refusedOption(name: name, value: value))
        }
      }
      for option in options where available(option.row) {
        let isChosen = option.row.baseValue != nil
        let isWanted = option.value.map(wanted.contains) ?? false
        guard isChosen != isWanted else { continue }
        act(on: option.row) { () throws(InteractionError) in try option.row.tap() }
      }
    }
  }
}
