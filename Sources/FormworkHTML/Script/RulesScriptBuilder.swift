import Formwork
import Foundation

/// Works through a form's rules (``Formwork/BaseRow/ruleDescriptions``) for the browser runtime:
/// the ones it runs, written as the `rules` part of ``FormworkScriptData``, and the ones left to
/// the server, with their reasons.
///
/// A row's entry names its wrapper, its control and its messages element, how the runtime reads
/// its value (`text`, `number`: whole numbers typed as digits, `choice`, `choices`), and its
/// rules in order, each with the message the server would give (written by the server in the
/// form's language: the browser composes no message) and whether an empty value passes.
/// A row with a rule the runtime cannot run is left to the server as a whole, so the browser
/// never shows a partial list of the row's messages.
struct RulesScriptBuilder {
  /// The rows' entries, as JSON objects, in form order.
  private(set) var rows: [String] = []
  /// The rules left to the server, in form order.
  private(set) var leftToServer: [ServerSideRule] = []
  /// How many rules the runtime runs.
  private(set) var ruleCount = 0

  /// How the runtime reads a row's value.
  private enum Reader: String {
    case text, number, choice, choices
  }

  /// Works out the rules of `form`'s rows the runtime runs, reading each row's descriptions
  /// through `cache`.
  init(form: Form, ids: HTMLElementIDs, cache: RenderingCache) {
    var candidates: [(row: BaseRow, id: String)] = []
    for section in form.allSections {
      // A section's counts (selections, items) are judged by the server.
      if let id = ids.section(section) {
        for description in section.ruleDescriptions {
          leftToServer.append(
            ServerSideRule(
              owner: section.reference, element: id, ruleID: description.error.ruleID,
              reason: .unsupported))
        }
      }
      for row in section.allRows {
        guard let id = ids.row(row), row.tag != nil else { continue }
        candidates.append((row, id))
      }
    }
    // Each row's rules, read once; a form without any has no reader to work out.
    let described = candidates.map { cache.descriptions(of: $0.row) }
    guard described.contains(where: { !$0.isEmpty }) else { return }
    var readable: [String: Reader] = [:]
    var readers: [Reader?] = []
    readers.reserveCapacity(candidates.count)
    for (row, _) in candidates {
      let reader = Self.reader(of: row)
      if let reader, let tag = row.tag { readable[tag] = reader }
      readers.append(reader)
    }
    for (index, (row, id)) in candidates.enumerated() {
      let descriptions = described[index]
      let reader = readers[index]
      guard !descriptions.isEmpty, let tag = row.tag else { continue }
      guard let reader else {
        for description in descriptions {
          leave(row, id, description, .unreadableValue(valueType: row.valueTypeName))
        }
        continue
      }
      var rules: [String] = []
      var refused: [(RuleDescription, ServerSideRule.Reason)] = []
      for description in descriptions {
        switch Self.rule(description, reader: reader, readable: readable, ids: ids, form: form) {
        case .success(let rule): rules.append(rule)
        case .failure(let refusal): refused.append((description, refusal.reason))
        }
      }
      guard refused.isEmpty else {
        for (description, reason) in refused { leave(row, id, description, reason) }
        continue
      }
      ruleCount += rules.count
      rows.append(
        "{\"row\": \(JavaScriptLiteral.string(id)), "
          + "\"control\": \(JavaScriptLiteral.string(HTMLFieldNames.id(forTag: tag))), "
          + "\"messages\": \(JavaScriptLiteral.string(HTMLFieldNames.messagesID(forTag: tag))), "
          + "\"read\": \"\(reader.rawValue)\", \"rules\": [" + rules.joined(separator: ", ")
          + "]}")
    }
  }

  private mutating func leave(
    _ row: BaseRow, _ id: String, _ description: RuleDescription, _ reason: ServerSideRule.Reason
  ) {
    leftToServer.append(
      ServerSideRule(
        owner: row.reference, element: id, ruleID: description.error.ruleID, reason: reason))
  }

  /// A rule the runtime cannot run, and why.
  private struct Refusal: Error {
    var reason: ServerSideRule.Reason
  }

  /// How the runtime reads `row`'s value, or `nil` when it cannot read it as the form does.
  private static func reader(of row: BaseRow) -> Reader? {
    switch ControlReader(row: row) {
    case .text where isTextField(row): return .text
    case .url where isTextField(row): return .text
    case .wholeNumber where isTextField(row), .number where isTextField(row): return .number
    case .choice: return .choice
    case .choices: return .choices
    default: return nil
    }
  }

  private static func isTextField(_ row: BaseRow) -> Bool {
    if case .text = row.input { return true }
    return false
  }

  /// One rule as a JSON object, or why the runtime cannot run it on a value read by `reader`.
  private static func rule(
    _ description: RuleDescription, reader: Reader, readable: [String: Reader],
    ids: HTMLElementIDs, form: Form
  ) -> Result<String, Refusal> {
    guard let constraint = description.constraint else {
      return .failure(Refusal(reason: .customRule))
    }
    var fields: [String] = []
    func check(_ name: String) { fields.append("\"check\": \"\(name)\"") }
    func count(_ value: Int) { fields.append("\"count\": \(value)") }
    let isText = reader == .text
    let isCount = reader == .choice || reader == .choices
    switch constraint {
    case .required:
      check("required")
    case .minLength(let length) where isText:
      check("minLength")
      count(length)
    case .maxLength(let length) where isText:
      check("maxLength")
      count(length)
    case .exactLength(let length) where isText:
      check("exactLength")
      count(length)
    case .greaterThan(let bound) where reader == .number:
      check("greaterThan")
      guard let number = Self.number(bound) else { return refuse(bound) }
      fields.append("\"bound\": \(number)")
    case .greaterOrEqual(let bound) where reader == .number:
      check("greaterOrEqual")
      guard let number = Self.number(bound) else { return refuse(bound) }
      fields.append("\"bound\": \(number)")
    case .smallerThan(let bound) where reader == .number:
      check("smallerThan")
      guard let number = Self.number(bound) else { return refuse(bound) }
      fields.append("\"bound\": \(number)")
    case .smallerOrEqual(let bound) where reader == .number:
      check("smallerOrEqual")
      guard let number = Self.number(bound) else { return refuse(bound) }
      fields.append("\"bound\": \(number)")
    case .email where isText:
      check("email")
    case .url where isText:
      check("url")
    case .regularExpression(let pattern) where isText:
      guard BrowserPattern.readsAlike(pattern) else {
        return .failure(Refusal(reason: .regularExpression(pattern)))
      }
      check("pattern")
      fields.append("\"pattern\": " + JavaScriptLiteral.string(pattern))
    case .equalsToRow(let tag) where isText:
      guard readable[tag] == .text, let other = form.rowBy(tag: tag), let id = ids.row(other)
      else { return .failure(Refusal(reason: .otherRow(tag: tag))) }
      check("equalsToRow")
      fields.append("\"row\": " + JavaScriptLiteral.string(id))
      fields.append("\"control\": " + JavaScriptLiteral.string(HTMLFieldNames.id(forTag: tag)))
    case .minItems(let items) where isCount:
      check("minItems")
      count(items)
    case .maxItems(let items) where isCount:
      check("maxItems")
      count(items)
    default:
      return .failure(Refusal(reason: .unsupported))
    }
    fields.append("\"allowsEmpty\": \(description.allowsEmpty)")
    fields.append("\"message\": " + JavaScriptLiteral.string(description.error.message))
    return .success("{" + fields.joined(separator: ", ") + "}")
  }

  private static func refuse(_ bound: RuleBound) -> Result<String, Refusal> {
    .failure(Refusal(reason: .bound(String(describing: bound))))
  }

  /// A bound as a JSON number JavaScript holds exactly, or `nil`.
  private static func number(_ bound: RuleBound) -> String? {
    switch bound {
    case .integer(let value):
      guard value.magnitude <= JavaScriptLiteral.largestExactInteger else { return nil }
      return String(value)
    case .double(let value):
      guard value.isFinite else { return nil }
      return JavaScriptLiteral.number(value)
    case .decimal(let value):
      // Only a bound the browser's double holds exactly as written: its shortest digits read
      // back as the same decimal (`19.99` does; 30 significant digits do not).
      let double = value.nearestDouble
      guard double.isFinite, Decimal(string: String(double)) == value else { return nil }
      return JavaScriptLiteral.number(double)
    case .date:
      return nil
    }
  }
}
