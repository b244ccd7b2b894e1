import Foundation

/// What a form keeps about its language: the locale, the time zone and the message catalogue.
struct FormLocalizationStorage {
  /// See ``Form/locale``.
  var locale: Locale?
  /// See ``Form/timeZone``.
  var timeZone: TimeZone?
  /// The catalogue set or resolved for ``locale``; `nil` until first read after a change.
  var messages: MessageCatalog?
  /// ``messages`` as one object, which validation errors hold; `nil` until first read after a
  /// change.
  var messagesReference: MessageCatalogReference?
  /// See ``Form/localizationGeneration``.
  var generation = 0
}
