import Formwork
import Foundation

/// Predicate values and control readers written as the JavaScript data of a conditions script.
///
/// A value is written as the script compares it: no value is `null`, a Boolean `true` or
/// `false`, a number a JavaScript number, text a string, a date `{"date": s}` with `s` its
/// seconds since 2001-01-01 (as Foundation counts them), a list an array. A whole number beyond
/// 2^53 − 1 cannot be written exactly; it is reported instead.
enum ConditionsScriptLiterals {
  /// A literal, or why it cannot be written.
  enum Written {
    /// The JavaScript text.
    case literal(String)
    /// It cannot be written exactly.
    case refused(ServerSideCondition.Reason)

    /// The text of a literal after `transform`; a refusal stays one.
    func map(_ transform: (String) -> String) -> Written {
      switch self {
      case .literal(let text): .literal(transform(text))
      case .refused: self
      }
    }
  }

  /// `value` as a JavaScript literal, or the reason it cannot be written exactly; with `json`,
  /// a number JSON cannot write is written `{"number": "NaN"}` (``JavaScriptLiteral/number(_:json:)``).
  ///
  /// - Complexity: Recurses once per level of nested lists; a row's value and a literal of a
  ///   predicate that passed ``depth(of:)`` nest a few levels at most.
  static func value(_ value: PredicateValue, json: Bool = false) -> Written {
    switch value {
    case .nil: return .literal("null")
    case .bool(let flag): return .literal(flag ? "true" : "false")
    case .int(let number):
      guard number.magnitude <= JavaScriptLiteral.largestExactInteger else {
        return .refused(.inexactNumber(String(number)))
      }
      return .literal(String(number))
    case .double(let number): return .literal(JavaScriptLiteral.number(number, json: json))
    case .string(let text): return .literal(JavaScriptLiteral.string(text))
    case .date(let date):
      return .literal(
        "{\"date\": " + JavaScriptLiteral.number(date.timeIntervalSinceReferenceDate, json: json)
          + "}")
    case .list(let items):
      var written: [String] = []
      for item in items {
        switch self.value(item, json: json) {
        case .literal(let literal): written.append(literal)
        case .refused(let reason): return .refused(reason)
        }
      }
      return .literal("[" + written.joined(separator: ", ") + "]")
    }
  }

  /// `reader` as the script's `read` field, or the reason it cannot be written; `nil` for
  /// ``ControlReader/unreadable``.
  ///
  /// `json` is as for ``value(_:json:)``.
  static func reader(_ reader: ControlReader, json: Bool = false) -> Written? {
    switch reader {
    case .fixed: return .literal("\"fixed\"")
    case .toggle: return .literal("\"toggle\"")
    case .text: return .literal("\"text\"")
    case .url: return .literal("\"url\"")
    case .wholeNumber: return .literal("\"wholeNumber\"")
    case .number: return .literal("\"number\"")
    case .unreadable: return nil
    case .check(let checked):
      return value(checked, json: json).map { "{\"check\": \($0)}" }
    case .choice(let options), .choices(let options):
      var pairs: [String] = []
      for option in options {
        switch value(option.value, json: json) {
        case .literal(let literal):
          pairs.append("[" + JavaScriptLiteral.string(option.submitted) + ", " + literal + "]")
        case .refused(let reason): return .refused(reason)
        }
      }
      let key = if case .choice = reader { "choice" } else { "choices" }
      return .literal("{\"\(key)\": [" + pairs.joined(separator: ", ") + "]}")
    }
  }

  /// How deeply `predicate` nests: its `NOT`, `AND` and `OR` levels and the lists nested in its
  /// literals, counted without recursion, so a predicate built in code of any depth is measured
  /// safely.
  static func depth(of predicate: FormPredicate) -> Int {
    var deepest = 0
    var pending: [(FormPredicate, Int)] = [(predicate, 1)]
    while let (next, level) = pending.popLast() {
      deepest = max(deepest, level)
      switch next {
      case .constant: break
      case .not(let inner): pending.append((inner, level + 1))
      case .and(let parts), .or(let parts): pending += parts.map { ($0, level + 1) }
      case .comparison(let left, _, let right, _):
        for case .literal(let value) in [left, right] {
          deepest = max(deepest, level + depth(of: value))
        }
      }
    }
    return deepest
  }

  /// How deeply lists nest in `value`: 0 for a value that is not a list, counted without
  /// recursion.
  private static func depth(of value: PredicateValue) -> Int {
    var deepest = 0
    var pending: [(PredicateValue, Int)] = [(value, 0)]
    while let (next, level) = pending.popLast() {
      deepest = max(deepest, level)
      if case .list(let items) = next { pending += items.map { ($0, level + 1) } }
    }
    return deepest
  }
}
