import Foundation

/// Eureka's form delegate: told about every structural change of the visible form and every
/// value change, with the positions a renderer needs to update incrementally.
///
/// Positions are those of the *visible* form, as Eureka's are: hiding a row reports it removed,
/// showing it again reports it added. Every method has an empty default, so a delegate implements
/// only what it needs. For a closure-based alternative that can have many subscribers, see
/// ``Form/observe(_:)``.
public protocol FormDelegate: AnyObject {
  /// Sections were added at the given visible indexes.
  func sectionsHaveBeenAdded(_ sections: [Section], at: IndexSet)
  /// Sections were removed from the given visible indexes.
  func sectionsHaveBeenRemoved(_ sections: [Section], at: IndexSet)
  /// Sections at the given visible indexes were replaced by others.
  func sectionsHaveBeenReplaced(oldSections: [Section], newSections: [Section], at: IndexSet)
  /// Rows were added at the given index paths.
  func rowsHaveBeenAdded(_ rows: [BaseRow], at: [IndexPath])
  /// Rows were removed from the given index paths.
  func rowsHaveBeenRemoved(_ rows: [BaseRow], at: [IndexPath])
  /// Rows at the given index paths were replaced by others.
  func rowsHaveBeenReplaced(oldRows: [BaseRow], newRows: [BaseRow], at: [IndexPath])
  /// A row's value changed from `oldValue` to `newValue`.
  func valueHasBeenChanged(for row: BaseRow, oldValue: Any?, newValue: Any?)
}

extension FormDelegate {
  /// Does nothing.
  public func sectionsHaveBeenAdded(_ sections: [Section], at: IndexSet) {}
  /// Does nothing.
  public func sectionsHaveBeenRemoved(_ sections: [Section], at: IndexSet) {}
  /// Does nothing.
  public func sectionsHaveBeenReplaced(oldSections: [Section], newSections: [Section], at: IndexSet)
  {}
  /// Does nothing.
  public func rowsHaveBeenAdded(_ rows: [BaseRow], at: [IndexPath]) {}
  /// Does nothing.
  public func rowsHaveBeenRemoved(_ rows: [BaseRow], at: [IndexPath]) {}
  /// Does nothing.
  public func rowsHaveBeenReplaced(oldRows: [BaseRow], newRows: [BaseRow], at: [IndexPath]) {}
  /// Does nothing.
  public func valueHasBeenChanged(for row: BaseRow, oldValue: Any?, newValue: Any?) {}
}
