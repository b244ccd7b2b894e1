import Formwork

/// The form's default button: what Enter in a field presses.
///
/// A browser submits a form on Enter in a text field by pressing its *default button*, the
/// first submit button in tree order (HTML's implicit submission). The add and remove buttons
/// of a multivalued section are submit buttons too, and come before the form's own: without a
/// default button first, Enter would remove the first item, or add one to an empty section.
extension HTMLRenderer {
  /// Whether `form` has a multivalued section, whose add and remove buttons are submit buttons
  /// (hidden sections too: a browser may press a button it does not show).
  static func hasItemButtons(_ form: Form) -> Bool {
    form.allSections.contains { section in
      if case .multivalued = section.kind { return true }
      return false
    }
  }

  /// Writes the default button: a copy of the form's submit button (same name, same title)
  /// that comes first, so that Enter submits the form.
  ///
  /// A person uses the visible submit button at the end; this one is for Enter only. It is
  /// left out of the tab order (`tabindex="-1"`) and of the accessibility tree
  /// (`aria-hidden="true"`), and ``stylesheet`` moves it out of sight (class `fw-default`). It
  /// is not `hidden`: some browsers skip a default button that is not rendered and press the
  /// next submit button, a remove button, instead.
  func writeDefaultButton(title: String, to out: inout HTMLLines) {
    out.element(
      "button",
      [
        "class": "fw-default", "type": "submit", "name": HTMLFieldNames.submit,
        "tabindex": "-1", "aria-hidden": "true",
      ],
      text: title)
  }
}
