extension PrinterTexts {
  /// Italian.
  static let italian: [MessageKey: MessageTemplate] = [
    .printerDisabled: "(disattivato)",
    .printerOn: "SÌ",
    .printerOff: "NO",
    .printerBytes: .plural([
      .one: "{count} byte",
      .many: "{count} di byte",
      .other: "{count} byte",
    ]),
    .printerNoItems: "nessun elemento",
    .printerItems: .plural([
      .one: "{count} elemento",
      .many: "{count} di elementi",
      .other: "{count} elementi",
    ]),
    .printerUntitledAction: "(senza titolo)",
    .printerFullSwipe: "(scorrimento completo)",
    .printerDestructive: "(distruttiva)",
    .printerFormValid: "Il modulo è valido",
    .printerRowCount: .plural([
      .one: "{count} riga",
      .many: "{count} di righe",
      .other: "{count} righe",
    ]),
    .printerSectionCount: .plural([
      .one: "{count} sezione",
      .many: "{count} di sezioni",
      .other: "{count} sezioni",
    ]),
    .printerRowsAndSections: "{rows} e {sections}",
    .printerFormInvalid: .plural([
      .one: "{counted} non è valida: {names}",
      .many: "{counted} non sono valide: {names}",
      .other: "{counted} non sono valide: {names}",
    ]),
  ]
}
