import Formwork
import FormworkHTML
import Foundation

/// How a form's page keeps one draft per visitor: the store, and the name and version recorded
/// in each draft.
public struct VisitorDrafts: Sendable {
  /// Where the drafts are kept.
  public let store: VisitorDraftStore
  /// The form's name and version, written in each draft.
  public let identity: FormDraft.Identity

  /// Creates the drafts of a form.
  ///
  /// - Parameters:
  ///   - store: Where they are kept.
  ///   - identity: The form's name and version.
  public init(store: VisitorDraftStore, identity: FormDraft.Identity) {
    self.store = store
    self.identity = identity
  }

  /// A draft of `form` as bound from `data`, without its passwords (a draft is kept on the
  /// server as plain JSON, and the page never shows a password again anyway) and with no
  /// message shown (binding reveals the messages of the rules it checks; a draft is not judged).
  ///
  /// - Returns: The draft's JSON, or `nil` when the request's CSRF token is refused or the
  ///   draft cannot be written.
  func json(of form: Form, binding data: FormData, options: BindingOptions) -> Data? {
    guard var draft = try? form.draft(binding: data, options: options, identity: identity).draft
    else { return nil }
    for row in form.allRows where row is PasswordRow {
      if let tag = row.tag { draft.rows[tag] = nil }
    }
    for tag in draft.rows.keys { draft.rows[tag]?.messagesShown = false }
    return try? draft.jsonData()
  }

  /// Restores `visitor`'s draft, if one is kept, into `form`.
  ///
  /// A kept draft that no longer reads is forgotten. What did not fit (a draft of an older form)
  /// stays as the form has it.
  func restore(into form: Form, for visitor: VisitorID?) async {
    guard let visitor, let json = await store.draft(for: visitor) else { return }
    guard let draft = try? FormDraft(jsonData: json) else {
      await store.delete(visitor)
      return
    }
    form.restore(draft)
  }
}
