import Foundation

/// The language, number and date conventions, and time zone a form speaks to people in.
extension Form {
  /// The locale of every word Formwork shows a person about this form (messages, hints, button
  /// titles) and of how numbers and dates are written and read; `nil` (the default) for
  /// Formwork's fixed English, with numbers and dates written as before any locale existed, so
  /// output stays the same on every machine.
  ///
  /// Setting it replaces ``messages`` with the catalogue Formwork ships for the locale's
  /// language (English when it ships none); set ``messages`` after it to override single strings.
  ///
  /// ```swift
  /// form.locale = Locale(identifier: "de_DE")
  /// form.timeZone = TimeZone(identifier: "Europe/Berlin")
  /// ```
  public var locale: Locale? {
    get { localizationStorage.locale }
    set {
      localizationStorage.locale = newValue
      localizationStorage.messages = nil
      localizationStorage.messagesReference = nil
      localizationChanged()
    }
  }

  /// The time zone dates are written and read in; `nil` (the default) for UTC.
  public var timeZone: TimeZone? {
    get { localizationStorage.timeZone }
    set {
      localizationStorage.timeZone = newValue
      localizationChanged()
    }
  }

  /// The locale numbers and dates are written and read in: ``locale``, or `en_US_POSIX` (fixed
  /// English conventions) when none is set.
  public var formattingLocale: Locale { locale ?? Locale(identifier: "en_US_POSIX") }

  /// The time zone dates are written and read in: ``timeZone``, or UTC when none is set.
  public var formattingTimeZone: TimeZone {
    timeZone ?? TimeZone(secondsFromGMT: 0) ?? .current
  }

  /// A number that changes whenever ``locale``, ``timeZone`` or ``messages`` does, so a
  /// formatter made for the old ones knows to be made again.
  public var localizationGeneration: Int { localizationStorage.generation }

  /// Counts a change of language or time zone and refreshes the cells already made, so their
  /// text is written the new way.
  private func localizationChanged() {
    localizationStorage.generation &+= 1
    performChange {
      for row in allRows {
        row.errorsMayNameRowDifferently()
        row.updateCellIfLoaded()
      }
    }
  }
}

extension Form {
  /// The words this form shows people: the catalogue Formwork ships for ``locale`` (English
  /// without one), with any string set here replacing the shipped one.
  ///
  /// ```swift
  /// form.locale = Locale(identifier: "fr_FR")
  /// form.messages[.required] = "Merci de remplir {field}"
  /// form.messages.string(.required, ["field": "Nom"])  // "Merci de remplir Nom"
  /// ```
  ///
  /// Setting ``locale`` replaces it with the shipped catalogue of the new language.
  public var messages: MessageCatalog {
    get {
      if let messages = localizationStorage.messages { return messages }
      let messages = MessageCatalog.shipped(for: locale)
      localizationStorage.messages = messages
      return messages
    }
    set {
      localizationStorage.messages = newValue
      localizationStorage.messagesReference = nil
      localizationChanged()
    }
  }
}

extension Form {
  /// ``messages`` as one object, made once per change of the messages, which the validation
  /// errors of the form's rows hold to write their sentences when read.
  var messageCatalogReference: MessageCatalogReference {
    if let reference = localizationStorage.messagesReference { return reference }
    let reference = MessageCatalogReference(messages)
    localizationStorage.messagesReference = reference
    return reference
  }
}
