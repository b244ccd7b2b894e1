import Formwork
import Foundation

/// Drafts on the web: a "save for later" press becomes a draft the server keeps per visitor,
/// and a kept draft restores into the page the visitor sees next.
extension Form {
  /// Binds a request as ``bind(_:options:)`` does, but as a draft: values and typed text are
  /// taken, messages are not revealed (nothing is judged yet), and the form's draft is returned
  /// for the server to keep.
  ///
  /// ```swift
  /// if data.asksToSaveDraft {
  ///   let (draft, _) = try form.draft(binding: data, identity: .init(name: "signup"))
  ///   try drafts(for: visitor).save(draft)
  /// }
  /// // On the visitor's next visit: form.restore(draft), then render the page.
  /// ```
  /// - Parameters:
  ///   - data: The submitted request.
  ///   - options: The CSRF check and the names the server handles itself.
  ///   - identity: The form's name and version, recorded in the draft.
  ///   - savedAt: When the draft is made; now unless given.
  /// - Returns: The draft and what was not bound as sent.
  /// - Throws: ``FormworkHTML/FormRequestError/missingCSRFToken`` or
  ///   ``FormworkHTML/FormRequestError/invalidCSRFToken``
  ///   when `options` checks a token and the request's is missing or refused; the form is
  ///   unchanged then.
  public func draft(
    binding data: FormData, options: BindingOptions = BindingOptions(),
    identity: FormDraft.Identity? = nil, savedAt: Date = Date()
  ) throws(FormRequestError) -> (draft: FormDraft, report: BindingReport) {
    if let check = options.csrfCheck {
      let tokens = data.values(for: HTMLFieldNames.csrfToken)
      guard let token = tokens.first else { throw .missingCSRFToken }
      guard tokens.count == 1, check(token) else { throw .invalidCSRFToken }
    }
    let report = RequestBinding(form: self, data: data, options: options).run()
    return (draft(identity: identity, savedAt: savedAt), report)
  }
}
