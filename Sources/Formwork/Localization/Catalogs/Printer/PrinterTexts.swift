/// The printer keys' templates, by language (BCP 47 identifier).
enum PrinterTexts {
  /// Each shipped language's table.
  static let tables: [String: [MessageKey: MessageTemplate]] = [
    "en": english
  ]

  /// English.
  static let english: [MessageKey: MessageTemplate] = [:]
}
