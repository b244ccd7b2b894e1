/// The printer keys' templates, by language (BCP 47 identifier).
enum PrinterTexts {
  /// Each shipped language's table.
  static let tables: [String: [MessageKey: MessageTemplate]] = [
    "en": english, "de": german, "fr": french, "es": spanish, "it": italian,
    "pt-BR": brazilianPortuguese,
    "nl": dutch, "pl": polish, "ru": russian, "ja": japanese, "zh-Hans": simplifiedChinese,
    "ar": arabic,
  ]

  /// English.
  static let english: [MessageKey: MessageTemplate] = [
    .printerDisabled: "(disabled)",
    .printerOn: "ON",
    .printerOff: "OFF",
    .printerBytes: .plural([
      .one: "{count} byte",
      .other: "{count} bytes",
    ]),
    .printerNoItems: "no items",
    .printerItems: .plural([
      .one: "{count} item",
      .other: "{count} items",
    ]),
    .printerUntitledAction: "(untitled)",
    .printerFullSwipe: "(full swipe)",
    .printerDestructive: "(destructive)",
    .printerFormValid: "Form is valid",
    .printerRowCount: .plural([
      .one: "{count} row",
      .other: "{count} rows",
    ]),
    .printerSectionCount: .plural([
      .one: "{count} section",
      .other: "{count} sections",
    ]),
    .printerRowsAndSections: "{rows} and {sections}",
    .printerFormInvalid: .plural([
      .one: "{counted} is invalid: {names}",
      .other: "{counted} are invalid: {names}",
    ]),
  ]
}
