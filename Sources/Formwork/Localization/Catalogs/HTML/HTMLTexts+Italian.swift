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
    .htmlImageRefused: "{field} deve essere un’immagine in uno di questi formati: {formats}",
    .htmlFileKept: "{file} viene conservato; scegli un altro file per sostituirlo.",
  ]
}
