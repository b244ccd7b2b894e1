import Formwork

/// Binding multivalued sections: the items' values in order under the section's tag, then the
/// add and remove buttons a person pressed.
extension RequestBinding {
  /// A multivalued section: the `n`th value goes to the `n`th item a browser sends (every item
  /// but the disabled ones, hidden ones included, then the empty last row of a section that
  /// inserts with one); items are added for values beyond them, as the add button adds them,
  /// and the items beyond the values are deleted.
  ///
  /// Each item is bound as a row of its kind is; a hidden item keeps its value (a value other
  /// than its own is reported). Items are added only where a person could add them: not while
  /// the add button or the empty last row is disabled or hidden (in a read-only form, for one),
  /// and not past ``Formwork/MultivaluedSectionType/maximumItems``, whichever the insert mode.
  /// A section whose items take several values each (checkboxes, multiple selectors, lists)
  /// cannot be matched to the values by position and is not bound.
  func bindMultivalued(_ section: any MultivaluedSectionType, name: String, values: [String]) {
    let insertion = section.insertionRow
    let items = section.allRows.filter { $0 !== insertion && !$0.isDisabled }
    let emptyLastRow = section.insertMode == .lastRow ? insertion : nil
    guard (items + [emptyLastRow].compactMap { $0 }).allSatisfy(takesOneValue) else {
      if !values.isEmpty { issues.append(.notEditable(name)) }
      return
    }
    var remaining = values[...]
    var reportedHidden = false
    for item in items {
      guard let value = remaining.popFirst() else { break }
      guard !item.isHidden else {
        let sentBack =
          [Self.normalizingLineBreaks(value)] == HTMLFieldNames.submittedValues(of: item)
        if !reportedHidden, !sentBack { issues.append(.hidden(name)) }
        reportedHidden = reportedHidden || !sentBack
        continue
      }
      bindRow(item, name: name, values: [value])
    }
    deleteItems(items.suffix(max(0, items.count - values.count)), of: section)
    // The empty last row sends empty text as it stands: that adds nothing.
    let added = section.insertMode == .lastRow ? remaining.filter { !$0.isEmpty } : remaining
    guard !added.isEmpty else { return }
    if let blocker = additionBlocker(section, name: name) {
      issues.append(blocker)
      return
    }
    for value in added {
      if section.insertMode == .lastRow, let last = section.insertionRow {
        // The empty last row becomes an item once it has a value, as typing into it does.
        if let full = fullness(of: section) {
          issues.append(.multivaluedSection(full))
          return
        }
        bindRow(last, name: name, values: [value])
        continue
      }
      do {
        let row = try section.insertRow(at: nil)
        bindRow(row, name: name, values: [value])
      } catch {
        issues.append(.multivaluedSection(error))
        return
      }
    }
  }

  /// Why a person could not add an item to `section` now, as the issue to report: its add
  /// button or empty last row is disabled (also in a read-only form) or hidden; `nil` when
  /// they could.
  private func additionBlocker(_ section: any MultivaluedSectionType, name: String) -> BindingIssue?
  {
    if section.form?.disabled == true || section.insertionRow?.isDisabled == true {
      return .disabled(name)
    }
    if section.insertionRow?.isHidden == true { return .hidden(name) }
    return nil
  }

  /// The error of one more item in a `section` that holds ``MultivaluedSectionType/maximumItems``
  /// already, as its add button gives it; `nil` while there is room.
  private func fullness(of section: any MultivaluedSectionType) -> MultivaluedSectionError? {
    guard let maximum = section.maximumItems, section.itemCount >= maximum else { return nil }
    return .tooManyItems(section: section.reference, maximum: maximum, given: section.itemCount + 1)
  }

  /// Deletes `surplus` items, last first, as a person's deletes would; a refusal is reported
  /// once.
  private func deleteItems(_ surplus: ArraySlice<BaseRow>, of section: any MultivaluedSectionType) {
    for row in surplus.reversed() {
      guard let index = section.itemRows.firstIndex(where: { $0 === row }) else { continue }
      do {
        try section.deleteRow(at: index)
      } catch {
        issues.append(.multivaluedSection(error))
        return
      }
    }
  }

  /// Applies the add or remove button a person pressed, and says which it was.
  ///
  /// ``HTMLFieldNames/addItem`` with a section's tag inserts an item at its end,
  /// ``HTMLFieldNames/removeItem`` with `"<index>:<tag>"` deletes that item. A browser sends one
  /// button; more are reported and only the first is applied.
  ///
  /// - Returns: What the request asked for: the first button's action, or a submission when it
  ///   pressed neither.
  func applyItemButtons() -> BindingAction {
    let pressed = data.fields.filter {
      $0.name == HTMLFieldNames.addItem || $0.name == HTMLFieldNames.removeItem
    }
    guard let button = pressed.first else { return .submission }
    if pressed.count > 1 { issues.append(.repeatedName(button.name, count: pressed.count)) }
    if button.name == HTMLFieldNames.addItem {
      addItem(to: button.value, button: button)
      return .addItem(section: button.value)
    }
    guard let colon = button.value.firstIndex(of: ":"),
      let index = Int(button.value[..<colon]), index >= 0
    else {
      issues.append(
        .unreadableValue(
          name: button.name, value: button.value, expected: "'<index>:<section tag>'"))
      return .removeItem(section: button.value, index: nil)
    }
    let tag = String(button.value[button.value.index(after: colon)...])
    removeItem(at: index, of: tag, button: button)
    return .removeItem(section: tag, index: index)
  }

  /// Adds an item at the end of the section tagged `tag`, as its add button does, or reports
  /// why not: a disabled or hidden add button is refused as a person's browser refuses it.
  private func addItem(to tag: String, button: FormField) {
    guard let section = multivaluedSection(tag, field: button) else { return }
    if let blocker = additionBlocker(section, name: tag) {
      issues.append(blocker)
      return
    }
    do {
      try section.insertRow(at: nil)
    } catch {
      issues.append(.multivaluedSection(error))
    }
  }

  /// Deletes the item at `index` of the section tagged `tag`, as its remove button does, or
  /// reports why not.
  private func removeItem(at index: Int, of tag: String, button: FormField) {
    guard let section = multivaluedSection(tag, field: button) else { return }
    let items = section.itemRows
    if items.indices.contains(index), items[index].isDisabled {
      issues.append(.disabled(tag))
      return
    }
    do {
      try section.deleteRow(at: index)
    } catch {
      issues.append(.multivaluedSection(error))
    }
  }

  /// The visible multivalued section tagged `tag`, or `nil` with the issue reported.
  private func multivaluedSection(_ tag: String, field: FormField) -> (any MultivaluedSectionType)?
  {
    guard let section = form.sectionBy(tag: tag), case .multivalued(let editing) = section.kind
    else {
      issues.append(
        .unreadableValue(
          name: field.name, value: field.value, expected: "the tag of a multivalued section"))
      return nil
    }
    guard !section.isHidden else {
      issues.append(.hidden(tag))
      return nil
    }
    return editing
  }
}
