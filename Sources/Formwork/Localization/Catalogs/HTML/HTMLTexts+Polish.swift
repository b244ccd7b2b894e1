extension HTMLTexts {
  /// Polish.
  static let polish: [MessageKey: MessageTemplate] = [
    .htmlSubmit: "Wyślij",
    .htmlAddItem: "Dodaj",
    .htmlRemoveItem: "Usuń",
    .htmlRequiredMarker: "wymagane",
    .htmlErrorSummaryTitle: "Sprawdź poniższe pola",
    .htmlErrorTitle: "Błąd: {title}",
    .htmlItemLabel: "{field}, pozycja {number}",
  ]
}
