extension DraftTexts {
  /// German.
  static let german: [MessageKey: MessageTemplate] = [
    .draftResumeQuestion: "Mit den am {date} gespeicherten Antworten weitermachen? [J/n]",
    .draftResumeIncomplete:
      "Nicht wiederhergestellt, weil sich das Formular geändert hat: {fields}.",
    .draftResumeUnreadable:
      "Die gespeicherten Antworten konnten nicht gelesen werden; es geht mit einem leeren Formular los.",
    .draftKeepQuestion: "Antworten als Entwurf behalten? [J/n]",
    .draftKept: "Ihre Antworten sind als Entwurf gespeichert.",
    .draftKeepFailed: "Ihre Antworten konnten nicht als Entwurf gespeichert werden.",
    .draftWebSave: "Für später speichern",
    .draftWebSaved:
      "Ihre Antworten sind gespeichert. Sie können später zurückkommen und das Formular fertig ausfüllen.",
  ]
}
