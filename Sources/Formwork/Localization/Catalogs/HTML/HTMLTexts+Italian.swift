extension HTMLTexts {
  /// Italian.
  static let italian: [MessageKey: MessageTemplate] = [
    .htmlSubmit: "Invia",
    .htmlAddItem: "Aggiungi",
    .htmlRemoveItem: "Rimuovi",
    .htmlRequiredMarker: "obbligatorio",
    .htmlErrorSummaryTitle: "Controlla quanto segue, per favore",
    .htmlErrorTitle: "Errore: {title}",
    .htmlItemLabel: "{field}, elemento {number}",
  ]
}
