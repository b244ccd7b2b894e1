import Foundation

// Eureka's editing spellings, callable on a `let` section and through `row.section?`, as
// Eureka's own validation example does (`row.section?.insert(labelRow, at: index)`): `Section`
// is a class, so changing its rows never needs a mutable reference to it.
extension Section {
  /// Inserts `row` at `position` among the visible rows.
  ///
  /// ```swift
  /// // Eureka's validation example: show each error in a label row under its row.
  /// row.section?.insert(LabelRow { $0.title = message }, at: row.indexPath!.row + 1)
  /// ```
  ///
  /// - Parameters:
  ///   - row: The row to insert; a row of another section leaves that section first.
  ///   - position: A position among the visible rows, from 0 to ``endIndex``; a position past
  ///     the end appends.
  public func insert(_ row: BaseRow, at position: Int) {
    insertVisible([row], at: position)
  }

  /// Inserts `rows` at `position` among the visible rows, in order.
  public func insert<C: Collection>(contentsOf rows: C, at position: Int)
  where C.Element == BaseRow {
    insertVisible(Array(rows), at: position)
  }

  /// Removes the visible rows in `bounds`.
  public func removeSubrange(_ bounds: Range<Int>) {
    replaceVisible(bounds, with: [])
  }

  /// Removes and returns the first visible row.
  @discardableResult
  public func removeFirst() -> BaseRow { remove(at: 0) }

  /// Removes and returns the last visible row.
  @discardableResult
  public func removeLast() -> BaseRow { remove(at: endIndex - 1) }
}

extension Section: Equatable, Hashable {
  /// Sections are equal only when they are the same object, as in Eureka.
  public static func == (lhs: Section, rhs: Section) -> Bool { lhs === rhs }

  /// Hashes the section's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
