extension PrinterTexts {
  /// Polish.
  static let polish: [MessageKey: MessageTemplate] = [
    .printerDisabled: "(wyłączone)",
    .printerOn: "WŁ.",
    .printerOff: "WYŁ.",
    .printerBytes: .plural([
      .one: "{count} bajt",
      .few: "{count} bajty",
      .many: "{count} bajtów",
      .other: "{count} bajta",
    ]),
    .printerNoItems: "brak elementów",
    .printerItems: .plural([
      .one: "{count} element",
      .few: "{count} elementy",
      .many: "{count} elementów",
      .other: "{count} elementu",
    ]),
    .printerUntitledAction: "(bez tytułu)",
    .printerFullSwipe: "(pełne przesunięcie)",
    .printerDestructive: "(destrukcyjna)",
    .printerFormValid: "Formularz jest poprawny",
    .printerRowCount: .plural([
      .one: "{count} wiersz",
      .few: "{count} wiersze",
      .many: "{count} wierszy",
      .other: "{count} wiersza",
    ]),
    .printerSectionCount: .plural([
      .one: "{count} sekcja",
      .few: "{count} sekcje",
      .many: "{count} sekcji",
      .other: "{count} sekcji",
    ]),
    .printerRowsAndSections: "{rows} i {sections}",
    .printerFormInvalid: .plural([
      .one: "Niepoprawne ({counted}): {names}",
      .few: "Niepoprawne ({counted}): {names}",
      .many: "Niepoprawne ({counted}): {names}",
      .other: "Niepoprawne ({counted}): {names}",
    ]),
  ]
}
