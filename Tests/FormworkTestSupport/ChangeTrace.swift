import Formwork

/// What a form did while a test changed it: the `cellUpdate` calls of each row, the events in
/// the order observers heard them, and how often a condition the test counts was evaluated.
public final class ChangeTrace {
  /// `cellUpdate` calls by row tag, counted from ``watch(_:)`` on.
  public var cellUpdates: [String: Int] = [:]
  /// The form's events, each written as its case and the tag it names, such as
  /// `valueChanged(a)` or `rowVisibilityChanged(odd, true)`.
  public var events: [String] = []
  /// Evaluations of a condition the test counts (its closure adds one each time).
  public var evaluations = 0

  /// A trace that has seen nothing yet.
  public init() {}

  /// Shows every row's cell once, then counts the `cellUpdate` calls of the text and integer
  /// rows, sets ``evaluations`` back to zero and records every event of `form`.
  ///
  /// - Parameter form: The form to watch.
  public func watch(_ form: Form) {
    for row in form.allRows {
      _ = row.displayedCell
      (row as? TextRow)?.cellUpdate { _, row in self.countUpdate(of: row) }
      (row as? IntRow)?.cellUpdate { _, row in self.countUpdate(of: row) }
    }
    evaluations = 0
    form.observe { event in self.events.append(Self.describe(event)) }
  }

  private func countUpdate(of row: BaseRow) {
    cellUpdates[row.tag ?? "?", default: 0] += 1
  }

  private static func describe(_ event: FormEvent) -> String {
    switch event {
    case .valueChanged(let row, _, _, _): return "valueChanged(\(row.tag ?? "?"))"
    case .rowsRemoved(let rows, _): return "rowsRemoved(\(rows.first?.tag ?? "?"))"
    case .rowsAdded(let rows, _): return "rowsAdded(\(rows.first?.tag ?? "?"))"
    case .rowVisibilityChanged(let row, let isHidden, _):
      return "rowVisibilityChanged(\(row.tag ?? "?"), \(isHidden))"
    case .cellChanged(let row, _): return "cellChanged(\(row.tag ?? "?"))"
    default: return "other"
    }
  }
}
