import Foundation

/// Making a draft of a form: what a person has filled in so far, to keep and restore later.
extension Form {
  /// A draft of the form as it stands: every tagged row's value (hidden ones too), the text
  /// typed into a field that did not parse, touched, changed and expanded rows, each tagged
  /// multivalued section's items and selectable section's selection, and the focused row.
  ///
  /// A row a person can fill in that has no tag, and a value with no JSON form, cannot be kept:
  /// each is listed in ``FormDraft/unsaved`` with its place and reason.
  ///
  /// ```swift
  /// let draft = form.draft(identity: .init(name: "setup", version: "2"), page: 1)
  /// try draft.jsonData().write(to: url)
  /// ```
  /// - Parameters:
  ///   - identity: The form's name and version in the app's words, to recognise the draft by.
  ///   - page: The page a paged renderer shows (0 for the first), if any.
  ///   - savedAt: When the draft is made; now unless given.
  /// - Returns: The draft.
  /// - Complexity: O(*n*) in the number of rows, plus sorting the tags for ``draftShape``.
  public func draft(
    identity: FormDraft.Identity? = nil, page: Int? = nil, savedAt: Date = Date()
  ) -> FormDraft {
    var draft = FormDraft(
      savedAt: savedAt, form: identity, shape: draftShape, page: page.map { Swift.max(0, $0) })
    for (sectionIndex, section) in storedAllSections.enumerated() {
      if let provider = section as? any SectionValueProviding {
        addSection(provider, at: sectionIndex, to: &draft)
        continue
      }
      for (rowIndex, row) in section.storedAllRows.enumerated() where row.inlineOwner == nil {
        addRow(row, at: (sectionIndex, rowIndex), to: &draft)
      }
    }
    if let focused = focusedRow, ownsTag(focused), let tag = focused.tag,
      draft.rows[tag] != nil
    {
      draft.focusedTag = tag
    }
    return draft
  }

  private func addSection(
    _ section: any SectionValueProviding, at index: Int, to draft: inout FormDraft
  ) {
    let kind = Self.draftKind(of: section) ?? "section"
    guard let tag = section.tag, sectionsByTag[tag]?.first === section else {
      draft.unsaved.append(
        .init(reason: .noTag, tag: nil, section: index, row: nil, title: section.header?.title))
      return
    }
    do throws(FormValueError) {
      let value = try FormValue.from(section.sectionValue(includeHidden: true), tag: tag)
      draft.sections[tag] = .init(kind: kind, value: value)
    } catch {
      draft.unsaved.append(
        .init(
          reason: error.draftReason, tag: tag, section: index, row: nil,
          title: section.header?.title))
    }
  }

  private func addRow(_ row: BaseRow, at place: (section: Int, row: Int), to draft: inout FormDraft)
  {
    guard let tag = row.tag else {
      switch row.input {
      case .none, .button: break
      default:
        draft.unsaved.append(
          .init(reason: .noTag, tag: nil, section: place.section, row: place.row, title: row.title))
      }
      return
    }
    guard ownsTag(row) else { return }
    var state = FormDraft.RowState(
      kind: draftKind(of: row), title: row.title, value: nil,
      rawText: row.inputError != nil ? row.inputText : nil, touched: row.wasBlurred,
      changed: row.wasChanged, messagesShown: row.messagesRevealed,
      expanded: row.expandableRow?.isExpanded == true)
    do throws(FormValueError) {
      state.value = try FormValue.from(row.baseValue, tag: tag)
    } catch {
      draft.unsaved.append(
        .init(
          reason: error.draftReason, tag: tag, section: place.section, row: place.row,
          title: row.title))
    }
    draft.rows[tag] = state
  }
}

extension FormValueError {
  /// Why a draft could not keep a value that gave this error.
  fileprivate var draftReason: FormDraft.Omission.Reason {
    if case .nonFiniteNumber = self { return .nonFiniteNumber }
    return .unsupportedValue
  }
}
