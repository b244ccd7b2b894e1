extension HTMLFieldNames {
  /// The name of the "save for later" button (``HTMLRenderer/offersDraft``): a request that
  /// holds it asks the server to keep a draft rather than to submit
  /// (``FormData/asksToSaveDraft``).
  public static let saveDraft = "formwork.draft"
}
