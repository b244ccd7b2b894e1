extension HTMLTexts {
  /// German.
  static let german: [MessageKey: MessageTemplate] = [
    .htmlSubmit: "Absenden",
    .htmlAddItem: "Hinzufügen",
    .htmlRemoveItem: "Entfernen",
    .htmlRequiredMarker: "Pflichtfeld",
    .htmlErrorSummaryTitle: "Bitte prüfen Sie Folgendes",
    .htmlErrorTitle: "Fehler: {title}",
    .htmlItemLabel: "{field}, Eintrag {number}",
  ]
}
