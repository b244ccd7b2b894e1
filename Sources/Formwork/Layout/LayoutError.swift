/// The width classes of a ``FormLayout``: below its threshold the form is compact, from it on
/// regular.
public enum LayoutWidthClass: String, Equatable, Hashable, Sendable, CustomStringConvertible {
  /// Narrower than ``FormLayout/compactBelow``.
  case compact
  /// As wide as ``FormLayout/compactBelow`` or wider.
  case regular

  /// `compact` or `regular`.
  public var description: String { rawValue }
}

/// A layout rule that cannot be used: malformed, naming a row the form lacks, or contradicting
/// itself or an earlier rule; with the position in the rule and a caret under it.
///
/// The ``description`` names the rule and shows it with a caret under the spot:
///
/// ```text
/// regular rule 2: expected ']' after the tag at offset 8, found '-'
/// H:|-[age-[name]-|
///         ^
/// ```
public struct LayoutError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong with a rule.
  public enum Problem: Equatable, Hashable, Sendable {
    /// The rule does not follow the grammar (or goes past a limit): what was expected and what
    /// was found (`end of text` at the end).
    case malformed(expected: String, found: String)
    /// The rule names a tag that no row of the form has.
    case unknownTag(String)
    /// The rule cannot hold together with itself, with the form or with an earlier rule; why.
    case contradiction(String)
  }

  /// The rule as written (for a rule built in code, as ``LayoutRule/description`` spells it).
  public var rule: String
  /// The position of the problem, in characters from the start of ``rule``.
  public var offset: Int
  /// What is wrong.
  public var problem: Problem
  /// The width class whose rules hold the rule, when the rule is part of a ``FormLayout``.
  public var widthClass: LayoutWidthClass?
  /// The rule's place among its width class's rules, counted from 1, when it is part of a
  /// ``FormLayout``.
  public var ruleNumber: Int?

  /// Creates a layout error.
  public init(
    rule: String, offset: Int, problem: Problem, widthClass: LayoutWidthClass? = nil,
    ruleNumber: Int? = nil
  ) {
    self.rule = rule
    self.offset = offset
    self.problem = problem
    self.widthClass = widthClass
    self.ruleNumber = ruleNumber
  }

  /// The rule on one line and a caret under the offset on the next.
  public var caretDiagram: String {
    let line = rule.map { $0.isNewline ? " " : $0 }
    return String(line) + "\n" + String(repeating: " ", count: max(0, offset)) + "^"
  }

  /// A sentence naming the rule, the problem and where it is, then the caret diagram.
  public var description: String {
    var place = "layout rule"
    if let widthClass, let ruleNumber {
      place = "\(widthClass) rule \(ruleNumber)"
    } else if let widthClass {
      place = "\(widthClass) rule"
    }
    let sentence: String
    switch problem {
    case .malformed(let expected, let found):
      sentence = "expected \(expected) at offset \(offset), found \(found)"
    case .unknownTag(let tag):
      sentence = "no row is tagged '\(tag)' (offset \(offset))"
    case .contradiction(let reason):
      sentence = "\(reason) (offset \(offset))"
    }
    return "\(place): \(sentence)\n\(caretDiagram)"
  }
}
