extension PrinterTexts {
  /// French.
  static let french: [MessageKey: MessageTemplate] = [
    .printerDisabled: "(désactivé)",
    .printerOn: "OUI",
    .printerOff: "NON",
    .printerBytes: .plural([
      .one: "{count} octet",
      .many: "{count} d’octets",
      .other: "{count} octets",
    ]),
    .printerNoItems: "aucun élément",
    .printerItems: .plural([
      .one: "{count} élément",
      .many: "{count} d’éléments",
      .other: "{count} éléments",
    ]),
    .printerUntitledAction: "(sans titre)",
    .printerFullSwipe: "(balayage complet)",
    .printerDestructive: "(destructif)",
    .printerFormValid: "Le formulaire est valide",
    .printerRowCount: .plural([
      .one: "{count} ligne",
      .many: "{count} de lignes",
      .other: "{count} lignes",
    ]),
    .printerSectionCount: .plural([
      .one: "{count} section",
      .many: "{count} de sections",
      .other: "{count} sections",
    ]),
    .printerRowsAndSections: "{rows} et {sections}",
    .printerFormInvalid: .plural([
      .one: "{counted} n’est pas valide : {names}",
      .many: "{counted} ne sont pas valides : {names}",
      .other: "{counted} ne sont pas valides : {names}",
    ]),
  ]
}
