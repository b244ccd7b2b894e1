import Foundation

/// How date rows of one mode write and read dates in a form's locale and time zone, when the
/// row has the formatter it started with (see ``DateBaseRow``).
///
/// | mode | written (the locale's numeric order, 12 or 24 hours) | also read |
/// | --- | --- | --- |
/// | date | `28.11.2026` (de), `28/11/2026` (fr, es), `2026/11/28` (ja), `11/28/2026` (en) | the medium and long styles, with month names (`28. Nov. 2026`) |
/// | time | `14:30` (de), `2:30 PM` (en) | the short style |
/// | date and time | `28.11.2026, 14:30` (de) | the short and medium date styles with the short time |
/// | count-down | `1:30` | `01:30`, and `1 hour 30 minutes` |
///
/// Without a locale (a form with only a ``Form/timeZone``) dates are written with Formwork's
/// fixed English styles, in the form's time zone. A count-down is a duration, not an instant: it
/// is always read and written in UTC.
///
/// Typed text is read in Unicode's composed form (see `FoundationParsingGuard`), with or without
/// the bidirectional marks Foundation writes in Arabic dates; text mixing ASCII digits with
/// another system's digits is not read.
final class LocaleDateFormat {
  /// Writes dates, and is the first to read them.
  let writer: DateFormatter
  /// Every formatter that reads typed text, the writer first.
  private let readers: [DateFormatter]

  /// The time zone dates are written and read in.
  var timeZone: TimeZone { writer.timeZone }

  /// Makes the format of `mode` in `locale` (`nil`: Formwork's fixed English) and `timeZone`.
  init(mode: DatePickerMode, locale: Locale?, timeZone: TimeZone) {
    let zone = mode == .countDownTimer ? TimeZone(secondsFromGMT: 0) ?? timeZone : timeZone
    guard let locale else {
      let writer = DateFormats.formatter(for: mode)
      writer.timeZone = zone
      self.writer = writer
      readers = [writer]
      return
    }
    func make(_ configure: (DateFormatter) -> Void) -> DateFormatter {
      let formatter = DateFormatter()
      formatter.locale = locale
      formatter.calendar = Calendar(identifier: .gregorian)
      formatter.timeZone = zone
      configure(formatter)
      formatter.isLenient = false
      return formatter
    }
    func styled(_ date: DateFormatter.Style, _ time: DateFormatter.Style) -> DateFormatter {
      make {
        $0.dateStyle = date
        $0.timeStyle = time
      }
    }
    let writer: DateFormatter
    var readers: [DateFormatter]
    switch mode {
    case .date:
      writer = make { $0.setLocalizedDateFormatFromTemplate("yyyyMMdd") }
      readers = [writer, styled(.short, .none), styled(.medium, .none), styled(.long, .none)]
    case .time:
      writer = make { $0.setLocalizedDateFormatFromTemplate("jjmm") }
      readers = [writer, styled(.none, .short)]
    case .dateAndTime:
      writer = make { $0.setLocalizedDateFormatFromTemplate("yyyyMMddjjmm") }
      readers = [writer, styled(.short, .short), styled(.medium, .short)]
    case .countDownTimer:
      writer = make { $0.dateFormat = "H:mm" }
      readers = [writer, make { $0.dateFormat = "HH:mm" }]
    }
    // The same patterns without the bidirectional marks, which nobody types.
    for reader in readers {
      let pattern = reader.dateFormat ?? ""
      let plain = String(pattern.filter { !LocaleNumberFormat.bidiMarks.contains($0) })
      if plain != pattern { readers.append(make { $0.dateFormat = plain }) }
    }
    self.writer = writer
    self.readers = readers
  }

  /// `date` as written.
  func string(from date: Date) -> String { writer.string(from: date) }

  /// The date typed `text` names, or `nil` when no reader reads it.
  func date(from text: String) -> Date? {
    guard !Self.mixesDigitSystems(text) else { return nil }
    let plain = String(text.filter { !LocaleNumberFormat.bidiMarks.contains($0) })
    let candidates = plain == text ? [text] : [text, plain]
    for reader in readers {
      for candidate in candidates {
        let checked = FoundationParsingGuard.checked(candidate) {
          FoundationParsingGuard.vocabulary(of: reader)
        }
        if let checked, let date = reader.date(from: checked) { return date }
      }
    }
    return nil
  }

  /// Whether `text` has ASCII digits and digits of another system.
  private static func mixesDigitSystems(_ text: String) -> Bool {
    var ascii = false
    var other = false
    for character in text where character.wholeNumberValue != nil {
      if character.isASCII { ascii = true } else { other = true }
    }
    return ascii && other
  }
}
