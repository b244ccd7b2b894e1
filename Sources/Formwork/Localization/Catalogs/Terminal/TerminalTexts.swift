/// The terminal keys' templates, by language (BCP 47 identifier).
enum TerminalTexts {
  /// Each shipped language's table.
  static let tables: [String: [MessageKey: MessageTemplate]] = [
    "en": english
  ]

  /// English.
  static let english: [MessageKey: MessageTemplate] = [:]
}
