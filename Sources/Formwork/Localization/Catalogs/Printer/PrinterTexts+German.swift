extension PrinterTexts {
  /// German.
  static let german: [MessageKey: MessageTemplate] = [
    .printerDisabled: "(deaktiviert)",
    .printerOn: "EIN",
    .printerOff: "AUS",
    .printerBytes: .plural([
      .one: "{count} Byte",
      .other: "{count} Bytes",
    ]),
    .printerNoItems: "keine Einträge",
    .printerItems: .plural([
      .one: "{count} Eintrag",
      .other: "{count} Einträge",
    ]),
    .printerUntitledAction: "(ohne Titel)",
    .printerFullSwipe: "(ganz wischen)",
    .printerDestructive: "(destruktiv)",
    .printerFormValid: "Formular ist gültig",
    .printerRowCount: .plural([
      .one: "{count} Zeile",
      .other: "{count} Zeilen",
    ]),
    .printerSectionCount: .plural([
      .one: "{count} Abschnitt",
      .other: "{count} Abschnitte",
    ]),
    .printerRowsAndSections: "{rows} und {sections}",
    .printerFormInvalid: .plural([
      .one: "{counted} ist ungültig: {names}",
      .other: "{counted} sind ungültig: {names}",
    ]),
  ]
}
