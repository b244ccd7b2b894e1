import Formwork
import FormworkHTML

/// The HTML pages around a form: a whole document with the renderer's stylesheet.
public enum SignUpPage {
  /// The sign-up page: `page`'s form, posting to `/`, with a sentence above it after an
  /// invalid submission.
  ///
  /// - Parameter page: The page ``FormworkHTML/FormExchange`` handed out.
  /// - Returns: The page's HTML.
  public static func html(_ page: FormPage) -> String {
    let locale = page.form.locale
    let notice: String? =
      switch page.fieldsWithErrors {
      case 0: nil
      case 1: SignUpTexts.text("One field needs your attention.", in: locale)
      case let fields:
        SignUpTexts.text("{count} fields need your attention.", in: locale)
          .replacingOccurrences(of: "{count}", with: String(fields))
      }
    let title = SignUpTexts.text("Sign up", in: locale)
    return document(page, title: title, action: "/", submitTitle: title, notice: notice)
  }

  /// A whole page for `page`'s form.
  ///
  /// - Parameters:
  ///   - page: The page ``FormworkHTML/FormExchange`` handed out.
  ///   - title: The page's title and heading.
  ///   - action: Where the form posts.
  ///   - submitTitle: The submit button's text, or `nil` for the catalogue's.
  ///   - notice: A sentence above the form, or `nil`.
  /// - Returns: The page's HTML.
  public static func document(
    _ page: FormPage, title: String, action: String, submitTitle: String?, notice: String?
  ) -> String {
    // The renderer ends the form with its conditions script (`ConditionsScript`, the default
    // `scriptProvider`), carrying the page's nonce: rows show and hide without a round trip. The
    // server still applies every condition when the form comes back.
    let renderer = page.renderer(action: action, submitTitle: submitTitle)
    let noticeHTML =
      notice.map { "<p class=\"notice\" role=\"alert\">\(HTMLEscaping.text($0))</p>\n" } ?? ""
    return """
      <!doctype html>
      <html\(HTMLLanguage(page.form.locale)?.attributes ?? #" lang="en""#)>
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(HTMLEscaping.text(title))</title>
      <style nonce="\(HTMLEscaping.attribute(page.nonce))">
      body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 42rem; padding: 0 1rem; }
      .notice { color: #b00020; }
      \(HTMLRenderer.stylesheet)</style>
      </head>
      <body>
      <main>
      <h1>\(HTMLEscaping.text(title))</h1>
      \(noticeHTML)\(renderer.render(page.form))
      </main>
      </body>
      </html>

      """
  }
}
