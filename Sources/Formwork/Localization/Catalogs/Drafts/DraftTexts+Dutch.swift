extension DraftTexts {
  /// Dutch.
  static let dutch: [MessageKey: MessageTemplate] = [
    .draftResumeQuestion: "Verdergaan met de antwoorden die u op {date} bewaarde? [J/n]",
    .draftResumeIncomplete: "Niet hersteld, omdat het formulier is veranderd: {fields}.",
    .draftResumeUnreadable:
      "De bewaarde antwoorden konden niet worden gelezen; u begint met een leeg formulier.",
    .draftKeepQuestion: "Uw antwoorden als concept bewaren? [J/n]",
    .draftKept: "Uw antwoorden zijn als concept bewaard.",
    .draftKeepFailed: "Uw antwoorden konden niet als concept worden bewaard.",
    .draftWebSave: "Bewaren voor later",
    .draftWebSaved:
      "Uw antwoorden zijn bewaard. U kunt later terugkomen om het formulier af te maken.",
  ]
}
