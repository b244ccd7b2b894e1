extension PrinterTexts {
  /// Dutch.
  static let dutch: [MessageKey: MessageTemplate] = [
    .printerDisabled: "(uitgeschakeld)",
    .printerOn: "AAN",
    .printerOff: "UIT",
    .printerBytes: .plural([
      .one: "{count} byte",
      .other: "{count} bytes",
    ]),
    .printerNoItems: "geen elementen",
    .printerItems: .plural([
      .one: "{count} element",
      .other: "{count} elementen",
    ]),
    .printerUntitledAction: "(zonder titel)",
    .printerFullSwipe: "(volledig vegen)",
    .printerDestructive: "(destructief)",
    .printerFormValid: "Formulier is geldig",
    .printerRowCount: .plural([
      .one: "{count} rij",
      .other: "{count} rijen",
    ]),
    .printerSectionCount: .plural([
      .one: "{count} sectie",
      .other: "{count} secties",
    ]),
    .printerRowsAndSections: "{rows} en {sections}",
    .printerFormInvalid: .plural([
      .one: "{counted} is ongeldig: {names}",
      .other: "{counted} zijn ongeldig: {names}",
    ]),
  ]
}
