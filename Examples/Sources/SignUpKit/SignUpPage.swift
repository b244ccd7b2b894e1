import Formwork
import FormworkHTML

/// The HTML pages around a form: a whole document with the renderer's stylesheet.
public enum SignUpPage {
  /// The sign-up page: `page`'s form, posting to `/`; after an invalid submission the form's
  /// error summary leads to each field and the title starts with the catalogue's "Error:".
  ///
  /// - Parameters:
  ///   - page: The page ``FormworkHTML/FormExchange`` handed out.
  ///   - drafts: Whether the page offers "Save for later" and says the answers were saved.
  /// - Returns: The page's HTML.
  public static func html(_ page: FormPage, drafts: DraftState = .notOffered) -> String {
    let title = SignUpTexts.text("Sign up", in: page.form.locale)
    return document(page, title: title, action: "/", submitTitle: title, drafts: drafts)
  }

  /// A whole page for `page`'s form.
  ///
  /// - Parameters:
  ///   - page: The page ``FormworkHTML/FormExchange`` handed out.
  ///   - title: The page's title and heading.
  ///   - action: Where the form posts.
  ///   - submitTitle: The submit button's text, or `nil` for the catalogue's.
  ///   - drafts: Whether the page offers "Save for later" and says the answers were saved.
  /// - Returns: The page's HTML.
  public static func document(
    _ page: FormPage, title: String, action: String, submitTitle: String?,
    drafts: DraftState = .notOffered
  ) -> String {
    // The renderer ends the form with its data and the browser runtime (`FormworkScript`, served
    // once at its path by the server), carrying the page's nonce: rows show and hide, and the
    // rules judge each field, without a round trip. The server still applies every condition and
    // rule when the form comes back.
    var renderer = page.renderer(action: action, submitTitle: submitTitle)
    renderer.offersDraft = drafts != .notOffered
    renderer.confirmsDraftSaved = drafts == .saved
    return """
      <!doctype html>
      <html\(HTMLLanguage(page.form.locale)?.attributes ?? #" lang="en""#)>
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(HTMLEscaping.text(HTMLRenderer.documentTitle(title, for: page.form)))</title>
      <style nonce="\(HTMLEscaping.attribute(page.nonce))">
      body { margin: 2rem auto; max-width: 42rem; padding: 0 1rem; }
      \(HTMLRenderer.stylesheet)</style>
      </head>
      <body>
      <main>
      <h1>\(HTMLEscaping.text(title))</h1>
      \(renderer.render(page.form))
      </main>
      </body>
      </html>

      """
  }
}
