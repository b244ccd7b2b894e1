import Formwork

/// A rule that the browser runtime (``FormworkScript``) leaves to the server: the browser never
/// judges it, and the row shows what the server last said until the form comes back.
///
/// Swift closures and custom rules cannot travel to a browser, and some rules would be judged
/// otherwise there; each is listed with its reason, so nothing is left out silently.
public struct ServerSideRule: Equatable, Sendable, CustomStringConvertible {
  /// The row, as its `reference` names it (its tag, or its type and title).
  public var owner: String
  /// The id of the row's wrapper (see ``HTMLElementIDs``).
  public var element: String
  /// The rule's identifier, if it has one.
  public var ruleID: String?
  /// Why the runtime does not run it.
  public var reason: Reason

  /// Creates a description of a rule left to the server.
  ///
  /// - Parameters:
  ///   - owner: The row, as its `reference` names it.
  ///   - element: The id of the row's wrapper.
  ///   - ruleID: The rule's identifier, if it has one.
  ///   - reason: Why the runtime does not run it.
  public init(owner: String, element: String, ruleID: String?, reason: Reason) {
    self.owner = owner
    self.element = element
    self.ruleID = ruleID
    self.reason = reason
  }

  /// The owner, the rule and the reason: `email: rule 'domain' is a Swift closure or a custom
  /// rule`.
  public var description: String {
    let rule = ruleID.map { "rule '\($0)'" } ?? "a rule"
    return "\(owner): \(rule) \(reason)"
  }

  /// Why a rule cannot run in the browser.
  public enum Reason: Equatable, Sendable, CustomStringConvertible {
    /// It is a Swift closure or a rule type of the app's own: it has no description as data.
    case customRule
    /// The runtime cannot read the row's value (of type `valueType`) from its control as the
    /// form reads it: a date, an image, a list, a slider, a picker, a custom row.
    case unreadableValue(valueType: String)
    /// Its regular expression (written out) may be read otherwise by the browser than by
    /// Foundation.
    case regularExpression(String)
    /// Its bound (written out) cannot be compared in the browser as the form compares it: a
    /// date, a number JavaScript does not hold exactly, a bound of another kind than the value.
    case bound(String)
    /// It compares with the row tagged `tag`, whose value the runtime cannot read as text.
    case otherRow(tag: String)
    /// It checks something the runtime does not check on a value of this kind.
    case unsupported

    /// The reason in words, after "rule 'id'".
    public var description: String {
      switch self {
      case .customRule: "is a Swift closure or a custom rule"
      case .unreadableValue(let valueType):
        "reads a \(valueType) value the script cannot read from its control"
      case .regularExpression(let pattern):
        "uses the regular expression '\(pattern)', which the browser may read differently"
      case .bound(let bound): "compares with \(bound), which the browser cannot compare exactly"
      case .otherRow(let tag): "compares with row '\(tag)', whose value the script cannot read"
      case .unsupported: "checks what the script does not check on this row's value"
      }
    }
  }
}
