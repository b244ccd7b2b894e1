extension HTMLTexts {
  /// Polish.
  static let polish: [MessageKey: MessageTemplate] = [
    .htmlSubmit: "Wyślij",
    .htmlAddItem: "Dodaj",
    .htmlRemoveItem: "Usuń",
    .htmlRequiredMarker: "wymagane",
  ]
}
