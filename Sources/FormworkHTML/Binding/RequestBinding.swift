import Formwork

/// One request being bound into a form: the fields grouped by name, the form's rows and
/// sections that take them, and the issues met so far.
///
/// Rows and sections are bound in the form's order, in passes: one that is hidden or disabled
/// waits, and is bound in a later pass if a value bound meanwhile shows or enables it (as the
/// browser's conditions script did before the request was sent). Each is bound once.
final class RequestBinding {
  let form: Form
  let options: BindingOptions
  let data: FormData
  /// The values sent under each name, in order.
  let values: [String: [String]]
  /// The files sent under each name, in order.
  let files: [String: [FormFile]]
  /// The tokens of kept files sent (``HTMLFieldNames/keptFile``), by the tag of their row.
  let keptTokens: [String: String]
  /// The issues, in the order met.
  var issues: [BindingIssue]

  init(form: Form, data: FormData, options: BindingOptions) {
    self.form = form
    self.options = options
    self.data = data
    values = data.groupedValues()
    var files: [String: [FormFile]] = [:]
    for file in data.files { files[file.name, default: []].append(file) }
    self.files = files
    keptTokens = Self.keptTokens(in: values[HTMLFieldNames.keptFile] ?? [])
    issues = data.problems
  }

  /// Whether anything, a value or a file, was sent under `name`.
  func wasSent(_ name: String) -> Bool {
    values[name] != nil || files[name] != nil
  }

  /// A row or section that takes the values sent under its tag.
  struct Target {
    enum Kind {
      case row(BaseRow)
      case selectable(Section, SelectionType)
      case multivalued(any MultivaluedSectionType)
    }
    let name: String
    let kind: Kind
  }

  /// Binds everything, as one pass of the form (``Formwork/Form/performChanges(_:)``), and
  /// returns the report: each changed row's cell is refreshed once, the conditions the request
  /// touches are evaluated once (or when a row they decide is reached), the events come cause
  /// first.
  func run() -> BindingReport {
    form.performChanges { bindAll() }
  }

  /// Binds everything and returns the report.
  private func bindAll() -> BindingReport {
    let (targets, readOnlyNames) = collectTargets()
    let focusedBefore = form.focusedRow
    bindInPasses(targets)
    if let focused = form.focusedRow, focused !== focusedBefore { focused.blur() }
    reportUnknownNames(known: Set(targets.map(\.name)), readOnly: readOnlyNames)
    let action = applyItemButtons()
    return BindingReport(issues: issues, action: action)
  }

  /// The rows and sections that take values, in the form's order, and the tags that name rows
  /// or sections that take none.
  ///
  /// A tagged selectable or multivalued section takes its tag (and wins over a row with the same
  /// tag, as in ``Formwork/Form/values(includeHidden:)``); its rows take nothing of their own. A
  /// tagged row takes its tag when it owns it (the first row added with it).
  private func collectTargets() -> ([Target], Set<String>) {
    var targets: [Target] = []
    var claimed: Set<String> = []
    var sectionTargets: [ObjectIdentifier: Target] = [:]
    var readOnly: Set<String> = []
    for section in form.allSections {
      guard let tag = section.tag, form.sectionBy(tag: tag) === section else { continue }
      switch section.kind {
      case .selectable(let selectionType, _, _):
        sectionTargets[ObjectIdentifier(section)] = Target(
          name: tag, kind: .selectable(section, selectionType))
        claimed.insert(tag)
      case .multivalued(let editing):
        sectionTargets[ObjectIdentifier(section)] = Target(name: tag, kind: .multivalued(editing))
        claimed.insert(tag)
      case .plain:
        readOnly.insert(tag)
      }
    }
    for section in form.allSections {
      if let target = sectionTargets[ObjectIdentifier(section)] { targets.append(target) }
      let rowsAreOptions: Bool
      if case .plain = section.kind { rowsAreOptions = false } else { rowsAreOptions = true }
      for row in section.allRows {
        guard let tag = row.tag, !claimed.contains(tag), form.rowBy(tag: tag) === row,
          row.inlineOwner == nil
        else { continue }
        claimed.insert(tag)
        if rowsAreOptions {
          readOnly.insert(tag)
        } else {
          targets.append(Target(name: tag, kind: .row(row)))
        }
      }
    }
    return (targets, readOnly.subtracting(targets.map(\.name)))
  }

  /// What keeps a target from being bound now: its hiding or disabling, as the issue that
  /// reports a value sent for it.
  private func blocker(of target: Target) -> BindingIssue? {
    switch target.kind {
    case .row(let row):
      if row.isHidden || row.section?.isHidden == true { return .hidden(target.name) }
      if row.isDisabled { return .disabled(target.name) }
    case .selectable(let section, _):
      if section.isHidden { return .hidden(target.name) }
    case .multivalued(let section):
      if section.isHidden { return .hidden(target.name) }
    }
    return nil
  }

  /// Whether the target is still in the form (a callback may have removed it).
  private func isInForm(_ target: Target) -> Bool {
    switch target.kind {
    case .row(let row): row.form === form
    case .selectable(let section, _): section.form === form
    case .multivalued(let section): section.form === form
    }
  }

  /// Binds the targets in the form's order, again and again while a pass binds one that an
  /// earlier pass left hidden or disabled; reports the values sent for those left at the end.
  private func bindInPasses(_ targets: [Target]) {
    var pending = targets
    var progressed = true
    while progressed, !pending.isEmpty {
      progressed = false
      var waiting: [Target] = []
      for target in pending {
        guard isInForm(target) else {
          if wasSent(target.name) { issues.append(.unknownName(target.name)) }
          continue
        }
        guard blocker(of: target) == nil else {
          waiting.append(target)
          continue
        }
        progressed = true
        guard !data.unreadableNames.contains(target.name) else { continue }
        bind(target)
      }
      pending = waiting
    }
    for target in pending where wasSent(target.name) {
      guard !data.unreadableNames.contains(target.name), let blocker = blocker(of: target),
        !sendsBackItsValues(target, blocker)
      else { continue }
      issues.append(blocker)
    }
  }

  /// Whether a hidden target was sent exactly what it submits as it stands: a browser sends
  /// hidden controls back unchanged, which is no issue.
  private func sendsBackItsValues(_ target: Target, _ blocker: BindingIssue) -> Bool {
    guard case .hidden = blocker else { return false }
    var sent = (values[target.name] ?? []).map(Self.normalizingLineBreaks)
    let submitted: [String]
    switch target.kind {
    case .row(let row):
      submitted = HTMLFieldNames.submittedValues(of: row)
      // An editable list's page also sends the empty field for a new item.
      if case .list = row.input, sent.last == "" { sent.removeLast() }
    case .selectable(let section, _), .multivalued(let section as Section):
      submitted = HTMLFieldNames.submittedValues(of: section)
    }
    return sent == submitted.map(Self.normalizingLineBreaks)
  }

  /// Binds one target with the values sent under its name.
  private func bind(_ target: Target) {
    let sent = values[target.name] ?? []
    switch target.kind {
    case .row(let row): bindRow(row, name: target.name, values: sent)
    case .selectable(let section, let selectionType):
      bindSelectable(section, selectionType: selectionType, name: target.name, values: sent)
    case .multivalued(let section): bindMultivalued(section, name: target.name, values: sent)
    }
  }

  /// Reports the names sent that no target took, in the order they were sent.
  private func reportUnknownNames(known: Set<String>, readOnly: Set<String>) {
    let reserved: Set<String> = [
      HTMLFieldNames.csrfToken, HTMLFieldNames.submit, HTMLFieldNames.addItem,
      HTMLFieldNames.removeItem, HTMLFieldNames.untouchedSlider, HTMLFieldNames.shownCheckbox,
      HTMLFieldNames.keptFile, HTMLFieldNames.saveDraft,
    ]
    var names = data.names
    let fieldNames = Set(names)
    var seenFiles: Set<String> = []
    for file in data.files
    where !fieldNames.contains(file.name) && seenFiles.insert(file.name).inserted {
      names.append(file.name)
    }
    for name in names
    where !known.contains(name) && !reserved.contains(name)
      && !options.ignoredNames.contains(name)
    {
      issues.append(readOnly.contains(name) ? .notEditable(name) : .unknownName(name))
    }
  }

  /// The first of `values`, reporting the others when there are several.
  func single(_ values: [String], name: String) -> String? {
    if values.count > 1 { issues.append(.repeatedName(name, count: values.count)) }
    return values.first
  }
}
