extension DraftTexts {
  /// Italian.
  static let italian: [MessageKey: MessageTemplate] = [
    .draftResumeQuestion: "Riprendere le risposte salvate il {date}? [S/n]",
    .draftResumeIncomplete: "Non ripristinato, perché il modulo è cambiato: {fields}.",
    .draftResumeUnreadable:
      "Impossibile leggere le risposte salvate: si riparte da un modulo vuoto.",
    .draftKeepQuestion: "Conservare le risposte come bozza? [S/n]",
    .draftKept: "Le risposte sono state salvate come bozza.",
    .draftKeepFailed: "Impossibile salvare le risposte come bozza.",
    .draftWebSave: "Salva per dopo",
    .draftWebSaved: "Le risposte sono state salvate. Puoi tornare più tardi per completarle.",
  ]
}
