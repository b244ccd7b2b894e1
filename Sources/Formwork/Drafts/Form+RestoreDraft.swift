/// Putting a draft back into a form.
extension Form {
  /// Restores what `draft` holds into the form, as one pass (``performChanges(_:)``): values,
  /// typed text that did not parse, touched, changed and shown-message state, sections' items
  /// and selections, then focus and expanded inline rows.
  ///
  /// As any input from outside, a draft never changes the value of a row that is hidden or
  /// disabled when it is restored (values are restored in tag order, in one pass, so a row a
  /// restored value shows is restored too); such a row keeps its value and is reported.
  ///
  /// A draft of an older version of the form restores what still fits. The report names the
  /// rest, each with its reason: a tag the form no longer has, a value of the wrong kind or
  /// outside the row's range, an option no longer offered, text for a row that no longer takes
  /// text. Such a row keeps its current value. Rows the draft does not know keep theirs too and
  /// are listed in ``DraftRestoreReport/newTags``.
  ///
  /// ```swift
  /// let report = form.restore(try FormDraft(jsonData: data))
  /// for problem in report.problems { print(problem) }
  /// ```
  /// - Parameter draft: The draft, as ``FormDraft/init(jsonData:)`` read it or
  ///   ``draft(identity:page:savedAt:)`` made it.
  /// - Returns: What was restored and what was not.
  /// - Complexity: O(*n* log *n*) in the number of tags of the draft and the form.
  @discardableResult
  public func restore(_ draft: FormDraft) -> DraftRestoreReport {
    var sink = DraftRestoreSink()
    var restoredRows: [(BaseRow, FormDraft.RowState)] = []
    performChanges {
      for (tag, state) in draft.sections.sorted(by: { $0.key < $1.key }) {
        sink.current = (tag, nil)
        let before = sink.problems.count
        if let section = sectionBy(tag: tag), section.isHidden,
          (try? FormValue.from(
            (section as? any SectionValueProviding)?.sectionValue(includeHidden: true), tag: tag))
            != state.value
        {
          sink.problems.append(.hidden(tag: tag))
          continue
        }
        setValue(forTag: tag, into: &sink) { target in
          switch target {
          case .section(let section): section.convert(state.value)
          case .row(let row): state.value.value(for: row)
          }
        }
        if sink.problems.count == before { sink.restored.append(tag) }
      }
      for (tag, state) in draft.rows.sorted(by: { $0.key < $1.key }) {
        guard sectionBy(tag: tag) as? any SectionValueProviding == nil, let row = rowBy(tag: tag)
        else {
          sink.problems.append(.unknownTag(tag))
          continue
        }
        if restoreRow(row, tag: tag, from: state, into: &sink) {
          restoredRows.append((row, state))
          sink.restored.append(tag)
        }
      }
    }
    // Focus first: a row taking focus collapses the inline rows of others.
    if let tag = draft.focusedTag, !focusRow(tagged: tag), draft.rows[tag] != nil,
      !sink.problems.contains(where: { $0.tag == tag })
    {
      sink.problems.append(.focusNotRestored(tag: tag))
    }
    for (row, state) in restoredRows where state.expanded {
      guard let inline = row.expandableRow, let tag = row.tag else {
        sink.problems.append(.notExpandable(tag: row.tag ?? ""))
        continue
      }
      if !inline.isExpanded { inline.expandInlineRow() }
      if !inline.isExpanded { sink.problems.append(.notExpandable(tag: tag)) }
    }
    var report = DraftRestoreReport()
    report.restored = sink.restored.sorted()
    report.problems = sink.problems.sorted { $0.tag < $1.tag }
    report.shapeChanged = draft.shape != draftShape
    report.newTags = newTags(comparedWith: draft)
    return report
  }

  /// Restores one row; `false` when something of it could not be restored.
  private func restoreRow(
    _ row: BaseRow, tag: String, from state: FormDraft.RowState, into sink: inout DraftRestoreSink
  ) -> Bool {
    let before = sink.problems.count
    sink.current = (tag, (saved: state.kind, current: draftKind(of: row)))
    if let value = state.value, (try? FormValue.from(row.baseValue, tag: tag)) != value {
      if row.isHidden || row.section?.isHidden == true {
        sink.problems.append(.hidden(tag: tag))
        return false
      }
      if row.isDisabled {
        sink.problems.append(.readOnly(tag: tag))
        return false
      }
      setValue(forTag: tag, into: &sink) { _ in value.draftValue(for: row) }
    }
    if let text = state.rawText {
      if let field = row.textInput, !field.isReadOnly {
        field.textDidChange(to: text)
      } else {
        sink.problems.append(.rawTextNotRestored(tag: tag, text: text))
      }
    }
    row.wasBlurred = state.touched
    row.wasChanged = state.changed
    if state.messagesShown {
      row.messagesRevealed = true
      _ = row.validate()
    }
    return sink.problems.count == before
  }

  /// Gives focus to the row tagged `tag`; `false` when there is none or it cannot take focus.
  private func focusRow(tagged tag: String) -> Bool {
    guard let row = rowBy(tag: tag) else { return false }
    do {
      try row.focus()
      return true
    } catch {
      return false
    }
  }

  /// The tags of the form's rows and sections the draft does not mention.
  private func newTags(comparedWith draft: FormDraft) -> [String] {
    var tags = Set<String>()
    for section in storedAllSections {
      if let tag = section.tag, section is any SectionValueProviding {
        if draft.sections[tag] == nil { tags.insert(tag) }
        continue
      }
      for row in section.storedAllRows where row.inlineOwner == nil {
        guard let tag = row.tag, ownsTag(row), draft.rows[tag] == nil else { continue }
        switch row.input {
        case .none, .button: continue
        default: tags.insert(tag)
        }
      }
    }
    return tags.sorted()
  }
}

/// Collects what restoring a draft could not do, naming a changed kind where it explains a
/// value that did not fit.
private struct DraftRestoreSink: TagValueSink {
  var restored: [String] = []
  var problems: [DraftRestoreProblem] = []
  /// The tag being restored and, for a row, its kind then and now.
  var current: (tag: String, kinds: (saved: String, current: String)?) = ("", nil)

  mutating func unknownTag(_ tag: String) { problems.append(.unknownTag(tag)) }

  mutating func mismatch(_ problem: FormError) {
    if let kinds = current.kinds, kinds.saved != kinds.current {
      problems.append(.kindChanged(tag: current.tag, saved: kinds.saved, current: kinds.current))
    } else {
      problems.append(.valueDoesNotFit(tag: current.tag, problem))
    }
  }

  func setHidden(_ tag: String) {}
}

extension FormValue {
  /// The value for `row`: the first reading of this JSON value the row accepts, else the value
  /// decoded as the row's value type (a picker's ``Tuple`` from its array), else the plain
  /// reading, which the row then refuses with a reason.
  fileprivate func draftValue(for row: BaseRow) -> Any? {
    if let accepted = candidates.first(where: { row.accepts($0) }) { return accepted }
    if self != .null, let type = row.valueType as? any Decodable.Type,
      let data = try? FormValue.encoder.encode(self),
      let decoded = try? FormValue.decoder.decode(type, from: data)
    {
      return decoded
    }
    return natural
  }
}
