import Foundation

/// The words Formwork shows a person, in one language: a ``MessageTemplate`` per ``MessageKey``,
/// the language's ``PluralRule``, and the locale numbers in messages are written in.
///
/// A form's ``Form/messages`` is the catalogue Formwork ships for its ``Form/locale`` (see
/// ``shipped(for:)``). Override single strings there, or ``register(_:)`` a language of your
/// own:
///
/// ```swift
/// form.locale = Locale(identifier: "de_DE")
/// form.messages[.required] = "Bitte {field} ausfüllen"
///
/// var swedish = MessageCatalog(language: "sv", pluralRule: .oneOther)
/// swedish[.required] = "{field} får inte vara tomt"
/// MessageCatalog.register(swedish)  // any key it lacks reads in English
/// ```
public struct MessageCatalog: Sendable {
  /// The language's BCP 47 identifier, such as `de`, `pt-BR` or `zh-Hans`.
  public var language: String
  /// How the language picks the plural form of a count.
  public var pluralRule: PluralRule
  /// The templates, by key.
  public var templates: [MessageKey: MessageTemplate]
  /// The locale numbers in messages are written in; `nil` writes them as Swift does (`1500`,
  /// `2.5`), which the catalogue of a form without a ``Form/locale`` uses.
  public var locale: Locale?

  /// A catalogue of a language.
  ///
  /// - Parameters:
  ///   - language: The language's BCP 47 identifier, such as `sv` or `pt-BR`.
  ///   - pluralRule: How the language picks the plural form of a count.
  ///   - templates: The templates, by key; a key missing reads in English.
  ///   - locale: The locale numbers in messages are written in.
  public init(
    language: String, pluralRule: PluralRule,
    templates: [MessageKey: MessageTemplate] = [:], locale: Locale? = nil
  ) {
    self.language = language
    self.pluralRule = pluralRule
    self.templates = templates
    self.locale = locale
  }

  /// The template of a key: the catalogue's own, or else English's; `nil` for a key Formwork
  /// does not know and the catalogue does not have.
  public subscript(key: MessageKey) -> MessageTemplate? {
    get { templates[key] ?? MessageCatalog.english.templates[key] }
    set { templates[key] = newValue }
  }

  /// The sentence of a key with its placeholders filled in.
  ///
  /// A plural template picks its form by the `count` argument. A placeholder without an
  /// argument stays as written (`{field}`), and a key without a template reads as its name, so
  /// a missing string shows, and nothing fails.
  ///
  /// ```swift
  /// MessageCatalog.english.string(.minimumLength, ["field": "Name", "count": 3])
  /// // "Name must have at least 3 characters"
  /// ```
  ///
  /// - Parameters:
  ///   - key: The message.
  ///   - arguments: The values of the placeholders, by name.
  /// - Returns: The sentence.
  public func string(_ key: MessageKey, _ arguments: [String: MessageArgument] = [:]) -> String {
    guard let template = self[key] else { return key.rawValue }
    let category: PluralCategory =
      switch arguments["count"] {
      case .integer(let count)?: pluralRule.category(for: count)
      default: .other
      }
    var result = ""
    MessageTemplate.scan(template.sentence(for: category)) { piece in
      switch piece {
      case .literal(let text):
        result += text
      case .placeholder(let name):
        if let argument = arguments[String(name)] {
          result += write(argument)
        } else {
          result += "{\(name)}"
        }
      }
    }
    return result
  }

  /// An argument as text: numbers in ``locale`` (its digits, grouping and decimal separator).
  public func write(_ argument: MessageArgument) -> String {
    switch argument {
    case .text(let text):
      return text
    case .integer(let number):
      guard let locale else { return String(number) }
      return number.formatted(.number.locale(locale))
    case .decimal(let number):
      guard let locale else { return number.description }
      return number.formatted(.number.locale(locale))
    }
  }
}
