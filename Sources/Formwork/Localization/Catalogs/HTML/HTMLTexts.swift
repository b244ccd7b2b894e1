/// The html keys' templates, by language (BCP 47 identifier).
enum HTMLTexts {
  /// Each shipped language's table.
  static let tables: [String: [MessageKey: MessageTemplate]] = [
    "en": english
  ]

  /// English.
  static let english: [MessageKey: MessageTemplate] = [:]
}
