import Formwork
import Foundation

/// The HTML attributes a row's rules can be written as (``Formwork/BaseRow/ruleDescriptions``):
/// `required`, `minlength`, `maxlength`, `min`, `max` and `pattern`, so that a browser and its
/// assistive technology know the limits before the form is sent.
///
/// HTML checks an attribute other than `required` only on a value that is not empty, so a rule
/// is written only when an empty value passes it too (``Formwork/RuleDescription/allowsEmpty``),
/// or when it is ``Formwork/RuleConstraint/required``. The server's rules stay the authority;
/// what HTML cannot say the same way is not written:
///
/// - `minlength` and `maxlength` count UTF-16 code units where the rules count characters: the
///   same for most text, while a browser counts an emoji or a letter with a combining accent as
///   more, so its `maxlength` is the stricter one there.
/// - `min` and `max` are written for number fields only, from a bound of
///   ``Formwork/RuleConstraint/greaterOrEqual(_:)`` or ``Formwork/RuleConstraint/smallerOrEqual(_:)``,
///   and from ``Formwork/RuleConstraint/greaterThan(_:)`` or
///   ``Formwork/RuleConstraint/smallerThan(_:)`` on whole numbers (as the next whole number);
///   a strict bound on other numbers, and dates, are left to the server.
/// - `pattern` only for the first regular expression a browser reads as `NSRegularExpression`
///   does (``BrowserPattern``); HTML anchors it to the whole text, as ``Formwork/RuleRegExp``
///   matches it.
struct RuleAttributes {
  /// Whether a rule needs a value (``Formwork/RuleRequired``).
  private(set) var isRequired = false
  private(set) var minimumLength: Int?
  private(set) var maximumLength: Int?
  /// The strictest lower and upper bounds, with the text HTML writes for them.
  private(set) var minimum: (value: Double, text: String)?
  private(set) var maximum: (value: Double, text: String)?
  private(set) var pattern: String?

  /// No attributes.
  init() {}

  /// The attributes of a row's rules, from their descriptions
  /// (``Formwork/BaseRow/ruleDescriptions``).
  init(_ descriptions: [RuleDescription]) {
    for description in descriptions {
      guard let constraint = description.constraint,
        description.allowsEmpty || constraint == .required
      else { continue }
      add(constraint)
    }
  }

  private mutating func add(_ constraint: RuleConstraint) {
    switch constraint {
    case .required:
      isRequired = true
    case .minLength(let count):
      minimumLength = max(minimumLength ?? 0, count)
    case .maxLength(let count):
      maximumLength = min(maximumLength ?? count, count)
    case .exactLength(let count):
      minimumLength = max(minimumLength ?? 0, count)
      maximumLength = min(maximumLength ?? count, count)
    case .greaterOrEqual(let bound):
      raiseMinimum(Self.number(bound))
    case .greaterThan(.integer(let bound)) where bound < Int.max:
      raiseMinimum(Self.number(.integer(bound + 1)))
    case .smallerOrEqual(let bound):
      lowerMaximum(Self.number(bound))
    case .smallerThan(.integer(let bound)) where bound > Int.min:
      lowerMaximum(Self.number(.integer(bound - 1)))
    case .regularExpression(let expression):
      if pattern == nil, BrowserPattern.readsAlike(expression) { pattern = expression }
    case .greaterThan, .smallerThan, .email, .url, .equalsToRow, .minItems, .maxItems:
      break
    }
  }

  private mutating func raiseMinimum(_ bound: (value: Double, text: String)?) {
    guard let bound, minimum.map({ bound.value > $0.value }) ?? true else { return }
    minimum = bound
  }

  private mutating func lowerMaximum(_ bound: (value: Double, text: String)?) {
    guard let bound, maximum.map({ bound.value < $0.value }) ?? true else { return }
    maximum = bound
  }

  /// A number bound as a comparable value and the valid floating-point number HTML writes; `nil`
  /// for a date, or a number HTML cannot write.
  private static func number(_ bound: RuleBound) -> (value: Double, text: String)? {
    switch bound {
    case .integer(let value):
      return (Double(value), String(value))
    case .double(let value):
      return HTMLNumber.text(value).map { (value, $0) }
    case .decimal(let value):
      let text = value.description
      return HTMLNumber.isValid(text) ? (value.nearestDouble, text) : nil
    case .date:
      return nil
    }
  }
}
