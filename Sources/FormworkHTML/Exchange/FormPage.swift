import Formwork

/// The form to show, and what its page needs: the visitor's CSRF token, a nonce for the page's
/// scripts and styles, the status to answer with and, for a new visitor, the cookie to set.
///
/// ``FormExchange`` hands one out for a `GET` (200), an item added or removed (200), an invalid
/// submission (422, with ``errors``) and a valid one (200). Render the page with
/// ``renderer(action:submitTitle:)``, which carries the token and the nonce, and answer with
/// ``response(html:)``, which adds the headers:
///
/// ```swift
/// let html = page.renderer(action: "/").render(page.form)
/// return page.response(html: "<!doctype html>…\(html)…")
/// ```
public struct FormPage {
  /// The form, as it stands: empty, or bound and validated.
  public let form: Form
  /// The visitor's CSRF token, which the form carries back.
  public let csrfToken: String
  /// The page's nonce (``SecurityHeaders/makeNonce()``): give it to every `<script>` and
  /// `<style>` of the page; the renderer's carries it already.
  public let nonce: String
  /// The HTTP status to answer with: 200, or 422 after an invalid submission.
  public let status: Int
  /// The `Set-Cookie` value that gives a new visitor their token, or `nil` for a visitor who
  /// has one.
  public let setCookie: String?
  /// The errors of an invalid submission, in form order (``Formwork/Form/validate(includeHidden:includeDisabled:quietly:)``);
  /// empty otherwise.
  public let errors: [ValidationError]

  /// Creates a page; ``FormExchange`` makes them.
  ///
  /// - Parameters:
  ///   - form: The form to show.
  ///   - csrfToken: The visitor's token.
  ///   - nonce: The page's nonce; a new one unless given.
  ///   - status: The HTTP status.
  ///   - setCookie: The cookie of a new visitor, or `nil`.
  ///   - errors: The errors of an invalid submission.
  public init(
    form: Form, csrfToken: String, nonce: String = SecurityHeaders.makeNonce(), status: Int = 200,
    setCookie: String? = nil, errors: [ValidationError] = []
  ) {
    self.form = form
    self.csrfToken = csrfToken
    self.nonce = nonce
    self.status = status
    self.setCookie = setCookie
    self.errors = errors
  }

  /// Whether the page answers an invalid submission (status 422).
  public var isInvalid: Bool { !errors.isEmpty }

  /// The number of rows and sections with at least one error, for a sentence such as "3 fields
  /// need your attention".
  public var fieldsWithErrors: Int {
    Set(errors.map { $0.row ?? "" }).count
  }

  /// A renderer for this page: posting to `action`, with the visitor's token and the page's
  /// nonce.
  ///
  /// - Parameters:
  ///   - action: Where the form posts, such as `/`.
  ///   - submitTitle: The submit button's text, or `nil` for the catalogue's.
  /// - Returns: The renderer; set its other options before rendering.
  public func renderer(action: String, submitTitle: String? = nil) -> HTMLRenderer {
    var renderer = HTMLRenderer(action: action, csrfToken: csrfToken, submitTitle: submitTitle)
    renderer.scriptNonce = nonce
    return renderer
  }

  /// The answer that shows `html`: the page's status, `text/html`, the page's security headers
  /// with its nonce (``SecurityHeaders/page(scriptNonce:)``), `Cache-Control: no-store` (the page
  /// holds a token and what a person typed) and the new visitor's cookie.
  ///
  /// - Parameter html: The whole page, rendered with ``renderer(action:submitTitle:)``.
  /// - Returns: The answer.
  public func response(html: String) -> FormResponse {
    var headers = [(name: "Content-Type", value: "text/html; charset=utf-8")]
    headers += SecurityHeaders.page(scriptNonce: nonce)
    headers.append(("Cache-Control", "no-store"))
    if let setCookie { headers.append(("Set-Cookie", setCookie)) }
    return FormResponse(status: status, headers: headers, body: html)
  }
}
