import Foundation

/// The language of a page or a form, as HTML writes it: the `lang` attribute (a BCP 47 tag) and,
/// for a language written right to left (Arabic, Hebrew, Persian, Urdu, …), `dir="rtl"`.
///
/// ``HTMLRenderer`` writes both on the `<form>` of a form with a ``Formwork/Form/locale``;
/// write ``attributes`` on the page's `<html>` element too:
///
/// ```swift
/// let language = HTMLLanguage(Locale(identifier: "ar_EG"))
/// "<html\(language?.attributes ?? " lang=\"en\"")>"  // <html lang="ar-EG" dir="rtl">
/// ```
public struct HTMLLanguage: Equatable, Sendable {
  /// The BCP 47 language tag: `de-DE`, `pt-BR`, `zh-Hans-CN`, `ar`.
  public var tag: String
  /// Whether the language is written right to left.
  public var isRightToLeft: Bool

  /// The language of `locale`, or `nil` when there is none (a form without a
  /// ``Formwork/Form/locale``, whose page stays as it was, with no `lang` of Formwork's).
  ///
  /// - Parameter locale: The locale; `nil` gives `nil`.
  public init?(_ locale: Locale?) {
    guard let locale else { return nil }
    let tag = locale.identifier(.bcp47)
    guard !tag.isEmpty else { return nil }
    self.tag = tag
    let language = Locale.Language(identifier: tag)
    isRightToLeft =
      language.characterDirection == .rightToLeft
      || Self.rightToLeftLanguages.contains(language.languageCode?.identifier ?? "")
  }

  /// ` lang="…"`, and ` dir="rtl"` for a language written right to left, each after a space, to
  /// write after an element's name.
  public var attributes: String {
    var attributes: HTMLAttributes = ["lang": tag]
    attributes.add("dir", isRightToLeft ? "rtl" : nil)
    return attributes.markup
  }

  /// Languages written right to left, for a Foundation that does not know a language's
  /// direction.
  private static let rightToLeftLanguages: Set<String> = [
    "ar", "arc", "ckb", "dv", "fa", "he", "ps", "sd", "ug", "ur", "yi",
  ]
}
