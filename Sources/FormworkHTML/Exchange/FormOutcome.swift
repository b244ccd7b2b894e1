/// What ``FormExchange`` made of a request: a page to show, a valid submission for the
/// handler's own action, or an answer that refuses the request.
///
/// A handler switches over it only where it acts on a valid submission; ``response(page:)``
/// answers every other case:
///
/// ```swift
/// let outcome = await exchange.respond(to: form, method: method, header: header, body: read)
/// if case .valid = outcome { store(form); return .redirect(to: "/welcome") }
/// return outcome.response { page in SignUpPage.html(page) }
/// ```
public enum FormOutcome {
  /// Show the form: the empty form of a `GET` (200), the form again after an item was added or
  /// removed (200, not validated), or an invalid submission with its messages (422).
  case page(FormPage)
  /// A submission that bound cleanly and passed validation: the handler stores it and answers
  /// (a redirect, usually). The page is there to show it again if storing fails.
  case valid(FormPage)
  /// A request refused as a whole (400, 403, 405, 408, 413, 415): send the answer as it is.
  case refused(FormResponse)

  /// The answer: the page `page` renders (for ``page(_:)`` and ``valid(_:)``), or the refusal.
  ///
  /// - Parameter page: Renders a whole HTML page for the form; see ``FormPage``.
  /// - Returns: The answer to send.
  public func response(page: (FormPage) -> String) -> FormResponse {
    switch self {
    case .page(let form), .valid(let form): form.response(html: page(form))
    case .refused(let response): response
    }
  }
}
