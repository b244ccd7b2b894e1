extension ReviewTexts {
  /// French.
  static let french: [MessageKey: MessageTemplate] = [
    .reviewLineTitle: "Vos réponses :",
    .reviewLinePrompt: "Tapez un numéro pour modifier cette réponse, ou rien pour envoyer.",
    .reviewLineNotOnList:
      "« {answer} » n’est pas dans la liste : répondez par un numéro de 1 à {count}, ou rien pour envoyer",
    .reviewEmpty: "(vide)",
    .reviewLineNoPrevious: "Il n’y a pas de question précédente où revenir.",
    .reviewConfirmYes: "Oui",
    .reviewConfirmNo: "Non",
    .reviewConfirmDefaultYes: "(O/n)",
    .reviewConfirmDefaultNo: "(o/N)",
    .reviewConfirmHelp: "o/n ou {keys} choisir · Entrée valider · Échap annuler",
    .reviewProgressFailed: "{title} : échec",
    .reviewChecking: "vérification…",
    .reviewTitle: "Vérifiez vos réponses",
    .reviewSubmit: "Envoyer",
    .reviewHelp: "{keys} déplacer · Entrée modifier · Ctrl-S envoyer · Échap retour",
    .reviewNew: "(nouveau)",
  ]
}
