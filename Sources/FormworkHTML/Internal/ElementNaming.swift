import Formwork

/// The ids of row wrappers and section fieldsets: those of ``HTMLElementIDs`` for a form, and
/// the same rule by place for a section or row rendered without one.
struct ElementNaming {
  let ids: HTMLElementIDs?
  /// What the rendering reads from the form once: rule descriptions, the form's words.
  let cache = RenderingCache()

  /// The id of `row`'s wrapper; `place` numbers an untagged row outside a form.
  func wrapperID(of row: BaseRow, place: Int) -> String {
    ids?.row(row) ?? row.tag.map { HTMLFieldNames.id(forTag: $0) + ".row" } ?? "fw.row.\(place)"
  }

  /// The id of `section`'s `<fieldset>`; `place` numbers an untagged section outside a form.
  func sectionID(of section: Section, place: Int) -> String {
    ids?.section(section) ?? section.tag.map { HTMLFieldNames.id(forTag: $0) + ".section" }
      ?? "fw.section.\(place)"
  }
}
