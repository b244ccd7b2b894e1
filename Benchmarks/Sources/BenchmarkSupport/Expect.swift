/// The result of `body`, which a benchmark's workload needs to succeed: a failure ends the
/// program with `what` and the error, since a figure measured on a failing path would mislead.
///
/// - Parameters:
///   - what: What `body` does, for the message.
///   - body: The work.
/// - Returns: What `body` returns.
public func expectSuccess<T>(_ what: String, _ body: () throws -> T) -> T {
  do {
    return try body()
  } catch {
    fatalError("\(what) failed: \(error)")
  }
}
