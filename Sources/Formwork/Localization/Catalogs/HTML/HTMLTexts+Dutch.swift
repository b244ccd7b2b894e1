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
    .htmlImageRefused: "{field} moet een afbeelding zijn in een van deze formaten: {formats}",
    .htmlFileKept: "{file} blijft bewaard; kies een ander bestand om het te vervangen.",
  ]
}
