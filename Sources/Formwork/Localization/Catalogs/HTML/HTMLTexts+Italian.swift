extension HTMLTexts {
  /// Italian.
  static let italian: [MessageKey: MessageTemplate] = [
    .htmlSubmit: "Invia",
    .htmlAddItem: "Aggiungi",
    .htmlRemoveItem: "Rimuovi",
    .htmlRequiredMarker: "obbligatorio",
  ]
}
