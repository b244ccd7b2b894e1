import Formwork
import Foundation
import Testing

@Suite("Every shipped catalogue has every key, in its own words")
struct CatalogCompletenessTests {
  /// The languages beside English.
  static let translations = MessageCatalog.shippedLanguages.filter { $0 != "en" }

  /// Templates with a sentence that may read as English's, because the language uses the same
  /// word after a number, by language and key.
  static let sameAsEnglish: Set<String> = [
    "nl printer.bytes", "es printer.bytes", "it printer.bytes", "pt-BR printer.bytes",  // byte(s)
    "pt-BR printer.items",  // "1 item"
    "fr printer.sectionCount",  // "2 sections"
    "es terminal.answer.no", "it terminal.answer.no",  // "no"
    "es review.confirm.no", "it review.confirm.no",  // "No"
    "es html.errorTitle",  // "Error: {title}"
    "pt-BR html.itemLabel", "nl html.itemLabel",  // "{field}, item {number}"
  ]

  /// The catalogue Formwork ships for a language, with only its own templates.
  static func catalog(_ language: String) -> MessageCatalog {
    MessageCatalog.shipped(for: Locale(identifier: language))
  }

  @Test("twelve languages ship, English first")
  func shippedLanguages() {
    #expect(
      MessageCatalog.shippedLanguages == [
        "en", "de", "fr", "es", "it", "pt-BR", "nl", "pl", "ru", "ja", "zh-Hans", "ar",
      ])
  }

  @Test("each language has every key English has, and no other", arguments: translations)
  func everyKey(language: String) {
    let english = Set(MessageCatalog.english.templates.keys.map(\.rawValue))
    let own = Set(Self.catalog(language).templates.keys.map(\.rawValue))
    #expect(english.subtracting(own).sorted() == [], "missing in \(language)")
    #expect(own.subtracting(english).sorted() == [], "unknown to English in \(language)")
  }

  @Test("each template has English's placeholders", arguments: translations)
  func placeholders(language: String) {
    let catalog = Self.catalog(language)
    for (key, english) in MessageCatalog.english.templates {
      guard let template = catalog.templates[key] else { continue }
      #expect(template.placeholders == english.placeholders, "\(language) \(key)")
    }
  }

  @Test(
    "each plural template has exactly its language's categories",
    arguments: MessageCatalog.shippedLanguages)
  func pluralCategories(language: String) {
    let catalog = Self.catalog(language)
    for (key, template) in catalog.templates {
      guard case .plural(let forms) = template else { continue }
      #expect(
        Set(forms.keys) == Set(catalog.pluralRule.categories), "\(language) \(key)")
    }
  }

  @Test("a count's template is plural wherever the language has more than one form")
  func countsArePlural() {
    for language in MessageCatalog.shippedLanguages {
      let catalog = Self.catalog(language)
      guard catalog.pluralRule.categories.count > 1 else { continue }
      for (key, english) in MessageCatalog.english.templates {
        guard case .plural = english, let template = catalog.templates[key] else { continue }
        if case .text = template { Issue.record("\(language) \(key) is not plural") }
      }
    }
  }

  @Test("no template of another language reads as English's", arguments: translations)
  func noEnglishLeft(language: String) {
    let catalog = Self.catalog(language)
    for (key, english) in MessageCatalog.english.templates {
      guard let template = catalog.templates[key],
        !Self.sameAsEnglish.contains("\(language) \(key.rawValue)")
      else { continue }
      let englishSentences = Set(english.sentences)
      for sentence in template.sentences {
        #expect(!englishSentences.contains(sentence), "\(language) \(key): \(sentence)")
      }
    }
  }

  @Test("the allow-list names only templates with a sentence that does read as English's")
  func allowListIsNeeded() {
    for entry in Self.sameAsEnglish {
      let parts = entry.split(separator: " ").map(String.init)
      let key = MessageKey(parts[1])
      let own = Set(Self.catalog(parts[0]).templates[key]?.sentences ?? [])
      let english = Set(MessageCatalog.english.templates[key]?.sentences ?? [])
      #expect(!own.isDisjoint(with: english), "\(entry)")
    }
  }

  @Test(
    "a locale finds its catalogue by language and script or region",
    arguments: [
      ("de_DE", "de"), ("de_AT", "de"), ("de-CH", "de"), ("fr_CA", "fr"), ("es_MX", "es"),
      ("it_IT", "it"), ("pt_BR", "pt-BR"), ("pt_PT", "pt-BR"), ("nl_BE", "nl"), ("pl_PL", "pl"),
      ("ru_RU", "ru"), ("ja_JP", "ja"), ("zh_CN", "zh-Hans"), ("zh-Hans", "zh-Hans"),
      ("zh-Hans-CN", "zh-Hans"), ("ar_EG", "ar"), ("ar", "ar"), ("en_GB", "en"), ("sv", "en"),
      ("sv_SE", "en"), ("", "en"),
    ])
  func matching(identifier: String, language: String) {
    let catalog = MessageCatalog.shipped(for: Locale(identifier: identifier))
    #expect(catalog.language == language)
    #expect(catalog.locale == Locale(identifier: identifier))
  }

  @Test("no locale reads Formwork's English, numbers written as Swift does")
  func noLocale() {
    let catalog = MessageCatalog.shipped(for: nil)
    #expect(catalog.language == "en")
    #expect(catalog.locale == nil)
    #expect(
      catalog.string(.lessThanOrEqual, ["field": "Seats", "max": 1_000])
        == "Seats must be at most 1000")
    #expect(Form().messages.language == "en")
  }
}
