import BenchmarkSupport
import Formwork
import FormworkHTML
import FormworkText
import Foundation

// FormworkHTML (#16), measured side by side in one process:
//
// - rendering a 500-row form with HTMLRenderer against printing it with TextPrinter (a peer
//   renderer of the same contract) and against a hand-written HTML writer that knows the
//   form's five row types;
// - binding the body that page submits with `form.bind(urlEncoded:)` against a hand-written
//   binder: split on `&` and `=`, percent-decode, and set each typed row by tag.
//
//     swift run -c release HTMLRatios [--samples N]

var samples = 9
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--samples": samples = arguments.popFirst().flatMap { Int($0) } ?? samples
  default:
    print("usage: HTMLRatios [--samples N]")
    exit(2)
  }
}

/// Escapes text for an HTML element or a double-quoted attribute.
func escape(_ text: String) -> String {
  var out = ""
  out.reserveCapacity(text.utf8.count)
  for character in text {
    switch character {
    case "&": out += "&amp;"
    case "<": out += "&lt;"
    case ">": out += "&gt;"
    case "\"": out += "&quot;"
    default: out.append(character)
    }
  }
  return out
}

/// A hand-written page for the five row types: label and control per row, a fieldset per
/// section.
func handWrittenHTML(_ form: Form) -> String {
  var html = "<form method=\"post\">\n"
  for section in form.allSections {
    html += "<fieldset><legend>\(escape(section.header?.title ?? ""))</legend>\n"
    for row in section.allRows {
      let tag = escape(row.tag ?? "")
      html += "<div><label for=\"\(tag)\">\(escape(row.title ?? ""))</label>"
      switch row {
      case let text as TextRow:
        html +=
          "<input type=\"text\" id=\"\(tag)\" name=\"\(tag)\" value=\"\(escape(text.value ?? ""))\">"
      case let number as IntRow:
        html +=
          "<input type=\"number\" id=\"\(tag)\" name=\"\(tag)\" value=\"\(number.value.map(String.init) ?? "")\">"
      case let toggle as SwitchRow:
        html +=
          "<input type=\"checkbox\" id=\"\(tag)\" name=\"\(tag)\" value=\"on\"\(toggle.value == true ? " checked" : "")>"
      case let slider as SliderRow:
        html +=
          "<input type=\"range\" id=\"\(tag)\" name=\"\(tag)\" value=\"\(slider.value ?? 0)\">"
      case let push as PushRow<String>:
        html += "<select id=\"\(tag)\" name=\"\(tag)\">"
        for option in push.options ?? [] {
          let selected = option == push.value ? " selected" : ""
          html += "<option value=\"\(escape(option))\"\(selected)>\(escape(option))</option>"
        }
        html += "</select>"
      default: break
      }
      html += "</div>\n"
    }
    html += "</fieldset>\n"
  }
  return html + "<button type=\"submit\">Submit</button></form>\n"
}

/// What the page submits: each row's fields, URL-encoded.
func body(of form: Form) -> String {
  var allowed = CharacterSet.alphanumerics
  allowed.insert(charactersIn: "-._~")
  var pairs: [String] = []
  for row in form.allRows {
    guard let tag = row.tag else { continue }
    for value in HTMLFieldNames.submittedValues(of: row) {
      let encoded = value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value
      pairs.append("\(tag)=\(encoded)")
    }
  }
  return pairs.joined(separator: "&")
}

/// A hand-written binder for the five row types: no limits, no report, no hidden or disabled
/// rows, no multivalued sections.
func handWrittenBind(_ text: String, into form: Form) {
  var seen: Set<String> = []
  for pair in text.split(separator: "&") {
    let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    let key = String(parts[0]).removingPercentEncoding ?? ""
    let value =
      parts.count > 1
      ? (String(parts[1]).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? "")
      : ""
    seen.insert(key)
    switch form.rowBy(tag: key) {
    case let text as TextRow: text.value = value.isEmpty ? nil : value
    case let number as IntRow: number.value = Int(value)
    case let toggle as SwitchRow: toggle.value = value == "on"
    case let slider as SliderRow: slider.value = Float(value)
    case let push as PushRow<String>:
      if push.options?.contains(value) == true { push.value = value }
    default: break
    }
  }
  for row in form.allRows where row is SwitchRow && !seen.contains(row.tag ?? "") {
    (row as? SwitchRow)?.value = false
  }
}

/// Medians of `samples` timings of rendering and binding a form of `rows` rows, with
/// FormworkHTML and by hand, each side checked as in the 500-row run.
struct Timings {
  var html: [Double] = []
  var text: [Double] = []
  var hand: [Double] = []
  var bind: [Double] = []
  var handBind: [Double] = []
}

func measure(rows: Int, samples: Int, withPeer: Bool) throws -> Timings {
  let form = BenchmarkForms.mixed(rows: rows, text: "value & more", switchValue: false)
  let renderer = HTMLRenderer()
  let printer = TextPrinter(width: 80)
  let submitted = Array(body(of: form).utf8)
  let submittedText = body(of: form)
  var timings = Timings()
  var bytes = 0
  for _ in 0..<samples {
    timings.html.append(time { bytes += renderer.render(form).utf8.count })
    if withPeer { timings.text.append(time { bytes += printer.render(form).utf8.count }) }
    timings.hand.append(time { bytes += handWrittenHTML(form).utf8.count })
    let target = BenchmarkForms.mixed(rows: rows, text: "value & more", switchValue: false)
    timings.bind.append(
      try time { bytes += try target.bind(urlEncoded: submitted).issues.count })
    let other = BenchmarkForms.mixed(rows: rows, text: "value & more", switchValue: false)
    timings.handBind.append(time { handWrittenBind(submittedText, into: other) })
    // Both binders must have bound everything the page sent.
    let sent = try form.jsonData()
    let bound = try target.jsonData()
    let handBound = try other.jsonData()
    precondition(bound == sent && handBound == sent, "a binder lost values")
    let again = try target.bind(urlEncoded: submitted)
    precondition(again.issues.isEmpty, "the page's own body was reported")
  }
  precondition(bytes > 0)
  return timings
}

func ms(_ value: Double) -> String { String(format: "%.2f ms", value / 1e6) }
func ratio(_ a: [Double], _ b: [Double]) -> String {
  String(format: "%.2fx", median(a) / median(b))
}

let fiveHundred = try measure(rows: 500, samples: samples, withPeer: true)
print("FormworkHTML, 500 rows, medians of \(samples) samples, release build")
print("  HTMLRenderer.render          \(ms(median(fiveHundred.html)))")
print(
  "  TextPrinter.render (peer)    \(ms(median(fiveHundred.text)))   ratio \(ratio(fiveHundred.html, fiveHundred.text))"
)
print(
  "  hand-written HTML            \(ms(median(fiveHundred.hand)))   ratio \(ratio(fiveHundred.html, fiveHundred.hand))"
)
print("  form.bind(urlEncoded:)       \(ms(median(fiveHundred.bind)))")
print(
  "  hand-written binder          \(ms(median(fiveHundred.handBind)))   ratio \(ratio(fiveHundred.bind, fiveHundred.handBind))"
)

// Linear from 10 to 10,000 rows: time per row of each side at each size, side by side.
print("Per row, medians of \(samples) samples (ns per row; ratio to the hand-written side)")
print("  rows    HTMLRenderer  hand-written  ratio   bind   hand-written  ratio")
for rows in [10, 100, 1_000, 10_000] {
  let timings = try measure(rows: rows, samples: samples, withPeer: false)
  func perRow(_ values: [Double]) -> String {
    String(format: "%8.0f", median(values) / Double(rows))
  }
  print(
    "  \(String(rows).padding(toLength: 6, withPad: " ", startingAt: 0))  "
      + "\(perRow(timings.html))      \(perRow(timings.hand))  \(ratio(timings.html, timings.hand))  "
      + "\(perRow(timings.bind))  \(perRow(timings.handBind))      \(ratio(timings.bind, timings.handBind))"
  )
}
