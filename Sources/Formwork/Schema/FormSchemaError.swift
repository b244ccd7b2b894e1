/// Everything wrong with a form schema or its JSON, each problem with its JSON path.
///
/// Reading or building stops only after the whole document has been read, so one error lists
/// every problem at once; no form is returned when there is any:
///
/// ```
/// $.sections[0].rows[1].type: unknown row type 'SpinnerRow'
/// $.sections[1].rows[0].rules[0].parameters.length: expected a whole number, found "three"
/// ```
public struct FormSchemaError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The problems, in document order.
  public var issues: [FormSchemaIssue]

  /// Creates an error from its problems.
  public init(_ issues: [FormSchemaIssue]) {
    self.issues = issues
  }

  /// One line per problem: its path, a colon, and what is wrong.
  public var description: String {
    issues.map(\.description).joined(separator: "\n")
  }
}

/// One problem of a form schema: where it is and what it is.
public struct FormSchemaIssue: Equatable, Sendable, CustomStringConvertible {
  /// The JSON path of the value at fault, such as `$.sections[1].rows[2].rules[0]`.
  public var path: String
  /// What is wrong there.
  public var problem: Problem

  /// Creates an issue.
  public init(path: String, problem: Problem) {
    self.path = path
    self.problem = problem
  }

  /// The path, a colon, and the problem in words.
  public var description: String { "\(path): \(problem)" }

  /// What can be wrong with a part of a schema.
  public enum Problem: Equatable, Sendable, CustomStringConvertible {
    /// The bytes are not JSON: what is wrong, with its line, column and byte offset.
    case malformedJSON(String)
    /// The document is larger, nests deeper or holds more elements than the documented limits.
    case tooLarge(String)
    /// The schema's version is not one this library reads.
    case unsupportedVersion(Int)
    /// A key the value must have is missing.
    case missingKey(String)
    /// A key the value may not have (often a misspelling).
    case unknownKey(String)
    /// A key the object holds more than once (compared with its escapes decoded: `"a"` and
    /// `"\u0061"` are the same key). JSON readers disagree on which value counts (Foundation
    /// keeps the first, JavaScript and Python the last), so a schema checked by one and read by
    /// another would be two forms: it is refused. The issue's path is the object's.
    case repeatedKey(String)
    /// A value has the wrong JSON type: what was expected and what was found.
    case wrongType(expected: String, found: String)
    /// A value is of the right JSON type but not one of the allowed ones.
    case invalidValue(String)
    /// No row type is registered under this name.
    case unknownRowType(String)
    /// No rule is registered under this identifier.
    case unknownRule(String)
    /// A rule's parameters are missing, unknown or of the wrong type.
    case invalidRuleParameters(rule: String, reason: String)
    /// The rule cannot check the row's type of value.
    case ruleDoesNotFitRow(rule: String, valueType: String)
    /// The value cannot be the row's value: the row's type of value and what was given.
    case valueTypeMismatch(expected: String, found: String)
    /// Another row or section already has this tag, at the path given.
    case duplicateTag(String, firstAt: String)
    /// A predicate string does not parse; the error has the offset and a caret diagram.
    case malformedPredicate(PredicateError)
    /// A layout rule that is malformed, names a tag no row has, or contradicts another rule
    /// or the form, with its position and a caret.
    case invalidLayoutRule(LayoutError)
    /// A row type's own setting (an attribute) is unknown or of the wrong type.
    case invalidAttribute(name: String, reason: String)

    /// The problem in words.
    public var description: String {
      switch self {
      case .malformedJSON(let reason): "malformed JSON: \(reason)"
      case .tooLarge(let reason): "too large: \(reason)"
      case .unsupportedVersion(let version):
        "version \(version) is not supported; this library reads version "
          + "\(FormSchema.currentVersion)"
      case .missingKey(let key): "missing key '\(key)'"
      case .unknownKey(let key): "unknown key '\(key)'"
      case .repeatedKey(let key): "the key '\(key)' is repeated; each key may appear once"
      case .wrongType(let expected, let found): "expected \(expected), found \(found)"
      case .invalidValue(let reason): reason
      case .unknownRowType(let name): "unknown row type '\(name)'"
      case .unknownRule(let name): "unknown rule '\(name)'"
      case .invalidRuleParameters(let rule, let reason):
        "invalid parameters for rule '\(rule)': \(reason)"
      case .ruleDoesNotFitRow(let rule, let valueType):
        "rule '\(rule)' cannot check a row holding \(valueType)"
      case .valueTypeMismatch(let expected, let found):
        "the row holds \(expected), the value is \(found)"
      case .duplicateTag(let tag, let firstAt): "duplicate tag '\(tag)', first used at \(firstAt)"
      case .malformedPredicate(let error): "malformed predicate: \(error)"
      case .invalidLayoutRule(let error): "invalid \(error)"
      case .invalidAttribute(let name, let reason): "invalid attribute '\(name)': \(reason)"
      }
    }
  }
}
