/// Runs `body` with per-type defaults of its own: a default set inside it
/// (`TextRow.defaultCellUpdate = …`) applies only to the code it runs, and those outside it stay
/// as they are.
///
/// Eureka's per-type defaults are process-wide, so two tests that set them, or two server
/// requests that build forms at once, see each other's. Inside a scope, setting a default
/// writes to the scope; reading one, and every row built or updated inside, finds the scope's
/// setting first, then the enclosing scope's, then the process-wide one. Setting a default to
/// `nil` inside a scope clears it for the scope only. The scope is a task-local value, so it
/// follows the code into child tasks and ends with `body`.
///
/// ```swift
/// let text = withRowDefaults {
///   TextRow.defaultCellUpdate = { cell, _ in cell.placeholder = "required" }
///   let form = Form() +++ Section() <<< TextRow("name")
///   return TextPrinter(width: 40).render(form)
/// }
/// // Here, TextRow.defaultCellUpdate is what it was before.
/// ```
///
/// A row keeps no scope of its own: a row built in a scope and updated after it ends runs the
/// defaults in force where it is updated.
///
/// - Parameter body: The code that sets and uses the scope's defaults.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withRowDefaults<Result>(_ body: () throws -> Result) rethrows -> Result {
  try RowDefaults.$scoped.withValue(RowDefaults(parent: RowDefaults.current), operation: body)
}

/// Runs the async `body` with per-type defaults of its own, in the caller's isolation; see
/// the synchronous `withRowDefaults(_:)`.
///
/// - Parameters:
///   - isolation: Where `body` runs; the caller's isolation unless given.
///   - body: The code that sets and uses the scope's defaults.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func withRowDefaults<Result>(
  isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
) async rethrows -> Result {
  try await RowDefaults.$scoped.withValue(
    RowDefaults(parent: RowDefaults.current), operation: body, isolation: isolation)
}
