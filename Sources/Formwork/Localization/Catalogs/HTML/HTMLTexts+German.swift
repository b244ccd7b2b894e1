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
    .htmlImageRefused: "{field} muss ein Bild in einem dieser Formate sein: {formats}",
    .htmlFileKept: "{file} bleibt erhalten; wählen Sie eine andere Datei, um sie zu ersetzen.",
  ]
}
