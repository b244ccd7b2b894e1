/// How ``Formwork/Form/bind(_:options:)`` treats a request beyond its fields: the CSRF check,
/// and names the server handles itself.
///
/// ```swift
/// let options = BindingOptions(
///   csrfCheck: { token in session.csrfToken == token },
///   ignoredNames: ["redirect"])
/// let report = try form.bind(data, options: options)
/// ```
public struct BindingOptions {
  /// The server's check of the ``HTMLFieldNames/csrfToken`` field, or `nil` for no check.
  ///
  /// Formwork makes and checks no token itself: the closure gets the token the request carries
  /// and answers whether it is the one the server handed out (for example, compared in constant
  /// time with a token kept in the person's session). Without a token, or with one refused,
  /// binding throws ``FormRequestError/missingCSRFToken`` or
  /// ``FormRequestError/invalidCSRFToken`` and changes nothing.
  public var csrfCheck: ((String) -> Bool)?

  /// Names the binder leaves to the server without reporting them as unknown.
  ///
  /// Use it for the server's own hidden fields and buttons. ``HTMLFieldNames``' names are never
  /// reported.
  public var ignoredNames: Set<String>

  /// Creates options: no CSRF check and no ignored names unless given.
  public init(csrfCheck: ((String) -> Bool)? = nil, ignoredNames: Set<String> = []) {
    self.csrfCheck = csrfCheck
    self.ignoredNames = ignoredNames
  }
}
