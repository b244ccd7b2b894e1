/// What a form keeps for inline rows, in one place the form holds.
struct FormInlineStorage {
  /// ``Form/inlineRowHideOptions``.
  var hideOptions: InlineRowHideOptions?
  /// The rows that have expanded their inline row, so collapsing them costs what is open, not
  /// the size of the form.
  var expandedRows: [Form.WeakRow] = []
}
