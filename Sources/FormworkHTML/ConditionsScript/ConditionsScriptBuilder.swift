import Formwork

/// Works through a form's conditions for a ``ConditionsScript``: the ones the browser can run,
/// written as data, with the rows and sections they read and set, and the ones left to the
/// server, with their reasons.
struct ConditionsScriptBuilder {
  /// A row or section the script reads or sets, as rendered.
  struct Element {
    /// Its wrapper's or `<fieldset>`'s id.
    var id: String
    /// Whether it is a row (rows also have a disabled state and maybe a value).
    var isRow: Bool
    /// Whether it was rendered hidden.
    var isHidden: Bool
    /// Whether it was rendered disabled (rows only).
    var isDisabled: Bool
    /// How its value is read, and the value it was rendered with, written as the script's
    /// `read` and `value` fields; `nil` when no condition reads its value.
    var read: (reader: String, value: String)?
  }

  private let form: Form
  private let ids: HTMLElementIDs
  /// Whether numbers JSON cannot write are written `{"number": "NaN"}` (for
  /// ``FormworkScriptData``) rather than as JavaScript's `NaN` and `Infinity`.
  private let json: Bool
  /// The elements found so far, by id.
  private(set) var elements: [String: Element] = [:]
  /// The conditions the script runs, written as its data, in form order.
  private(set) var conditions: [String] = []
  /// The conditions left to the server, in form order.
  private(set) var leftToServer: [ServerSideCondition] = []

  /// Works through every condition of `form`, naming elements with `ids`.
  ///
  /// Fixed conditions (`true`, `false`) and predicate strings that did not parse (always
  /// `false`) never change: the rendered state stands, and the script leaves them out. While
  /// the form is read-only (``Formwork/Form/disabled``) every row stays disabled, so disabled
  /// conditions are left out too.
  init(form: Form, ids: HTMLElementIDs, json: Bool = false) {
    self.form = form
    self.ids = ids
    self.json = json
    for section in form.allSections {
      if let condition = section.hidden, let id = ids.section(section) {
        add(
          condition, kind: .hidden, owner: section.reference, target: id,
          element: Element(id: id, isRow: false, isHidden: section.isHidden, isDisabled: false))
      }
      for row in section.allRows {
        guard let id = ids.row(row) else { continue }
        let element = rowElement(row, id: id)
        if let condition = row.hidden {
          add(condition, kind: .hidden, owner: row.reference, target: id, element: element)
        }
        if let condition = row.disabled, !form.disabled {
          add(condition, kind: .disabled, owner: row.reference, target: id, element: element)
        }
      }
    }
  }

  /// The elements in form order: each section, then its rows.
  var orderedElements: [Element] {
    var ordered: [Element] = []
    for section in form.allSections {
      if let id = ids.section(section), let element = elements[id] { ordered.append(element) }
      for row in section.allRows {
        if let id = ids.row(row), let element = elements[id] { ordered.append(element) }
      }
    }
    return ordered
  }

  private func rowElement(_ row: BaseRow, id: String) -> Element {
    Element(id: id, isRow: true, isHidden: row.isHidden, isDisabled: row.isDisabled)
  }

  /// Adds one condition: to the script when it is a predicate the browser can evaluate, to
  /// ``leftToServer`` when it is not.
  private mutating func add(
    _ condition: Condition, kind: ServerSideCondition.Kind, owner: String, target: String,
    element: Element
  ) {
    let predicate: FormPredicate
    switch condition {
    case .value, .invalid: return
    case .function:
      leftToServer.append(
        ServerSideCondition(owner: owner, element: target, kind: kind, reasons: [.function]))
      return
    case .predicate(let parsed): predicate = parsed
    }
    var translation = Translation(form: form, ids: ids, json: json)
    let when = translation.write(predicate)
    guard translation.reasons.isEmpty else {
      leftToServer.append(
        ServerSideCondition(
          owner: owner, element: target, kind: kind, reasons: translation.reasons))
      return
    }
    merge(element)
    for read in translation.elements { merge(read) }
    conditions.append(
      "{\"id\": \(JavaScriptLiteral.string(target)), \"sets\": \"\(kind.rawValue)\", "
        + "\"when\": \(when)}")
  }

  /// Records `element`, keeping how its value is read when an earlier condition read it.
  private mutating func merge(_ element: Element) {
    var merged = element
    if merged.read == nil { merged.read = elements[element.id]?.read }
    elements[element.id] = merged
  }
}

/// One predicate written as the script's data, with what it reads and why it cannot run in the
/// browser, if it cannot.
private struct Translation {
  let form: Form
  let ids: HTMLElementIDs
  let json: Bool
  /// Why the predicate cannot run in the browser, each once.
  private(set) var reasons: [ServerSideCondition.Reason] = []
  /// The rows and sections it reads.
  private(set) var elements: [ConditionsScriptBuilder.Element] = []

  init(form: Form, ids: HTMLElementIDs, json: Bool) {
    self.form = form
    self.ids = ids
    self.json = json
  }

  private mutating func refuse(_ reason: ServerSideCondition.Reason) {
    if !reasons.contains(reason) { reasons.append(reason) }
  }

  /// The predicate as nested arrays: `true`, `["not", p]`, `["and", p…]`, `["or", p…]`, or
  /// `[operator, left, right]` with `"c"`, `"d"` or `"cd"` after a comparison with options.
  mutating func write(_ predicate: FormPredicate) -> String {
    guard ConditionsScriptLiterals.depth(of: predicate) <= FormPredicate.maximumNestingDepth
    else {
      refuse(.tooDeep)
      return "false"
    }
    return written(predicate)
  }

  /// Recurses once per level; ``write(_:)`` checked the depth first.
  private mutating func written(_ predicate: FormPredicate) -> String {
    switch predicate {
    case .constant(let value):
      return value ? "true" : "false"
    case .not(let inner):
      return "[\"not\", \(written(inner))]"
    case .and(let parts), .or(let parts):
      let name = if case .and = predicate { "and" } else { "or" }
      var items = ["\"\(name)\""]
      for part in parts { items.append(written(part)) }
      return "[" + items.joined(separator: ", ") + "]"
    case .comparison(let left, let op, let right, let options):
      if op == .matches { refuse(.regularExpression) }
      var items = [JavaScriptLiteral.string(op.rawValue), written(left), written(right)]
      var flags = ""
      if options.contains(.caseInsensitive) { flags += "c" }
      if options.contains(.diacriticInsensitive) { flags += "d" }
      if !flags.isEmpty {
        items.append("\"\(flags)\"")
        for case .literal(let value) in [left, right] { refuseDifferentFolds(in: value) }
      }
      return "[" + items.joined(separator: ", ") + "]"
    }
  }

  /// Refuses a literal whose text (or a list item's) holds a character the browser folds
  /// otherwise than Foundation (``FoldingDifferences``).
  private mutating func refuseDifferentFolds(in value: PredicateValue) {
    var pending = [value]
    while let next = pending.popLast() {
      switch next {
      case .string(let text) where FoldingDifferences.contains(text):
        refuse(.foldsDifferently(text))
      case .list(let items): pending += items
      default: break
      }
    }
  }

  /// An operand as `{"literal": v}`, `{"value": id}`, `{"isHidden": id}` or
  /// `{"isDisabled": id}`, with the tag resolved to its row's (or section's) element; a tag no
  /// row has reads as no value, as in the form.
  private mutating func written(_ operand: PredicateOperand) -> String {
    switch operand {
    case .literal(let value):
      return "{\"literal\": \(literal(value))}"
    case .value(let tag):
      guard let row = form.rowBy(tag: tag), let id = ids.row(row) else { return nothing }
      read(row, tag: tag, id: id)
      return "{\"value\": \(JavaScriptLiteral.string(id))}"
    case .isHidden(let tag):
      if let row = form.rowBy(tag: tag), let id = ids.row(row) {
        elements.append(
          .init(id: id, isRow: true, isHidden: row.isHidden, isDisabled: row.isDisabled))
        return "{\"isHidden\": \(JavaScriptLiteral.string(id))}"
      }
      guard let section = form.sectionBy(tag: tag), let id = ids.section(section) else {
        return nothing
      }
      elements.append(.init(id: id, isRow: false, isHidden: section.isHidden, isDisabled: false))
      return "{\"isHidden\": \(JavaScriptLiteral.string(id))}"
    case .isDisabled(let tag):
      guard let row = form.rowBy(tag: tag), let id = ids.row(row) else { return nothing }
      elements.append(
        .init(id: id, isRow: true, isHidden: row.isHidden, isDisabled: row.isDisabled))
      return "{\"isDisabled\": \(JavaScriptLiteral.string(id))}"
    }
  }

  /// The operand of a tag that names nothing.
  private var nothing: String { "{\"literal\": null}" }

  /// Notes that the predicate reads `row`'s value: how, and the value it was rendered with.
  private mutating func read(_ row: BaseRow, tag: String, id: String) {
    let reader = ControlReader(row: row)
    guard let written = ConditionsScriptLiterals.reader(reader, json: json) else {
      refuse(.unreadableValue(tag: tag, valueType: row.valueTypeName))
      return
    }
    var element = ConditionsScriptBuilder.Element(
      id: id, isRow: true, isHidden: row.isHidden, isDisabled: row.isDisabled)
    switch written {
    case .refused(let reason): refuse(reason)
    case .literal(let reader):
      element.read = (reader, literal(PredicateValue(row.baseValue)))
      elements.append(element)
    }
  }

  /// `value` as a literal; a value that cannot be written exactly is refused (and written as
  /// `null`, which is never used).
  private mutating func literal(_ value: PredicateValue) -> String {
    switch ConditionsScriptLiterals.value(value, json: json) {
    case .literal(let literal): return literal
    case .refused(let reason):
      refuse(reason)
      return "null"
    }
  }
}
