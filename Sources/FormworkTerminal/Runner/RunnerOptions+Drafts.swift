import Formwork

extension RunnerOptions {
  /// These options, keeping drafts in `store` (see ``draftStore``).
  ///
  /// ```swift
  /// let store = FileDraftStore(url: URL(filePath: ".setup-draft.json"))
  /// let runner = FormRunner(form, options: RunnerOptions().keepingDrafts(in: store))
  /// ```
  /// - Parameters:
  ///   - store: Where the draft is kept.
  ///   - identity: The form's name and version, recorded in each draft.
  /// - Returns: The options with ``draftStore`` and ``draftIdentity`` set.
  public func keepingDrafts(in store: any DraftStore, identity: FormDraft.Identity? = nil)
    -> RunnerOptions
  {
    var options = self
    options.draftStore = store
    options.draftIdentity = identity
    return options
  }
}
