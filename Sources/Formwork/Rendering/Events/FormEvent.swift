import Foundation

/// A change of a form, as delivered to observers registered with ``Form/observe(_:)``.
///
/// The same changes reach a ``FormDelegate``; an event is the value form of one delegate call,
/// convenient for tests, logs and renderers that apply changes in order.
public enum FormEvent {
  /// Sections were added at the given visible indexes.
  case sectionsAdded([Section], at: IndexSet)
  /// Sections were removed from the given visible indexes.
  case sectionsRemoved([Section], at: IndexSet)
  /// Sections at the given visible indexes were replaced.
  case sectionsReplaced(old: [Section], new: [Section], at: IndexSet)
  /// Rows were added at the given index paths.
  ///
  /// The paths are those the rows have once all of them are added (as a table view's
  /// `insertRows` takes them). Rows one change shows together, in one or several sections, come
  /// as one event, paths in ascending order.
  case rowsAdded([BaseRow], at: [IndexPath])
  /// Rows were removed from the given index paths.
  ///
  /// The paths are those the rows had before any of them was removed (as a table view's
  /// `deleteRows` takes them). Rows one change hides together, in one or several sections, come
  /// as one event, paths in ascending order.
  case rowsRemoved([BaseRow], at: [IndexPath])
  /// Rows at the given index paths were replaced.
  case rowsReplaced(old: [BaseRow], new: [BaseRow], at: [IndexPath])
  /// A row's value changed; `at` is its index path, or `nil` while it is hidden.
  case valueChanged(BaseRow, oldValue: Any?, newValue: Any?, at: IndexPath?)
  /// A row's hidden condition changed its answer: `at` is the index path the row left (when it
  /// is now hidden) or entered (when it shows again), the same as in the matching `rowsRemoved`
  /// or `rowsAdded`, which comes first. Rows hidden (or shown) together by one change have one
  /// `rowsRemoved` (or `rowsAdded`) for all of them, then one of these events each.
  case rowVisibilityChanged(BaseRow, isHidden: Bool, at: IndexPath)
  /// A row became disabled or enabled; `at` is its index path, or `nil` while it is hidden.
  case rowDisabledChanged(BaseRow, isDisabled: Bool, at: IndexPath?)
  /// A section's hidden condition changed its answer: `at` is the visible index it left or
  /// entered. Follows the matching `sectionsRemoved` or `sectionsAdded`.
  case sectionVisibilityChanged(Section, isHidden: Bool, at: Int)
  /// A row moved within its section (a multivalued section's reorder), staying in the form:
  /// from the index path it left to the one it now has.
  case rowMoved(BaseRow, from: IndexPath, to: IndexPath)
  /// A row's cell was refreshed because the row changed: its title, value or typed text,
  /// errors, focus, disabled state, options, or an async validation starting or ending. A
  /// renderer that keeps the form on screen redraws the row from ``BaseRow/displayedCell``.
  /// `at` is the row's index path, or `nil` while it is hidden.
  ///
  /// Sent once per change pass and row, after the structural events of that pass, and only for
  /// rows whose cell has been created (a renderer that showed the row has created it).
  case cellChanged(BaseRow, at: IndexPath?)
  /// A row presented a selector (a ``PresentingRow``'s ``PresentingRow/present()``, a tap, or a
  /// choice made by script): `form` is the selector's form, which lists the options; `at` is the
  /// row's index path, or `nil` while it is hidden.
  case selectorPresented(BaseRow, form: Form, at: IndexPath?)
  /// A selector the row presented was dismissed (after a single choice, by its cancel button,
  /// by ``PresentingRow/dismiss()``, or because the row presented a new one): `form` is the
  /// selector's form; `at` is the row's index path, or `nil` while it is hidden.
  case selectorDismissed(BaseRow, form: Form, at: IndexPath?)

  /// Delivers this event to a delegate by calling the matching method.
  func deliver(to delegate: FormDelegate) {
    switch self {
    case .sectionsAdded(let sections, let at): delegate.sectionsHaveBeenAdded(sections, at: at)
    case .sectionsRemoved(let sections, let at): delegate.sectionsHaveBeenRemoved(sections, at: at)
    case .sectionsReplaced(let old, let new, let at):
      delegate.sectionsHaveBeenReplaced(oldSections: old, newSections: new, at: at)
    case .rowsAdded(let rows, let at): delegate.rowsHaveBeenAdded(rows, at: at)
    case .rowsRemoved(let rows, let at): delegate.rowsHaveBeenRemoved(rows, at: at)
    case .rowsReplaced(let old, let new, let at):
      delegate.rowsHaveBeenReplaced(oldRows: old, newRows: new, at: at)
    case .valueChanged(let row, let old, let new, _):
      delegate.valueHasBeenChanged(for: row, oldValue: old, newValue: new)
    case .rowVisibilityChanged, .rowDisabledChanged, .sectionVisibilityChanged, .rowMoved,
      .cellChanged, .selectorPresented, .selectorDismissed:
      // Eureka's delegate has no such methods; observers receive these events.
      break
    }
  }
}

/// A registration made with ``Form/observe(_:)``; pass it to ``Form/removeObserver(_:)`` to stop
/// receiving events.
public struct FormObservation: Hashable, Sendable {
  let id: Int
}
