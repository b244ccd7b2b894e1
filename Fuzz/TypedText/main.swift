// libFuzzer target for text a person types into a number or date row, read in the form's
// locale: `replaceText(with:)` on a `DecimalRow`, `IntRow`, `DateRow`, `TimeRow` or
// `DateTimeRow` in one of several locales (and in none), as the terminal, line mode and HTML
// binding all do.
//
// Built by Fuzz/run.sh against the Formwork and FormworkHTML modules, through their public API
// only, as a client would. Any crash, and any broken promise below, is a finding:
// - text that does not read leaves the row's value as it was and sets its `inputError`;
// - text that reads clears `inputError`, and the text the row then shows reads back to a row
//   that shows the same text (what Formwork writes, it reads).
//
// The first byte picks the locale, the second the row; the rest is the text, as UTF-8 (invalid
// bytes become U+FFFD).

import Formwork
import Foundation

/// Stops the run with a message libFuzzer records beside the input.
private func finding(_ message: String) -> Never {
  fatalError("finding: \(message)")
}

/// The locales a form may be in; `nil` is Formwork's fixed English.
private let locales: [Locale?] = [
  nil, Locale(identifier: "en_US"), Locale(identifier: "de_DE"), Locale(identifier: "fr_FR"),
  Locale(identifier: "ru_RU"), Locale(identifier: "pl_PL"), Locale(identifier: "ja_JP"),
  Locale(identifier: "ar_EG"), Locale(identifier: "es_ES"),
]

/// A new row of the kind `selector` picks, with a value.
private func makeRow(_ selector: UInt8) -> BaseRow {
  switch selector % 5 {
  case 0: DecimalRow("amount") { $0.value = 1234.5 }
  case 1: IntRow("count") { $0.value = 42 }
  case 2: DateRow("day") { $0.value = Date(timeIntervalSince1970: 1_795_000_000) }
  case 3: TimeRow("time") { $0.value = Date(timeIntervalSince1970: 1_795_000_000) }
  default: DateTimeRow("moment") { $0.value = Date(timeIntervalSince1970: 1_795_000_000) }
  }
}

/// What typing a text into a fresh row did.
private enum Typed: Equatable {
  /// Refused as typing (too long, read-only): nothing to check.
  case refused
  /// The text did not read; the row kept its value.
  case unread
  /// The text read; the row shows this.
  case shows(String?)
}

/// Types `text` into a fresh row of the kind `selector` picks, in a form in `locale`.
private func typeInto(_ text: String, locale: Locale?, selector: UInt8) -> Typed {
  let row = makeRow(selector)
  let form = Form() +++ Section() <<< row
  form.locale = locale
  let before = row.baseValue.map { "\($0)" }
  do {
    try row.replaceText(with: text)
  } catch {
    return .refused
  }
  let shown =
    (row as? RowOf<Double>)?.displayText ?? (row as? RowOf<Int>)?.displayText
    ?? (row as? RowOf<Date>)?.displayText
  withExtendedLifetime(form) {}
  if row.inputError != nil {
    if row.baseValue.map({ "\($0)" }) != before {
      finding("text that did not read changed the value: \(text.debugDescription)")
    }
    return .unread
  }
  return .shows(shown)
}

/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTypedText(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard size >= 2 else { return 0 }
  let locale = locales[Int(data[0]) % locales.count]
  let selector = data[1]
  let text = String(decoding: UnsafeBufferPointer(start: data + 2, count: size - 2), as: UTF8.self)
  guard case .shows(let shown?) = typeInto(text, locale: locale, selector: selector) else {
    return 0
  }
  let again = typeInto(shown, locale: locale, selector: selector)
  if again != .shows(shown) {
    finding(
      "\(locale?.identifier ?? "no locale"), row \(selector % 5): \(text.debugDescription) shows "
        + "\(shown.debugDescription), which reads back as \(again)")
  }
  return 0
}
