extension PrinterTexts {
  /// Brazilian Portuguese.
  static let brazilianPortuguese: [MessageKey: MessageTemplate] = [
    .printerDisabled: "(desativado)",
    .printerOn: "SIM",
    .printerOff: "NÃO",
    .printerBytes: .plural([
      .one: "{count} byte",
      .many: "{count} de bytes",
      .other: "{count} bytes",
    ]),
    .printerNoItems: "nenhum item",
    .printerItems: .plural([
      .one: "{count} item",
      .many: "{count} de itens",
      .other: "{count} itens",
    ]),
    .printerUntitledAction: "(sem título)",
    .printerFullSwipe: "(deslizar até o fim)",
    .printerDestructive: "(destrutiva)",
    .printerFormValid: "O formulário é válido",
    .printerRowCount: .plural([
      .one: "{count} linha",
      .many: "{count} de linhas",
      .other: "{count} linhas",
    ]),
    .printerSectionCount: .plural([
      .one: "{count} seção",
      .many: "{count} de seções",
      .other: "{count} seções",
    ]),
    .printerRowsAndSections: "{rows} e {sections}",
    .printerFormInvalid: .plural([
      .one: "{counted} não é válida: {names}",
      .many: "{counted} não são válidas: {names}",
      .other: "{counted} não são válidas: {names}",
    ]),
  ]
}
