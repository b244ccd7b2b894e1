extension FormData {
  /// Whether the person pressed "save for later" (``HTMLRenderer/offersDraft``) rather than
  /// submitting: the server then keeps a draft (``Formwork/Form/draft(binding:options:identity:savedAt:)``)
  /// instead of judging the form.
  public var asksToSaveDraft: Bool { !values(for: HTMLFieldNames.saveDraft).isEmpty }
}
