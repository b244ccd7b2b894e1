extension DraftTexts {
  /// English.
  static let english: [MessageKey: MessageTemplate] = [
    .draftResumeQuestion: "Resume the answers you kept on {date}? [Y/n]",
    .draftResumeIncomplete: "Not restored, as the form has changed: {fields}.",
    .draftResumeUnreadable: "The answers you kept could not be read; starting with an empty form.",
    .draftKeepQuestion: "Keep your answers as a draft? [Y/n]",
    .draftKept: "Your answers are kept as a draft.",
    .draftKeepFailed: "Your answers could not be kept as a draft.",
    .draftWebSave: "Save for later",
    .draftWebSaved: "Your answers are saved. You can come back and finish later.",
  ]
}
