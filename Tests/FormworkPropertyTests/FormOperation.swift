import Formwork
import FormworkTestSupport
import FormworkText
import Foundation

/// One step of a random sequence: what a caller, a person or a submitted request does to a form.
///
/// Operations carry their own random numbers and pick the rows and sections they act on when
/// they run (a number modulo how many there are), so any subsequence of a sequence still runs:
/// that is what lets a failing sequence be shrunk.
enum FormOperation {
  case appendSection(hidden: Int)
  case insertSection(at: Int, hidden: Int)
  case removeSection(Int)
  case moveSection(Int, to: Int)
  case appendRow(section: Int, kind: Int, tag: Int, hidden: Int, disabled: Int)
  case insertRow(section: Int, at: Int, kind: Int, tag: Int, hidden: Int)
  case removeRow(section: Int, at: Int)
  case replaceRows(section: Int, at: Int, count: Int, kinds: [Int], tag: Int)
  case appendTwice(section: Int, kind: Int)
  case moveRow(Int, toSection: Int, at: Int)
  case setValue(row: Int, value: Int)
  case setWrongType(row: Int)
  case retag(row: Int, tag: Int)
  case setHidden(row: Int, condition: Int)
  case setDisabled(row: Int, condition: Int)
  case setSectionHidden(section: Int, condition: Int)
  case addRule(row: Int, kind: Int)
  case removeRules(row: Int)
  case validate
  case setValues([Int])
  case setValuesFromJSON([Int])
  case appendMultivalued(items: Int)
  case multivaluedInsert(section: Int)
  case multivaluedDelete(section: Int, at: Int)
  case multivaluedMove(section: Int, from: Int, to: Int)
  case appendSelectable(multiple: Bool, selected: Int)
  case tapRow(Int)
  case focusRow(Int)
  case focusNext
  case blur
  case typeText(row: Int, text: Int)
  case deleteBackward(row: Int, count: Int)
  case toggleFormDisabled
  case print(width: Int)

  static let tags = ["a", "b", "c", "d", "e", "f"]
  static let texts = ["", "x", "12", "a", "3x", "-7", "é", "1e3", "NaN", "  ", "YES", "100000"]

  static func random(using g: inout SeededGenerator) -> FormOperation {
    func n(_ upper: Int = 64) -> Int { Int.random(in: 0..<upper, using: &g) }
    switch n(40) {
    case 0, 1: return .appendSection(hidden: n(10))
    case 2: return .insertSection(at: n(), hidden: n(10))
    case 3: return .removeSection(n())
    case 4: return .moveSection(n(), to: n())
    case 5, 6, 7, 8:
      return .appendRow(section: n(), kind: n(), tag: n(), hidden: n(10), disabled: n(10))
    case 9: return .insertRow(section: n(), at: n(), kind: n(), tag: n(), hidden: n(10))
    case 10, 11: return .removeRow(section: n(), at: n())
    case 12: return .replaceRows(section: n(), at: n(), count: n(3), kinds: [n(), n()], tag: n())
    case 13:
      return n(3) == 0
        ? .appendTwice(section: n(), kind: n()) : .moveRow(n(), toSection: n(), at: n())
    case 14, 15, 16: return .setValue(row: n(), value: n())
    case 17: return .setWrongType(row: n())
    case 18: return .retag(row: n(), tag: n())
    case 19: return .setHidden(row: n(), condition: n(10))
    case 20: return .setDisabled(row: n(), condition: n(10))
    case 21: return .setSectionHidden(section: n(), condition: n(10))
    case 22: return .addRule(row: n(), kind: n())
    case 23: return .removeRules(row: n())
    case 24: return .validate
    case 25: return .setValues([n(), n(), n(), n()])
    case 26: return .setValuesFromJSON([n(), n(), n(), n()])
    case 27: return .appendMultivalued(items: n(3))
    case 28: return .multivaluedInsert(section: n())
    case 29: return .multivaluedDelete(section: n(), at: n())
    case 30: return .multivaluedMove(section: n(), from: n(), to: n())
    case 31: return .appendSelectable(multiple: n(2) == 0, selected: n(4))
    case 32: return .tapRow(n())
    case 33: return .focusRow(n())
    case 34: return .focusNext
    case 35: return .blur
    case 36, 37: return .typeText(row: n(), text: n())
    case 38: return .deleteBackward(row: n(), count: n(5))
    default:
      return n(4) == 0 ? .toggleFormDisabled : .print(width: 20 + n(60))
    }
  }

  // MARK: Running

  /// Runs the operation; errors a caller would get back (thrown, typed) are part of the game.
  func apply(to form: Form) {
    let sections = form.allSections
    let rows = sections.flatMap(\.allRows)
    func section(_ i: Int) -> Section? { sections.isEmpty ? nil : sections[i % sections.count] }
    func row(_ i: Int) -> BaseRow? { rows.isEmpty ? nil : rows[i % rows.count] }
    func tag(_ i: Int) -> String? { i % 7 == 6 ? nil : Self.tags[i % Self.tags.count] }

    switch self {
    case .appendSection(let hidden):
      form.append(Self.makeSection(hidden: hidden))
    case .insertSection(let at, let hidden):
      form.insert(Self.makeSection(hidden: hidden), at: at % (form.count + 1))
    case .removeSection(let i):
      guard !form.isEmpty else { return }
      form.remove(at: i % form.count)
    case .moveSection(let i, let to):
      guard let moving = section(i) else { return }
      form.replaceSubrangeInAllSections(
        (to % sections.count)..<(to % sections.count), with: [moving])
    case .appendRow(let s, let kind, let t, let hidden, let disabled):
      guard let target = section(s), !(target is any SectionValueProviding) else { return }
      let new = Self.makeRow(kind: kind, tag: tag(t))
      new.hidden = Self.condition(hidden)
      new.disabled = Self.condition(disabled)
      target.append(new)
    case .insertRow(let s, let at, let kind, let t, let hidden):
      guard let target = section(s), !(target is any SectionValueProviding) else { return }
      let new = Self.makeRow(kind: kind, tag: tag(t))
      new.hidden = Self.condition(hidden)
      target.insert(new, at: at % (target.count + 1))
    case .removeRow(let s, let at):
      guard let target = section(s), !target.isEmpty, !(target is any SectionValueProviding)
      else { return }
      target.remove(at: at % target.count)
    case .replaceRows(let s, let at, let count, let kinds, let t):
      guard let target = section(s), !(target is any SectionValueProviding) else { return }
      let start = at % (target.count + 1)
      let end = Swift.min(target.count, start + count)
      target.replaceSubrange(
        start..<end, with: kinds.map { Self.makeRow(kind: $0, tag: tag(t + $0)) })
    case .appendTwice(let s, let kind):
      guard let target = section(s), !(target is any SectionValueProviding) else { return }
      let twice = Self.makeRow(kind: kind, tag: nil)
      target.append(contentsOf: [twice, twice])
    case .moveRow(let r, let s, let at):
      guard let moving = row(r), let target = section(s),
        !(target is any SectionValueProviding), !(moving.section is any SectionValueProviding)
      else { return }
      target.insert(moving, at: at % (target.count + 1))
    case .setValue(let r, let value):
      guard let target = row(r) else { return }
      Self.setValue(value, on: target)
    case .setWrongType(let r):
      row(r)?.baseValue = Date(timeIntervalSince1970: 0)
    case .retag(let r, let t):
      guard let target = row(r), !(target.section is any SectionValueProviding) else { return }
      target.tag = tag(t)
    case .setHidden(let r, let c):
      row(r)?.hidden = Self.condition(c)
    case .setDisabled(let r, let c):
      row(r)?.disabled = Self.condition(c)
    case .setSectionHidden(let s, let c):
      section(s)?.hidden = Self.condition(c)
    case .addRule(let r, let kind):
      switch row(r) {
      case let text as TextRow:
        if kind % 2 == 0 {
          text.add(rule: RuleRequired())
        } else {
          text.add(rule: RuleMinLength(minLength: 2))
        }
      case let int as IntRow:
        int.add(rule: RuleGreaterThan(min: kind % 5))
      case let other?:
        other.required = kind % 2 == 0
      case nil:
        break
      }
    case .removeRules(let r):
      (row(r) as? TextRow)?.removeAllRules()
      (row(r) as? IntRow)?.removeAllRules()
      row(r)?.required = false
    case .validate:
      form.validate()
    case .setValues(let numbers):
      form.setValues(Self.junk(numbers))
    case .setValuesFromJSON(let numbers):
      let object = Self.junk(numbers).mapValues { $0 ?? NSNull() }
      if let data = try? JSONSerialization.data(withJSONObject: object) {
        _ = try? form.setValues(fromJSON: data)
      }
    case .appendMultivalued(let items):
      let section = MultivaluedSection(multivaluedOptions: [.Insert, .Delete, .Reorder]) {
        $0.tag = "items"
        $0.multivaluedRowToInsertAt = { _ in TextRow { $0.placeholder = "item" } }
      }
      for index in 0..<items { section <<< TextRow { $0.value = "item \(index)" } }
      form.append(section)
    case .multivaluedInsert(let s):
      _ = try? (section(s) as? MultivaluedSection)?.insertRow()
    case .multivaluedDelete(let s, let at):
      guard let target = section(s) as? MultivaluedSection, target.count > 1 else { return }
      _ = try? target.deleteRow(at: at % (target.count - 1))
    case .multivaluedMove(let s, let from, let to):
      guard let target = section(s) as? MultivaluedSection, target.count > 1 else { return }
      _ = try? target.moveRow(at: from % (target.count - 1), to: to % (target.count - 1))
    case .appendSelectable(let multiple, let selected):
      let section = SelectableSection<ListCheckRow<String>>(
        "Pick",
        selectionType: multiple ? .multipleSelection : .singleSelection(enableDeselection: true)
      ) { $0.tag = "pick" }
      for (index, option) in ["x", "y", "z"].enumerated() {
        section
          <<< ListCheckRow<String> {
            $0.title = option
            $0.selectableValue = option
            if index == selected { $0.value = option }
          }
      }
      form.append(section)
    case .tapRow(let r):
      try? row(r)?.tap()
    case .focusRow(let r):
      try? row(r)?.focus()
    case .focusNext:
      _ = form.focusNext()
    case .blur:
      form.resignFocus()
    case .typeText(let r, let text):
      try? row(r)?.typeText(Self.texts[text % Self.texts.count])
    case .deleteBackward(let r, let count):
      try? row(r)?.deleteBackward(count)
    case .toggleFormDisabled:
      form.disabled.toggle()
    case .print(let width):
      _ = TextPrinter(width: width).render(form)
    }
  }

  static func makeSection(hidden: Int) -> Section {
    let section = Section("S")
    section.hidden = condition(hidden)
    return section
  }

  static func makeRow(kind: Int, tag: String?) -> BaseRow {
    switch kind % 8 {
    case 6: return validationLabelRow(tag: tag)
    case 7: return hostileBlurRow(tag: tag)
    default: return plainRow(kind: kind, tag: tag)
    }
  }

  /// Eureka's README pattern: a row that shows each validation error in a label row below it.
  static func validationLabelRow(tag: String?) -> BaseRow {
    TextRow(tag) {
      $0.title = "Validated"
      $0.add(rule: RuleRequired())
      $0.validationOptions = .validatesOnChange
    }
    .onRowValidationChanged { _, row in
      guard let section = row.section, let index = row.indexPath?.row else { return }
      while index + 1 < section.count, section[index + 1] is LabelRow,
        section[index + 1].tag == nil
      {
        section.remove(at: index + 1)
      }
      for (offset, error) in row.validationErrors.enumerated() {
        section.insert(LabelRow { $0.title = error.msg }, at: index + 1 + offset)
      }
    }
  }

  /// A row whose blur removes the row above it, once: a callback that changes the form while
  /// the form is changing focus.
  static func hostileBlurRow(tag: String?) -> BaseRow {
    var fired = false
    return IntRow(tag) { $0.title = "Hostile" }
      .onCellHighlightChanged { _, row in
        guard !row.isHighlighted, !fired, let section = row.section,
          let index = row.indexPath?.row, index > 0
        else { return }
        fired = true
        section.remove(at: index - 1)
      }
  }

  static func plainRow(kind: Int, tag: String?) -> BaseRow {
    switch kind % 6 {
    case 0: TextRow(tag) { $0.title = "Text" }
    case 1: IntRow(tag) { $0.title = "Int" }
    case 2: SwitchRow(tag) { $0.title = "Switch" }
    case 3: CheckRow(tag) { $0.title = "Check" }
    case 4: DecimalRow(tag) { $0.title = "Decimal" }
    default: LabelRow(tag) { $0.title = "Label" }
    }
  }

  /// A hidden or disabled condition reading the shared tags; `nil` for none.
  static func condition(_ c: Int) -> Condition? {
    switch c {
    case 0: "$a == true"
    case 1: "$b != nil"
    case 2: "$c.isHidden == YES"
    case 3: "$d > 3"
    case 4: .function(["e"]) { ($0.rowBy(tag: "e")?.baseValue as? String)?.isEmpty == false }
    case 5: true
    case 6: "NOT $a.isHidden"
    case 7: "TRUEPREDICATE"
    default: nil
    }
  }

  static func setValue(_ value: Int, on row: BaseRow) {
    switch row {
    case let text as TextRow: text.value = value % 3 == 0 ? nil : "v\(value % 4)"
    case let int as IntRow: int.value = value % 5 == 0 ? nil : value - 20
    case let toggle as SwitchRow: toggle.value = value % 2 == 0
    case let check as CheckRow: check.value = value % 3 == 0
    case let decimal as DecimalRow: decimal.value = Double(value) / 4
    case let option as ListCheckRow<String>:
      option.value = value % 2 == 0 ? option.selectableValue : nil
    default: row.baseValue = nil
    }
  }

  /// A dictionary of values of mixed types under known and unknown tags.
  static func junk(_ numbers: [Int]) -> [String: Any?] {
    var result: [String: Any?] = [:]
    for number in numbers {
      let key = number % 8 < 6 ? tags[number % tags.count] : (number % 2 == 0 ? "items" : "zz")
      switch number % 6 {
      case 0: result[key] = "s\(number)"
      case 1: result[key] = number
      case 2: result[key] = number % 2 == 0
      case 3: result[key] = Double(number) / 3
      case 4: result[key] = .some(nil)
      default: result[key] = ["one", "two"]
      }
    }
    return result
  }
}
