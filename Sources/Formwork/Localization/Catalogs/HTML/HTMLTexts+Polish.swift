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
    .htmlImageRefused: "{field} musi być obrazem w jednym z tych formatów: {formats}",
    .htmlFileKept: "Plik {file} zostaje zachowany; wybierz inny plik, aby go zastąpić.",
  ]
}
