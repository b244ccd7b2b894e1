/// Help text: a short note about the row, shown near it.
extension BaseRow {
  /// A short help text about the row (TLFormView's in-place help), carried by its cell
  /// (``BaseCell/helpText``); renderers show it near the row, the printer as a note under it.
  public var helpText: String? {
    get { extrasIfAny?.helpText }
    set {
      guard newValue != helpText else { return }
      extras.helpText = newValue
      updateCellIfLoaded()
    }
  }
}
