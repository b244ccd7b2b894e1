import Formwork
import Foundation

/// Choosing, among the languages a server speaks, the one a browser wants most.
extension AcceptLanguage {
  /// The locale to answer in: the most wanted range whose language is one of `languages`, as a
  /// locale, or `nil` when none is (then leave ``Formwork/Form/locale`` unset, for English).
  ///
  /// A range matches a language with the same language code whose script, if it names one,
  /// is the range's (`zh-CN` and `zh` match `zh-Hans`, `zh-TW` does not); the locale is the
  /// range itself, so that numbers and dates follow the person's region (`de-AT` gives `de-AT`,
  /// read with the German catalogue). `*` gives the first of `languages`.
  ///
  /// ```swift
  /// AcceptLanguage(header: "fr-CH, fr;q=0.9, en;q=0.8").preferredLocale()  // fr-CH
  /// AcceptLanguage(header: "sv, zh-TW;q=0.5").preferredLocale()             // nil
  /// ```
  ///
  /// - Parameter languages: The languages the server speaks, by BCP 47 identifier; unless
  ///   given, those Formwork ships a catalogue for (``Formwork/MessageCatalog/shippedLanguages``).
  /// - Returns: The locale, or `nil` when no range matches.
  /// - Complexity: O(*r* × *l*) in the ranges (at most ``maximumRanges``) and the languages.
  public func preferredLocale(
    among languages: [String] = MessageCatalog.shippedLanguages
  ) -> Locale? {
    let offered = languages.map(Self.LanguageParts.init)
    for range in ranges {
      if range.tag == "*" {
        guard let first = languages.first else { return nil }
        return Locale(identifier: first)
      }
      let wanted = Self.LanguageParts(range.tag)
      if offered.contains(where: { wanted.matches($0) }) {
        return Locale(identifier: range.tag)
      }
    }
    return nil
  }

  /// A language tag's language code and script (the likely one when it names none).
  private struct LanguageParts {
    let code: String
    let script: String?
    let namesScript: Bool

    init(_ tag: String) {
      let language = Locale.Language(identifier: tag)
      code = (language.languageCode?.identifier ?? tag).lowercased()
      namesScript = language.script != nil
      let likely = language.script ?? Locale.Language(identifier: language.maximalIdentifier).script
      script = likely?.identifier.lowercased()
    }

    /// Whether a person who wants this language reads `offered`.
    func matches(_ offered: LanguageParts) -> Bool {
      guard code == offered.code else { return false }
      guard offered.namesScript, let wanted = script, let given = offered.script else {
        return true
      }
      return wanted == given
    }
  }
}
