/// What a page says about drafts: nothing, a "Save for later" button, or that button and the
/// note that the visitor's answers were saved.
public enum DraftState: Equatable, Sendable {
  /// The page keeps no drafts (the catalogue).
  case notOffered
  /// The page offers "Save for later" (``FormworkHTML/HTMLRenderer/offersDraft``).
  case offered
  /// The page offers it and starts with the note that the answers were saved
  /// (``FormworkHTML/HTMLRenderer/confirmsDraftSaved``).
  case saved
}
