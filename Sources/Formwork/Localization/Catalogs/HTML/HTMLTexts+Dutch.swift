extension HTMLTexts {
  /// Dutch.
  static let dutch: [MessageKey: MessageTemplate] = [
    .htmlSubmit: "Versturen",
    .htmlAddItem: "Toevoegen",
    .htmlRemoveItem: "Verwijderen",
    .htmlRequiredMarker: "verplicht",
  ]
}
