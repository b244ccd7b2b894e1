import Foundation

/// A form holds its sections in a ``VisibleList``: the editing algorithm is ``ListHolder``'s;
/// here are the hooks of sections joining and leaving a form, and the events they make.
extension Form: ListHolder {
  /// Blurs the focused row when it is in one of `sections` (of this form or another).
  ///
  /// - Returns: Whether a blur ran, so positions computed before are stale.
  @discardableResult
  func settleBeforeRemoving(_ sections: [Section]) -> Bool {
    var ran = false
    for section in sections {
      guard let form = section.form, form.focusedRow?.section === section else { continue }
      form.resignFocus()
      ran = true
    }
    return ran
  }

  func join(_ section: Section) {
    section.wasAddedTo(form: self)
  }

  func leave(_ section: Section) {
    section.willBeRemovedFromForm(self)
  }

  /// Sections are put in place (and shown) before any condition runs; the conditions their rows
  /// set off run after, in one pass.
  func placing(_ body: () -> Void) {
    deferringEvaluation(body)
  }

  func report(_ change: ListChange<Section>) {
    guard hasListeners else { return }
    switch change {
    case .added(let sections, let positions):
      emit(.sectionsAdded(sections, at: IndexSet(integersIn: positions)))
    case .removed(let sections, let positions, _):
      emit(.sectionsRemoved(sections, at: positions))
    case .replaced(let old, let new, let positions, _):
      emit(.sectionsReplaced(old: old, new: new, at: IndexSet(integersIn: positions)))
    case .shown(let section, let position):
      emit(.sectionsAdded([section], at: IndexSet(integer: position)))
      emit(.sectionVisibilityChanged(section, isHidden: false, at: position))
    case .hidden(let section, let position):
      emit(.sectionsRemoved([section], at: IndexSet(integer: position)))
      emit(.sectionVisibilityChanged(section, isHidden: true, at: position))
    case .moved:
      // Sections are not moved in place.
      break
    }
  }

  func didChange(left: [Section], joined: [Section]) {
    evaluateDependents(ofSections: left + joined)
  }

  func reportAppended(_ section: Section, at position: Int) {
    guard hasListeners else { return }
    emit(.sectionsAdded([section], at: IndexSet(integer: position)))
  }

  func didAppend(_ section: Section) {
    guard !conditionStorage.dependents.isEmpty else { return }
    evaluateDependents(ofSections: [section])
  }

  /// Shows or hides `section` after its ``Section/isHidden`` changed, at its original position.
  ///
  /// - Complexity: O(log *s*) in the number of sections, plus the events.
  func sectionVisibilityDidChange(_ section: Section) {
    visibilityDidChange(section)
  }
}
