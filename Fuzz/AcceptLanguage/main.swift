// libFuzzer target for the `Accept-Language` header a server reads from every request:
// `AcceptLanguage(header:)`, then `preferredLocale(among:)` with the shipped languages and a
// short list of an app's, and the form it localizes rendered in that language.
//
// Built by Fuzz/run.sh against the Formwork and FormworkHTML modules, through their public API
// only, as a client would. Any crash, and any broken promise below, is a finding:
// - at most `AcceptLanguage.maximumRanges` ranges, each `*` or letters, digits and hyphens of at
//   most `AcceptLanguage.maximumRangeBytes` bytes, weights in (0, 1], most wanted first;
// - the same header read twice gives the same ranges;
// - the preferred locale, if any, is the tag of one of the ranges or one of the languages;
// - a form with that locale renders, and its `<form>` carries `lang`.

import Formwork
import FormworkHTML
import Foundation

/// Stops the run with a message libFuzzer records beside the input.
private func finding(_ message: String) -> Never {
  fatalError("finding: \(message)")
}

/// A small form with a required row, an item button and a message, rendered in the locale.
private func page(in locale: Locale) -> String {
  let form =
    Form()
    +++ Section("Contact")
    <<< NameRow("name") {
      $0.title = "Name"
      $0.required = true
    }
    +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Phones") {
      $0.tag = "phones"
      $0 <<< PhoneRow { $0.value = "555" }
    }
  form.locale = locale
  form.validate()
  return HTMLRenderer().render(form)
}

/// The characters a range may hold.
private let rangeBytes = Set(
  "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-*".utf8)

/// libFuzzer's entry point: one header value, as UTF-8 bytes (invalid bytes become U+FFFD).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAcceptLanguage(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let header = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let accepted = AcceptLanguage(header: header)
  if accepted != AcceptLanguage(header: header) { finding("reading twice differs: \(header)") }
  if accepted.ranges.count > AcceptLanguage.maximumRanges {
    finding("\(accepted.ranges.count) ranges, over \(AcceptLanguage.maximumRanges)")
  }
  for (index, range) in accepted.ranges.enumerated() {
    if range.tag.isEmpty || range.tag.utf8.count > AcceptLanguage.maximumRangeBytes
      || !range.tag.utf8.allSatisfy(rangeBytes.contains)
    {
      finding("range \(range.tag.debugDescription) is not a language range")
    }
    if !(range.quality > 0 && range.quality <= 1) {
      finding("range \(range.tag) has weight \(range.quality)")
    }
    if index > 0, accepted.ranges[index - 1].quality < range.quality {
      finding("ranges out of order: \(accepted.ranges)")
    }
  }
  for languages in [MessageCatalog.shippedLanguages, ["en", "sv", "zh-Hant"], []] {
    guard let locale = accepted.preferredLocale(among: languages) else { continue }
    let tags = accepted.ranges.map(\.tag) + languages
    if !tags.contains(locale.identifier) {
      finding("the preferred locale \(locale.identifier) is no range and no language")
    }
    if languages.isEmpty { finding("a locale among no languages: \(locale.identifier)") }
    let html = page(in: locale)
    if !html.hasPrefix("<form class=\"fw-form\" lang=\"") {
      finding("the form in \(locale.identifier) has no lang: \(html.prefix(80))")
    }
  }
  return 0
}
