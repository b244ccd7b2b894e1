extension DraftTexts {
  /// French.
  static let french: [MessageKey: MessageTemplate] = [
    .draftResumeQuestion: "Reprendre les réponses enregistrées le {date} ? [O/n]",
    .draftResumeIncomplete: "Non restauré, car le formulaire a changé : {fields}.",
    .draftResumeUnreadable:
      "Les réponses enregistrées n’ont pas pu être lues ; le formulaire repart de zéro.",
    .draftKeepQuestion: "Garder vos réponses comme brouillon ? [O/n]",
    .draftKept: "Vos réponses sont gardées comme brouillon.",
    .draftKeepFailed: "Vos réponses n’ont pas pu être gardées comme brouillon.",
    .draftWebSave: "Enregistrer pour plus tard",
    .draftWebSaved: "Vos réponses sont enregistrées. Vous pourrez revenir les terminer plus tard.",
  ]
}
