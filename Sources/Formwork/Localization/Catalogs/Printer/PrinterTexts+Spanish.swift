extension PrinterTexts {
  /// Spanish.
  static let spanish: [MessageKey: MessageTemplate] = [
    .printerDisabled: "(desactivado)",
    .printerOn: "SÍ",
    .printerOff: "NO",
    .printerBytes: .plural([
      .one: "{count} byte",
      .many: "{count} de bytes",
      .other: "{count} bytes",
    ]),
    .printerNoItems: "sin elementos",
    .printerItems: .plural([
      .one: "{count} elemento",
      .many: "{count} de elementos",
      .other: "{count} elementos",
    ]),
    .printerUntitledAction: "(sin título)",
    .printerFullSwipe: "(deslizar por completo)",
    .printerDestructive: "(destructiva)",
    .printerFormValid: "El formulario es válido",
    .printerRowCount: .plural([
      .one: "{count} fila",
      .many: "{count} de filas",
      .other: "{count} filas",
    ]),
    .printerSectionCount: .plural([
      .one: "{count} sección",
      .many: "{count} de secciones",
      .other: "{count} secciones",
    ]),
    .printerRowsAndSections: "{rows} y {sections}",
    .printerFormInvalid: .plural([
      .one: "{counted} no es válida: {names}",
      .many: "{counted} no son válidas: {names}",
      .other: "{counted} no son válidas: {names}",
    ]),
  ]
}
