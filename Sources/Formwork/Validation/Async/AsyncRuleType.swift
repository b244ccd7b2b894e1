/// A validation rule that needs to wait for its answer, such as "is this user name taken?".
///
/// Async rules run only after every synchronous rule passed, when the row's (or the form's)
/// `validateAsync()` is awaited. A newer value makes a check in flight stale: its answer is
/// dropped. A debounce interval waits, on the form's ``Form/asyncValidationClock``, for typing to
/// pause before a check starts.
///
/// ```swift
/// row.add(asyncRule: AsyncRuleClosure<String>(id: "available") { name in
///   await directory.isTaken(name) ? ValidationError(msg: "That name is taken") : nil
/// }, debounce: .milliseconds(300))
/// ```
public protocol AsyncRuleType: Sendable {
  /// The value type the rule checks.
  associatedtype RowValueType: Sendable

  /// An identifier, for error reports.
  var id: String? { get }

  /// Checks a value.
  ///
  /// - Returns: `nil` when `value` passes, otherwise the error to report.
  func isValid(value: RowValueType?) async -> ValidationError?
}

/// An async rule written as a closure.
public struct AsyncRuleClosure<T: Sendable>: AsyncRuleType {
  /// The rule's identifier.
  public var id: String?
  /// The check.
  public var closure: @Sendable (T?) async -> ValidationError?

  /// Creates the rule.
  public init(id: String? = nil, closure: @escaping @Sendable (T?) async -> ValidationError?) {
    self.id = id
    self.closure = closure
  }

  /// Runs the closure; an error without a rule identifier gets the rule's.
  public func isValid(value: T?) async -> ValidationError? {
    guard var error = await closure(value) else { return nil }
    if error.ruleID == nil { error.ruleID = id }
    return error
  }
}

/// An async rule stored in a row, with the row's value type erased.
struct AsyncCheck {
  /// The rule's identifier.
  var id: String?
  /// How long to wait, after the last change, before checking.
  var debounce: Duration
  /// Reads the row's value now; returns the check of that value, and whether the value is
  /// still the row's value (so a stale answer can be dropped).
  var snapshot: () -> (check: @Sendable () async -> ValidationError?, isCurrent: () -> Bool)?
}
