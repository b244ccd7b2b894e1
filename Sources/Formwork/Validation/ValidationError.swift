/// Why a row's value is not valid: the message, the rule that said so, and the row.
///
/// A rule returns an error with its message and ``ruleID``; the row that ran it fills in
/// ``row`` and ``rowTitle``, so an error read from ``Form/validate(includeHidden:includeDisabled:quietly:)``
/// says where it comes from.
public struct ValidationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The message to show, as Eureka's `msg`.
  public var msg: String
  /// The identifier of the rule that failed, if it has one.
  public var ruleID: String?
  /// The tag of the row (or a description of an untagged row), once a row reported the error.
  public var row: String?
  /// The title of the row, once a row reported the error.
  public var rowTitle: String?

  /// Creates an error with a message, as Eureka's `ValidationError(msg:)`.
  public init(msg: String, id: String? = nil) {
    self.msg = msg
    self.ruleID = id
  }

  /// The message, after the row when the error names one: `email: Field required!`.
  public var description: String {
    guard let row else { return msg }
    return "\(row): \(msg)"
  }
}
