import Formwork

/// What a flag, an environment variable or a key of an answers file sets: a tagged row that
/// takes an answer, or a tagged section answered as a whole (a multivalued section's items, a
/// selectable section's choice).
struct AnswerTarget {
  /// What is answered.
  enum Subject {
    /// A row that takes an answer, and how.
    case row(BaseRow, RowAnswering)
    /// An editable list row: its items.
    case items(any ListEditingRow)
    /// A multivalued section: its items.
    case list(any MultivaluedSectionType)
    /// A selectable section: its rows are the options.
    case selection(Section, multiple: Bool)
    /// A tagged row that takes no answer from outside (a label, a button, a read-only field).
    case unanswerable(BaseRow)
  }

  /// The tag of the row or section.
  let tag: String
  /// The flag, without its dashes.
  let flag: String
  /// What is answered.
  let subject: Subject

  /// Whether the target takes several values (repeated flags, lists, arrays).
  var isRepeatable: Bool {
    switch subject {
    case .row(_, let answering):
      if case .choice(let choice) = answering { return choice.allowsMultipleSelection }
      return false
    case .items, .list: return true
    case .selection(_, let multiple): return multiple
    case .unanswerable: return false
    }
  }

  /// Whether the target is a switch or a check: `--name` and `--no-name`.
  var isSwitch: Bool {
    if case .row(_, .toggle) = subject { return true }
    return false
  }

  /// The row the target is, or the section's first row, for its title and availability.
  var row: BaseRow? {
    switch subject {
    case .row(let row, _), .unanswerable(let row): return row
    case .items(let row): return row
    case .list, .selection: return nil
    }
  }

  /// The section the target is, when it is a section.
  var section: Section? {
    switch subject {
    case .list(let list): return list
    case .selection(let section, _): return section
    case .row, .items, .unanswerable: return nil
    }
  }

  /// The identity of the row or section, as line mode knows its questions.
  var identity: ObjectIdentifier {
    if let section { return ObjectIdentifier(section) }
    if case .items(let row) = subject { return ObjectIdentifier(row) }
    return row.map { ObjectIdentifier($0) } ?? ObjectIdentifier(AnswerTargetMarker.self)
  }

  /// The title a person reads: the row's title, the section's header, else the tag.
  var title: String {
    if let section {
      if let header = section.header?.title, !header.isEmpty { return header }
      return tag
    }
    if let title = row?.title, !title.isEmpty { return title }
    return tag
  }

  /// Every target of `form`, in form order, hidden ones included.
  ///
  /// They are the tagged rows of its plain sections, and its tagged multivalued and selectable
  /// sections. A tag whose flag another target has already (`projectName` and `project_name`)
  /// is left out: the first wins, and ``FormCommand/flagClashes`` reports it.
  static func targets(of form: Form) -> [AnswerTarget] {
    var flags = Set<String>()
    return tagged(in: form).filter { flags.insert($0.flag).inserted }
  }

  /// Every tagged row and section of `form` that a flag could name, in form order, hidden ones
  /// included, each with its flag, even when another has the same flag.
  static func tagged(in form: Form) -> [AnswerTarget] {
    var targets: [AnswerTarget] = []
    func add(_ tag: String?, _ subject: Subject) {
      guard let tag else { return }
      let flag = CommandLineName.flag(of: tag)
      guard !flag.isEmpty else { return }
      targets.append(AnswerTarget(tag: tag, flag: flag, subject: subject))
    }
    for section in form.allSections {
      switch section.kind {
      case .multivalued(let list):
        add(section.tag, .list(list))
        continue
      case .selectable(let selectionType, _, _):
        add(section.tag, .selection(section, multiple: selectionType == .multipleSelection))
        continue
      case .plain:
        break
      }
      for row in section.allRows {
        if let answering = RowAnswering(row) {
          add(row.tag, .row(row, answering))
        } else if case .list(let list) = row.input, list.isEditable {
          add(row.tag, .items(list))
        } else {
          add(row.tag, .unanswerable(row))
        }
      }
    }
    return targets
  }
}

/// Stands for a target with neither row nor section (never made).
private enum AnswerTargetMarker {}
