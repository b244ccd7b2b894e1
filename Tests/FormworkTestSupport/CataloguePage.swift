import Formwork
import FormworkHTML
import Foundation

/// A whole HTML page with a form of every row kind and every section kind, styled with
/// ``FormworkHTML/HTMLRenderer/stylesheet``: what the accessibility check (axe-core in
/// Chromium, `.ci/axe_check.py`) and the example servers' browser test load.
///
/// It uses FormworkHTML's public API only:
///
/// ```swift
/// let page = CataloguePage.html(.invalid)   // a complete document, UTF-8
/// ```
public enum CataloguePage {
  /// What the form on the page shows.
  public enum State: String, CaseIterable, Sendable {
    /// The form as first shown: its values, no messages.
    case empty
    /// The form after a submit that its rules refuse: a message under many rows, one on a
    /// section, the error summary at the top, "Error:" in the title.
    case invalid
  }

  /// The form of the page: the row catalog (``RowCatalogForm``), then a section of rows with
  /// rules, a multivalued section and a selectable section that takes several options; in the
  /// ``State/invalid`` state emptied where rules need a value, and validated as a submit does.
  ///
  /// - Parameter state: What the form shows.
  /// - Returns: A new form.
  public static func form(_ state: State) -> Form {
    let form = RowCatalogForm.form()
    form
      +++ Section("Checked Rows") { $0.tag = "checked" }
      <<< NameRow("fullName") {
        $0.title = "Full name"
        $0.required = true
      }
      <<< EmailRow("contact") {
        $0.title = "Contact e-mail"
        $0.required = true
        $0.add(rule: RuleEmail())
      }
      <<< PasswordRow("newPassword") {
        $0.title = "New password"
        $0.textContentType = .newPassword
        $0.add(rule: RuleMinLength(minLength: 8))
      }
      <<< IntRow("years") {
        $0.title = "Age"
        $0.add(rule: RuleGreaterOrEqualThan(min: 16))
      }
      <<< SegmentedRow<String>("plan") {
        $0.title = "Plan"
        $0.options = ["Free", "Pro"]
        $0.required = true
      }
      <<< SwitchRow("consent") {
        $0.title = "I accept the terms"
        $0.add(rule: RuleRequired())
      }
      <<< CheckRow("updates") {
        $0.title = "Send me updates"
        $0.helpText = "At most one e-mail a month."
      }
      +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Phones") {
        $0.tag = "phones"
        $0.minimumItems = 1
        $0.multivaluedRowToInsertAt = { _ in PhoneRow { $0.placeholder = "Phone" } }
        if state == .empty { $0 <<< PhoneRow { $0.value = "+44 20 7946 0000" } }
      }
      +++ SelectableSection<ListCheckRow<String>>(
        "Days", selectionType: .multipleSelection
      ) { $0.tag = "days" }
      <<< ListCheckRow<String>("monday") {
        $0.title = "Monday"
        $0.selectableValue = "mon"
      }
      <<< ListCheckRow<String>("friday") {
        $0.title = "Friday"
        $0.selectableValue = "fri"
      }
    if state == .invalid {
      (form.rowBy(tag: "years") as? IntRow)?.value = 12
      (form.rowBy(tag: "contact") as? EmailRow)?.value = "ada@"
      (form.rowBy(tag: "newPassword") as? PasswordRow)?.value = "short"
      form.validate()
    }
    return form
  }

  /// The page of `state`'s form: a complete HTML document in English, its title with the error
  /// prefix while the form shows messages (``FormworkHTML/HTMLRenderer/documentTitle(_:for:)``).
  ///
  /// - Parameter state: What the form shows.
  /// - Returns: The document's text.
  public static func html(_ state: State) -> String {
    let form = form(state)
    let title = HTMLEscaping.text(HTMLRenderer.documentTitle("Row catalogue", for: form))
    var renderer = HTMLRenderer(action: "/catalogue", csrfToken: "token")
    renderer.scriptProvider = nil
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title)</title>
      <style>
      \(HTMLRenderer.stylesheet)</style>
      </head>
      <body>
      <main>
      <h1>Row catalogue</h1>
      \(renderer.render(form))
      </main>
      </body>
      </html>

      """
  }
}
