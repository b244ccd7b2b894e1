extension HTMLTexts {
  /// Dutch.
  static let dutch: [MessageKey: MessageTemplate] = [
    .htmlSubmit: "Versturen",
    .htmlAddItem: "Toevoegen",
    .htmlRemoveItem: "Verwijderen",
    .htmlRequiredMarker: "verplicht",
    .htmlErrorSummaryTitle: "Controleer het volgende",
    .htmlErrorTitle: "Fout: {title}",
    .htmlItemLabel: "{field}, item {number}",
  ]
}
