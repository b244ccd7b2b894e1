/// Fails when the value differs from another row's (a password confirmation); the row
/// re-validates when the other row changes.
public struct RuleEqualsToRow<T: Equatable>: RuleType, FormDependentRule {
  /// The rule's identifier.
  public var id: String?
  /// The error returned when the values differ.
  public var validationError: ValidationError
  /// The form that holds the other row, when it is found by tag.
  public weak var form: Form?
  /// The other row's tag, when it is found by tag.
  public var tag: String?
  /// The other row, when it was given directly.
  public weak var row: RowOf<T>?

  /// Creates the rule comparing with the row tagged `tag` in `form`.
  public init(form: Form, tag: String, msg: String? = nil, id: String? = nil) {
    self.validationError = .builtIn(
      msg: msg, eurekaText: "Fields don't match!", key: .mismatch, id: id)
    self.form = form
    self.tag = tag
    self.id = id
  }

  /// Creates the rule comparing with `row`.
  public init(row: RowOf<T>, msg: String? = nil, id: String? = nil) {
    self.validationError = .builtIn(
      msg: msg, eurekaText: "Fields don't match!", key: .mismatch, id: id)
    self.row = row
    self.tag = row.tag
    self.id = id
  }

  /// The tag of the other row.
  public var tags: [String] { tag.map { [$0] } ?? [] }

  /// Compares with the other row's value.
  ///
  /// A missing other row (no such tag, or a row of another type) fails, rather than crash as
  /// Eureka's does.
  public func isValid(value: T?) -> ValidationError? {
    guard let other = otherRow else { return validationError }
    return other.value == value ? nil : error(naming: other)
  }

  /// The other row, when the form has it; `nil` when the rule fails every value.
  var otherRow: RowOf<T>? { row ?? tag.flatMap { form?.rowBy(tag: $0) } }

  /// The error, naming the other row by its title for a person to read.
  func error(naming other: RowOf<T>) -> ValidationError {
    guard validationError.key != nil, let title = other.title, !title.isEmpty else {
      return validationError
    }
    var error = validationError
    error.key = .matchesField
    error.arguments["other"] = .text(title)
    return error
  }
}
