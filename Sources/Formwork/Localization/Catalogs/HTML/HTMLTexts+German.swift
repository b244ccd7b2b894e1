extension HTMLTexts {
  /// German.
  static let german: [MessageKey: MessageTemplate] = [
    .htmlSubmit: "Absenden",
    .htmlAddItem: "Hinzufügen",
    .htmlRemoveItem: "Entfernen",
    .htmlRequiredMarker: "Pflichtfeld",
  ]
}
