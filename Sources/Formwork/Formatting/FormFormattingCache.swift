import Foundation

/// The formatters a form's rows write and read numbers and dates with when the form has a
/// ``Form/locale`` or ``Form/timeZone``, made once per ``Form/localizationGeneration`` and shared
/// by every row of the form.
struct FormFormattingCache {
  private var generation: Int?
  private var numbers: LocaleNumberFormat?
  private var dates: [DatePickerMode: LocaleDateFormat] = [:]

  /// Forgets every formatter made for another generation.
  private mutating func renew(for generation: Int) {
    guard self.generation != generation else { return }
    self.generation = generation
    numbers = nil
    dates = [:]
  }

  /// The number format of `locale`, made for `generation`.
  mutating func numberFormat(locale: Locale, generation: Int) -> LocaleNumberFormat {
    renew(for: generation)
    if let numbers { return numbers }
    let made = LocaleNumberFormat(locale: locale)
    numbers = made
    return made
  }

  /// The date format of `mode` in `locale` (`nil`: Formwork's fixed English) and `timeZone`,
  /// made for `generation`.
  mutating func dateFormat(
    for mode: DatePickerMode, locale: Locale?, timeZone: TimeZone, generation: Int
  ) -> LocaleDateFormat {
    renew(for: generation)
    if let format = dates[mode] { return format }
    let made = LocaleDateFormat(mode: mode, locale: locale, timeZone: timeZone)
    dates[mode] = made
    return made
  }
}

extension Form {
  /// The number format rows of this form use when it has a ``locale``; `nil` without one, so
  /// that rows write numbers as they always have.
  var localeNumberFormat: LocaleNumberFormat? {
    guard let locale else { return nil }
    return formattingCache.numberFormat(locale: locale, generation: localizationGeneration)
  }

  /// The date format rows of `mode` use when this form has a ``locale`` or a ``timeZone``; `nil`
  /// with neither, so that rows write dates as they always have.
  func localeDateFormat(for mode: DatePickerMode) -> LocaleDateFormat? {
    guard locale != nil || timeZone != nil else { return nil }
    return formattingCache.dateFormat(
      for: mode, locale: locale, timeZone: formattingTimeZone,
      generation: localizationGeneration)
  }
}
