/// The review keys' templates, by language (BCP 47 identifier).
enum ReviewTexts {
  /// Each shipped language's table.
  static let tables: [String: [MessageKey: MessageTemplate]] = [
    "en": english, "de": german, "fr": french, "es": spanish, "it": italian,
    "pt-BR": brazilianPortuguese, "nl": dutch, "pl": polish, "ru": russian, "ja": japanese,
    "zh-Hans": simplifiedChinese, "ar": arabic,
  ]
}
