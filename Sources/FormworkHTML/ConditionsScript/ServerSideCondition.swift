import Formwork

/// A condition that a ``ConditionsScript`` leaves to the server: the browser keeps the row or
/// section as it was rendered, and the form decides when the request comes back.
///
/// Swift closures cannot travel to a browser, and some values cannot be read back from a
/// control exactly as the form reads them; each such condition is listed with every reason, so
/// nothing is left out silently.
public struct ServerSideCondition: Equatable, Sendable, CustomStringConvertible {
  /// The row or section, as its `reference` names it (its tag, or its type and title).
  public var owner: String
  /// The id of the row's wrapper or the section's `<fieldset>` (see ``HTMLElementIDs``).
  public var element: String
  /// Which of its conditions it is.
  public var kind: Kind
  /// Why the script does not run it, each once, in the order found.
  public var reasons: [Reason]

  /// Creates a description of a condition left to the server.
  public init(owner: String, element: String, kind: Kind, reasons: [Reason]) {
    self.owner = owner
    self.element = element
    self.kind = kind
    self.reasons = reasons
  }

  /// The owner, the condition and the reasons: `email: the hidden condition is a Swift
  /// closure`.
  public var description: String {
    "\(owner): the \(kind.rawValue) condition " + reasons.map(\.description).joined(separator: "; ")
  }

  /// Which condition of a row or section.
  public enum Kind: String, Equatable, Sendable {
    /// The row's or section's `hidden` condition.
    case hidden
    /// The row's `disabled` condition.
    case disabled
  }

  /// Why a condition cannot run in the browser.
  public enum Reason: Equatable, Sendable, CustomStringConvertible {
    /// It is a Swift closure (`Condition.function`).
    case function
    /// It reads the value of the row tagged `tag`, whose control the script cannot read as the
    /// form reads the row's value (of type `valueType`): a date, an image, a picker of several
    /// wheels, a custom row.
    case unreadableValue(tag: String, valueType: String)
    /// It uses `MATCHES`: the browser's regular expressions differ from Foundation's.
    case regularExpression
    /// It holds a whole number (written out) beyond 2^53 − 1: JavaScript does not hold it, or
    /// the numbers next to it, exactly.
    case inexactNumber(String)
    /// It compares the text (written out) ignoring case or diacritics, and the text holds a
    /// character the browser folds otherwise than Foundation (such as `ı` or `ẞ`).
    case foldsDifferently(String)
    /// It nests deeper than ``Formwork/FormPredicate/maximumNestingDepth`` levels.
    case tooDeep

    /// The reason in words, after "the hidden condition".
    public var description: String {
      switch self {
      case .function:
        "is a Swift closure"
      case .unreadableValue(let tag, let valueType):
        "reads row '\(tag)', whose \(valueType) value the script cannot read from its control"
      case .regularExpression:
        "uses MATCHES, whose regular expressions the browser reads differently"
      case .inexactNumber(let number):
        "holds \(number), a whole number JavaScript does not hold exactly"
      case .foldsDifferently(let text):
        "compares '\(text)' ignoring case or diacritics, which the browser folds otherwise"
      case .tooDeep:
        "nests deeper than \(FormPredicate.maximumNestingDepth) levels"
      }
    }
  }
}
