/// The keys of the words a person reads about drafts: the questions a runner asks to resume or
/// keep one, what it says after, and the web's "save for later". Placeholders beside each key.
extension MessageKey {
  /// `{date}`, when the draft was kept, written in the form's language: "Resume the answers
  /// you kept on {date}? [Y/n]".
  public static let draftResumeQuestion: MessageKey = "draft.resume.question"
  /// `{fields}`, the titles of what did not fit, listed as the language lists: "Not
  /// restored, as the form has changed: {fields}.".
  public static let draftResumeIncomplete: MessageKey = "draft.resume.incomplete"
  /// A kept draft that could not be read: "The answers you kept could not be read; starting
  /// with an empty form.".
  public static let draftResumeUnreadable: MessageKey = "draft.resume.unreadable"
  /// "Keep your answers as a draft? [Y/n]".
  public static let draftKeepQuestion: MessageKey = "draft.keep.question"
  /// "Your answers are kept as a draft.".
  public static let draftKept: MessageKey = "draft.kept"
  /// "Your answers could not be kept as a draft.".
  public static let draftKeepFailed: MessageKey = "draft.keep.failed"
  /// The web's button that keeps a draft: "Save for later".
  public static let draftWebSave: MessageKey = "draft.web.save"
  /// The web's note after a draft was kept.
  ///
  /// "Your answers are saved. You can come back and finish later.".
  public static let draftWebSaved: MessageKey = "draft.web.saved"
}
