import Foundation

// Eureka's editing spellings, callable on a `let` form and through `row.section?.form?`:
// `Form` is a class, so adding or removing a section never needs a mutable reference to it.
extension Form {
  /// Inserts `section` at `position` among the visible sections.
  ///
  /// - Parameters:
  ///   - section: The section to insert; a section of another form leaves that form first.
  ///   - position: A position among the visible sections, from 0 to ``endIndex``; a position
  ///     past the end appends.
  public func insert(_ section: Section, at position: Int) {
    insertVisible([section], at: position)
  }

  /// Inserts `sections` at `position` among the visible sections, in order.
  public func insert<C: Collection>(contentsOf sections: C, at position: Int)
  where C.Element == Section {
    insertVisible(Array(sections), at: position)
  }

  /// Removes the visible section at `position` and returns it.
  ///
  /// - Parameter position: A valid position among the visible sections.
  /// - Returns: The removed section.
  @discardableResult
  public func remove(at position: Int) -> Section {
    removeVisible(at: position)
  }

  /// Removes the visible sections in `bounds`.
  public func removeSubrange(_ bounds: Range<Int>) {
    replaceVisible(bounds, with: [])
  }

  /// Removes and returns the first visible section.
  @discardableResult
  public func removeFirst() -> Section { remove(at: 0) }

  /// Removes and returns the last visible section.
  @discardableResult
  public func removeLast() -> Section { remove(at: endIndex - 1) }

  /// Replaces the sections at `subrange` of ``allSections`` — hidden sections included — with
  /// `newSections`, as Eureka's method of that name does.
  ///
  /// The new sections take the place of the old ones; each shows or stays hidden by its own
  /// condition. A range reaching past the end of ``allSections`` is cut to it (Eureka skips
  /// positions it does not have), so no position can crash.
  ///
  /// - Parameters:
  ///   - subrange: Positions in ``allSections``.
  ///   - newSections: The sections to put there.
  public func replaceSubrangeInAllSections<C: Collection>(
    _ subrange: Range<Int>, with newSections: C
  ) where C.Element == Section {
    let count = list.count
    let lower = Swift.max(0, Swift.min(subrange.lowerBound, count))
    let upper = Swift.max(lower, Swift.min(subrange.upperBound, count))
    let leaving = Set(
      list.all[lower..<upper].map(ObjectIdentifier.init) + newSections.map(ObjectIdentifier.init))
    // The new sections go before the first section after the range that stays where it is.
    let anchor = list.all[upper...].first { !leaving.contains(ObjectIdentifier($0)) }
    removeAll { leaving.contains(ObjectIdentifier($0)) }
    insertElements(Array(newSections), at: anchor.flatMap { list.position(of: $0) } ?? list.count)
  }
}
