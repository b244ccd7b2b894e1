extension SelectorController {
  /// Tells the presenting row's form that this selector is now on show.
  func announcePresented() {
    guard let row, let form = row.form, form.hasListeners else { return }
    form.emit(.selectorPresented(row, form: self.form, at: row.indexPath))
  }

  /// Tells the presenting row's form that this selector was dismissed.
  func announceDismissed() {
    guard let row, let form = row.form, form.hasListeners else { return }
    form.emit(.selectorDismissed(row, form: self.form, at: row.indexPath))
  }
}
