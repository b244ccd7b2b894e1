/// How ``Formwork/Form/bind(_:options:)`` treats a request beyond its fields: the CSRF check,
/// names the server handles itself, and how many items a request may give a list.
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

  /// The most items one request may give a list row (``Formwork/ListEditingRow``); 1,000
  /// unless set, as many as the fields ``FormDataLimits/standard`` reads.
  ///
  /// A list's items come one per field or one per line of a text area, so one value of
  /// ``FormDataLimits/maximumValueBytes`` could otherwise make tens of thousands of items. A
  /// request that gives a list more keeps the row as it was and is reported as
  /// ``BindingIssue/tooManyListItems(name:count:limit:)``.
  public var maximumListItems: Int

  /// Creates options: no CSRF check, no ignored names, and at most 1,000 items per list unless
  /// given.
  ///
  /// - Parameters:
  ///   - csrfCheck: The server's check of the CSRF token, or `nil` for none.
  ///   - ignoredNames: Names the server handles itself.
  ///   - maximumListItems: The most items one request may give a list row.
  public init(
    csrfCheck: ((String) -> Bool)? = nil, ignoredNames: Set<String> = [],
    maximumListItems: Int = 1_000
  ) {
    self.csrfCheck = csrfCheck
    self.ignoredNames = ignoredNames
    self.maximumListItems = maximumListItems
  }
}
