/// What a request asked of the form, as the button a person pressed says: a submission, or an
/// edit of a multivalued section's items, after which the page is shown again for more input.
///
/// A browser sends the name and value of the button that submitted the form: the form's
/// submit button (``HTMLFieldNames/submit``), an add button (``HTMLFieldNames/addItem``) or a
/// remove button (``HTMLFieldNames/removeItem``). Pressing Enter in a field presses the form's
/// submit button. A request that names no add or remove button is a submission.
///
/// ```swift
/// let report = try form.bind(data)
/// switch report.action {
/// case .submission:
///   if form.validate().isEmpty { store(form) }  // only a submission is validated and stored
/// case .addItem, .removeItem:
///   break  // show the form again, without messages
/// }
/// ```
public enum BindingAction: Equatable, Sendable, CustomStringConvertible {
  /// The form was submitted: with its submit button, by Enter in a field, or by a request that
  /// presses no add or remove button.
  case submission
  /// A multivalued section's add button was pressed; `section` is the tag it sent.
  ///
  /// The action is what the request asked for, also when the item was not added (the section
  /// is full, disabled or unknown; the report says why).
  case addItem(section: String)
  /// A remove button was pressed: the item at `index` of the section tagged `section`.
  ///
  /// When the button's value is not `"<index>:<section tag>"`, `index` is `nil` and `section`
  /// is the whole value. As for ``addItem(section:)``, the action is what was asked, also when
  /// the item was not removed.
  case removeItem(section: String, index: Int?)

  /// Whether the request is a submission of the form, not an edit of its items.
  public var isSubmission: Bool { self == .submission }

  /// The action in words: `submission`, `add an item to 'phones'`, `remove item 1 of 'phones'`.
  public var description: String {
    switch self {
    case .submission: "submission"
    case .addItem(let section): "add an item to '\(section)'"
    case .removeItem(let section, let index?): "remove item \(index) of '\(section)'"
    case .removeItem(let section, nil): "remove an item named '\(section)'"
    }
  }
}
