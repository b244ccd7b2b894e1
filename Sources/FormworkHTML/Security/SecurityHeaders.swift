/// The response headers that keep a page of FormworkHTML from being framed, sniffed or made to
/// run a script it did not bring, as name and value pairs for any server framework.
///
/// A page's `Content-Security-Policy` runs only the scripts and style sheets that carry the
/// page's nonce: give the same nonce to ``HTMLRenderer/scriptNonce``, so that the conditions
/// script runs, and to your own `<style nonce="…">` elements. Make a new nonce for every
/// answer (``makeNonce()``).
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
