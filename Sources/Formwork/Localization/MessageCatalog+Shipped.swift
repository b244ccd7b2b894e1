import Foundation

/// The catalogues Formwork ships, and those an app registers.
extension MessageCatalog {
  /// The languages Formwork ships a catalogue for, by BCP 47 identifier.
  public static let shippedLanguages: [String] = shippedCatalogs.map(\.language)

  /// Every catalogue Formwork ships, English first.
  static let shippedCatalogs: [MessageCatalog] = [english] + translations

  /// The catalogue for a locale: one registered for its language (``register(_:)``), or else the
  /// one Formwork ships, or else English; with `locale` set for writing numbers.
  ///
  /// A catalogue matches the locale's language and script or region first (`pt-BR`, `zh-Hans`),
  /// then the language alone (`pt_PT` reads `pt-BR`'s catalogue, `de_AT` German's).
  ///
  /// - Parameter locale: The locale; `nil` for English with numbers written as Swift does.
  /// - Returns: The catalogue.
  public static func shipped(for locale: Locale?) -> MessageCatalog {
    guard let locale else { return english }
    let candidates = CatalogRegistry.shared.catalogs + shippedCatalogs
    var catalog = match(locale, in: candidates) ?? english
    catalog.locale = locale
    return catalog
  }

  /// Adds a language (or replaces one Formwork ships) for every form whose ``Form/locale`` is in
  /// it, from the next time such a form's ``Form/locale`` is set.
  ///
  /// - Parameter catalog: The catalogue; keys it lacks read in English.
  public static func register(_ catalog: MessageCatalog) {
    CatalogRegistry.shared.add(catalog)
  }

  /// The first catalogue whose language is the locale's with its script or region, or else
  /// the first of the locale's language.
  static func match(_ locale: Locale, in catalogs: [MessageCatalog]) -> MessageCatalog? {
    let language = Locale.Language(identifier: locale.identifier)
    guard let code = language.languageCode?.identifier.lowercased() else { return nil }
    var fullNames: Set<String> = []
    if let script = language.script?.identifier {
      fullNames.insert("\(code)-\(script)".lowercased())
    }
    if let region = locale.region?.identifier { fullNames.insert("\(code)-\(region)".lowercased()) }
    func name(_ catalog: MessageCatalog) -> String {
      catalog.language.replacingOccurrences(of: "_", with: "-").lowercased()
    }
    if let exact = catalogs.first(where: { fullNames.contains(name($0)) }) { return exact }
    return catalogs.first {
      let parts = name($0).split(separator: "-")
      return parts.first.map(String.init) == code
    }
  }
}

/// The catalogues apps registered, newest first; safe to use from any thread.
final class CatalogRegistry: @unchecked Sendable {
  static let shared = CatalogRegistry()
  private let lock = NSLock()
  private var stored: [MessageCatalog] = []

  var catalogs: [MessageCatalog] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  func add(_ catalog: MessageCatalog) {
    lock.lock()
    defer { lock.unlock() }
    stored.insert(catalog, at: 0)
  }
}
