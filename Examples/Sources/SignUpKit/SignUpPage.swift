import Formwork
import FormworkHTML

/// The HTML page around the form: a whole document with the renderer's stylesheet.
enum SignUpPage {
  /// Renders `form` in a page.
  ///
  /// - Parameters:
  ///   - form: The form, as it stands (filled in and validated after a submission).
  ///   - csrfToken: The token the form carries back.
  ///   - nonce: The page's nonce, which its `Content-Security-Policy` names: the conditions
  ///     script and the style sheet carry it, and nothing else on the page may run.
  ///   - notice: A sentence above the form (after a refused submission), or `nil`.
  /// - Returns: The page's HTML.
  static func html(form: Form, csrfToken: String, nonce: String, notice: String?) -> String {
    // The renderer ends the form with its conditions script (`ConditionsScript`, the default
    // `scriptProvider`): the topics show as soon as the newsletter is switched on, without a
    // round trip. The server still applies the condition when the form comes back.
    let title = SignUpTexts.text("Sign up", in: form.locale)
    var renderer = HTMLRenderer(action: "/", csrfToken: csrfToken, submitTitle: title)
    renderer.scriptNonce = nonce
    let noticeHTML =
      notice.map { "<p class=\"notice\" role=\"alert\">\(HTMLEscaping.text($0))</p>\n" } ?? ""
    return """
      <!doctype html>
      <html\(HTMLLanguage(form.locale)?.attributes ?? #" lang="en""#)>
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(HTMLEscaping.text(title))</title>
      <style nonce="\(HTMLEscaping.attribute(nonce))">
      body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 42rem; padding: 0 1rem; }
      .notice { color: #b00020; }
      \(HTMLRenderer.stylesheet)</style>
      </head>
      <body>
      <main>
      <h1>\(HTMLEscaping.text(title))</h1>
      \(noticeHTML)\(renderer.render(form))
      </main>
      </body>
      </html>

      """
  }
}
