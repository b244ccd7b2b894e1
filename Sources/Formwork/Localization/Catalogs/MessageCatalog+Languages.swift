/// The languages Formwork ships, each assembled from the tables of every group of keys.
extension MessageCatalog {
  /// The language of a form without a ``Form/locale``, and of every key another catalogue lacks.
  public static let english = assembled("en", pluralRule: .oneOther)

  /// The languages beside English, with their plural rules.
  static let translations: [MessageCatalog] = [
    assembled("de", pluralRule: .oneOther),
    assembled("fr", pluralRule: .zeroOneManyOther),
    assembled("es", pluralRule: .oneManyOther),
    assembled("it", pluralRule: .oneManyOther),
    assembled("pt-BR", pluralRule: .zeroOneManyOther),
    assembled("nl", pluralRule: .oneOther),
    assembled("pl", pluralRule: .polish),
    assembled("ru", pluralRule: .russian),
    assembled("ja", pluralRule: .other),
    assembled("zh-Hans", pluralRule: .other),
    assembled("ar", pluralRule: .arabic),
  ]

  /// A language's catalogue: its table of every group, merged.
  private static func assembled(_ language: String, pluralRule: PluralRule) -> MessageCatalog {
    var templates: [MessageKey: MessageTemplate] = [:]
    for group in [
      ValidationTexts.tables, RowTexts.tables, PrinterTexts.tables, TerminalTexts.tables,
      HTMLTexts.tables, AnswersTexts.tables, DraftTexts.tables, ReviewTexts.tables,
    ] {
      templates.merge(group[language] ?? [:]) { first, _ in first }
    }
    return MessageCatalog(language: language, pluralRule: pluralRule, templates: templates)
  }
}
