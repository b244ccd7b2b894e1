/// The response headers that keep a page of FormworkHTML from being framed, sniffed or made to
/// run a script it did not bring, as name and value pairs for any server framework.
///
/// A page's `Content-Security-Policy` runs only the scripts and style sheets that carry the
/// page's nonce: give the same nonce to ``HTMLRenderer/scriptNonce``, so that the browser
/// runtime (``FormworkScript``) runs, and to your own `<style nonce="…">` elements. Make a new
/// nonce for every answer (``makeNonce()``). Or name what runs by origin and hash, with no
/// nonce: ``page(scriptHashes:styleHashes:)``.
///
/// ```swift
/// let nonce = SecurityHeaders.makeNonce()
/// var renderer = HTMLRenderer(action: "/signup", csrfToken: token)
/// renderer.scriptNonce = nonce
/// for (name, value) in SecurityHeaders.page(scriptNonce: nonce) {
///   response.headers[name] = value
/// }
/// ```
public enum SecurityHeaders {
  /// Makes a nonce for one page: 32 random bytes from the system's generator, in base64url
  /// (``CSRFProtection/makeToken()``), which a policy's `'nonce-…'` source accepts as written.
  ///
  /// - Returns: The nonce.
  public static func makeNonce() -> String {
    CSRFProtection.makeToken()
  }

  /// The headers of an HTML page.
  ///
  /// | header | value |
  /// | --- | --- |
  /// | `Content-Security-Policy` | `default-src 'none'; script-src 'nonce-…'; style-src 'nonce-…'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'` |
  /// | `X-Frame-Options` | `DENY` |
  /// | `X-Content-Type-Options` | `nosniff` |
  /// | `Referrer-Policy` | `same-origin` |
  ///
  /// The page loads nothing from elsewhere, runs only what carries its nonce, submits only to
  /// its own origin, and no page may frame it. `Referrer-Policy: same-origin` keeps addresses
  /// from other sites while browsers still send the page's own `Origin` with its submissions,
  /// which ``CSRFProtection/checkOrigin(_:fetchSite:allowedOrigins:)`` reads (under
  /// `no-referrer` they send `Origin: null`).
  ///
  /// - Parameter scriptNonce: The page's nonce, from ``makeNonce()``.
  /// - Returns: The headers, in the order above.
  public static func page(scriptNonce: String) -> [(name: String, value: String)] {
    let nonce = "'nonce-\(scriptNonce)'"
    return [
      (
        "Content-Security-Policy",
        "default-src 'none'; script-src \(nonce); style-src \(nonce); img-src 'self'; "
          + "form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
      ),
      ("X-Frame-Options", "DENY"),
      ("X-Content-Type-Options", "nosniff"),
      ("Referrer-Policy", "same-origin"),
    ]
  }

  /// The headers of an HTML page whose scripts and style sheets run by their origin and hash,
  /// with no nonce: the runtime served at ``FormworkScript/path`` (`'self'`), and what stays
  /// inline by its `'sha256-…'` source.
  ///
  /// | header | value |
  /// | --- | --- |
  /// | `Content-Security-Policy` | `default-src 'none'; script-src 'self' 'sha256-…'; style-src 'self' 'sha256-…'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'` |
  ///
  /// and the other headers of ``page(scriptNonce:)``. The page's data
  /// (`<script type="application/json">`) is not run, so it needs no source. A page that
  /// writes the runtime inline (``FormworkScriptPlacement/inline``) passes
  /// ``FormworkScript/hashSource``; a page with the renderer's style sheet in a `<style>`
  /// element passes ``hashSource(of:)`` of the element's exact text.
  ///
  /// ```swift
  /// let headers = SecurityHeaders.page(
  ///   scriptHashes: [], styleHashes: [SecurityHeaders.hashSource(of: HTMLRenderer.stylesheet)])
  /// ```
  ///
  /// - Parameters:
  ///   - scriptHashes: The `'sha256-…'` sources of the inline scripts the page runs.
  ///   - styleHashes: The `'sha256-…'` sources of the inline style sheets the page uses.
  /// - Returns: The headers, in the order of ``page(scriptNonce:)``.
  public static func page(scriptHashes: [String], styleHashes: [String] = [])
    -> [(name: String, value: String)]
  {
    let scripts = (["'self'"] + scriptHashes).joined(separator: " ")
    let styles = (["'self'"] + styleHashes).joined(separator: " ")
    return [
      (
        "Content-Security-Policy",
        "default-src 'none'; script-src \(scripts); style-src \(styles); img-src 'self'; "
          + "form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
      ),
      ("X-Frame-Options", "DENY"),
      ("X-Content-Type-Options", "nosniff"),
      ("Referrer-Policy", "same-origin"),
    ]
  }

  /// The `'sha256-…'` source of a Content Security Policy that allows an inline `<script>` or
  /// `<style>` element whose text is exactly `text`: the SHA-256 of its UTF-8 bytes, in base64.
  ///
  /// ```swift
  /// SecurityHeaders.hashSource(of: "")  // "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"
  /// ```
  ///
  /// - Parameter text: The element's text, byte for byte as the page holds it.
  /// - Returns: The source, with its single quotes.
  public static func hashSource(of text: String) -> String {
    "'sha256-" + SHA256.base64(of: text) + "'"
  }

  /// The headers of any other answer (plain text, JSON, an error): the same as a page's, with a
  /// policy that allows nothing to run or load (`default-src 'none'; frame-ancestors 'none';
  /// base-uri 'none'`), so that a text that echoes a request is never read as HTML or framed.
  ///
  /// - Returns: The headers.
  public static func otherAnswer() -> [(name: String, value: String)] {
    [
      ("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'; base-uri 'none'"),
      ("X-Frame-Options", "DENY"),
      ("X-Content-Type-Options", "nosniff"),
      ("Referrer-Policy", "same-origin"),
    ]
  }
}
