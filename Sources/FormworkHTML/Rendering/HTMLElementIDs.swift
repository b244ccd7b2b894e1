import Formwork

/// The element ids of a form's rows and sections in its HTML, worked out once for the whole
/// form, so that the renderer and the conditions script name the same elements.
///
/// A tagged row's wrapper is ``HTMLFieldNames/id(forTag:)`` followed by `.row`, a tagged
/// section's by `.section`; untagged ones are numbered by their place among all of the form's
/// rows (or sections), hidden ones included: `fw.row.3`, `fw.section.0`. No id of one kind can
/// be an id of another.
public struct HTMLElementIDs {
  private var rows: [ObjectIdentifier: String] = [:]
  private var sections: [ObjectIdentifier: String] = [:]

  /// Works out the ids of every row and section of `form`.
  ///
  /// - Complexity: O(*n*) in the rows and sections.
  public init(form: Form) {
    for (index, section) in form.allSections.enumerated() {
      sections[ObjectIdentifier(section)] =
        section.tag.map { HTMLFieldNames.id(forTag: $0) + ".section" } ?? "fw.section.\(index)"
    }
    let allRows = form.allRows
    rows.reserveCapacity(allRows.count)
    for (index, row) in allRows.enumerated() {
      rows[ObjectIdentifier(row)] =
        row.tag.map { HTMLFieldNames.id(forTag: $0) + ".row" } ?? "fw.row.\(index)"
    }
  }

  /// The id of `row`'s wrapper element, or `nil` for a row not in the form.
  public func row(_ row: BaseRow) -> String? { rows[ObjectIdentifier(row)] }

  /// The id of `section`'s `<fieldset>`, or `nil` for a section not in the form.
  public func section(_ section: Section) -> String? { sections[ObjectIdentifier(section)] }
}
