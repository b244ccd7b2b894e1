/// How ``Formwork/Form/bind(_:options:)`` treats a request beyond its fields: the CSRF check,
/// names the server handles itself, the URL schemes it takes, and how many items a request may
/// give a list.
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

  /// The URL schemes a request may give an image row or a URL field (compared in lower case):
  /// `http` and `https` unless set.
  ///
  /// An image's location must be an absolute URL with one of them; a URL field's text that names
  /// another scheme is refused. Either is reported as ``BindingIssue/refusedURL(name:value:)``
  /// and not bound, so a request never makes a row hold a script (`javascript:`), inline data
  /// (`data:`) or a file of the server (`file:`, a path). Add a scheme only when the app handles
  /// what it names safely (`["http", "https", "mailto"]`).
  public var allowedURLSchemes: Set<String>

  /// Where files kept across a re-rendered page are stored, or `nil` (the default) for none:
  /// give it the same store as ``HTMLRenderer/uploadStore``.
  ///
  /// A page re-rendered after an invalid submission carries a token for each image a row holds
  /// as bytes (``HTMLFieldNames/keptFile``), so that the person need not choose the file again;
  /// binding the next submission resolves the token here when no new file comes. A token the
  /// store does not know for that row is reported as
  /// ``BindingIssue/unknownUploadToken(name:)`` and changes nothing.
  public var uploadStore: (any UploadStore)?

  /// Creates options: no CSRF check, no ignored names, `http` and `https` URLs and at most 1,000
  /// items per list unless given.
  ///
  /// - Parameters:
  ///   - csrfCheck: The check of the request's CSRF token, or `nil` for none.
  ///   - ignoredNames: Names the server handles itself.
  ///   - maximumListItems: The most items one request may give a list row.
  ///   - allowedURLSchemes: The schemes of the URLs a request may give.
  ///   - uploadStore: Where files kept across a re-rendered page are stored, or `nil`.
  public init(
    csrfCheck: ((String) -> Bool)? = nil, ignoredNames: Set<String> = [],
    maximumListItems: Int = 1_000, allowedURLSchemes: Set<String> = ["http", "https"],
    uploadStore: (any UploadStore)? = nil
  ) {
    self.csrfCheck = csrfCheck
    self.ignoredNames = ignoredNames
    self.maximumListItems = maximumListItems
    self.allowedURLSchemes = allowedURLSchemes
    self.uploadStore = uploadStore
  }
}
