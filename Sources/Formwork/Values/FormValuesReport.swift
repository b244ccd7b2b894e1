/// What importing values into a form could not do cleanly, so nothing is dropped silently.
///
/// ``Form/setValues(fromJSON:)`` and ``Form/setValues(from:)`` set every value that fits and
/// return this report for the rest.
public struct FormValuesReport: Equatable, Sendable, CustomStringConvertible {
  /// Keys that no row or section of the form has; their values were not set.
  public var unknownKeys: [String] = []
  /// Values a row or section could not take (wrong type, outside the row's range, no such
  /// option, too many items); each names the tag and the value, and the value there was kept.
  public var mismatches: [FormError] = []
  /// Keys of rows or sections that are hidden: their values were set, but a person does not see
  /// them and ``Form/values(includeHidden:)`` leaves them out.
  public var hiddenKeys: [String] = []

  /// Creates an empty report.
  public init() {}

  /// Whether every key was known, visible and set.
  public var isClean: Bool { unknownKeys.isEmpty && mismatches.isEmpty && hiddenKeys.isEmpty }

  /// One line per problem, or `clean`.
  public var description: String {
    if isClean { return "clean" }
    var lines: [String] = []
    if !unknownKeys.isEmpty { lines.append("unknown keys: \(unknownKeys.joined(separator: ", "))") }
    for mismatch in mismatches { lines.append(mismatch.description) }
    if !hiddenKeys.isEmpty { lines.append("hidden: \(hiddenKeys.joined(separator: ", "))") }
    return lines.joined(separator: "\n")
  }
}
