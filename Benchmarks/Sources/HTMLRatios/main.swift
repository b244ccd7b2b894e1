import BenchmarkSupport
import Formwork
import FormworkHTML
import FormworkText
import Foundation

// FormworkHTML (#16, #28), measured side by side in one process by RatioRunner (time and
// callgrind instructions):
//
// - rendering with HTMLRenderer against printing the same form with TextPrinter (a peer
//   renderer of the same contract), and against a hand-written HTML writer: at 10 and 500 rows,
//   on the mixed form of five row types (a writer that knows those five), on a form of every row
//   kind and one of every section kind (a writer that writes each row's value as text in one
//   input, a radio button or checkbox per option, a list item per item);
// - binding the body the page submits with `form.bind(urlEncoded:)` against a hand-written
//   binder (split on `&` and `=`, percent-decode, set each typed row by tag), on the mixed form;
//   each run binds the other of two bodies, so that every run changes every value, and both
//   binders are checked to bind every value the page sent;
// - the same per row at 10, 100, 1,000 and 10,000 rows, to show both stay linear.
//
//     swift run -c release HTMLRatios [--samples N] [--only TEXT] [--no-instructions] [--markdown]

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

/// The escaping a hand-written writer does: `&`, `<`, `>` and `"`.
extension String {
  var escaped: String { escape(self) }
}

/// A row's value as a hand-written page shows it in one input: text, a number, a date as ISO
/// 8601, a list joined with commas.
func valueText(_ value: Any?, dates: ISO8601DateFormatter) -> String {
  switch value {
  case nil: return ""
  case let text as String: return text
  case let number as Int: return String(number)
  case let number as Double: return String(number)
  case let number as Float: return String(number)
  case let flag as Bool: return flag ? "on" : ""
  case let url as URL: return url.absoluteString
  case let date as Date: return dates.string(from: date)
  case let list as [String]: return list.joined(separator: ", ")
  case let set as Set<String>: return set.sorted().joined(separator: ", ")
  case let value?: return String(describing: value)
  }
}

/// A hand-written page for any form: a fieldset per section, a label and one input per row
/// holding its value as text, a radio button or checkbox per option of a selectable section,
/// a list item per item of a multivalued section.
func handWrittenAnyHTML(_ form: Form, dates: ISO8601DateFormatter) -> String {
  var html = "<form method=\"post\">\n"
  for (place, section) in form.allSections.enumerated() {
    html +=
      "<fieldset id=\"s\(place)\"><legend>\((section.header?.title ?? "").escaped)</legend>\n"
    let group = (section.tag ?? "").escaped
    switch section.kind {
    case .selectable(let type, _, _):
      let kind = type == .multipleSelection ? "checkbox" : "radio"
      for row in section.allRows {
        let value = ((row as? ListCheckRow<String>)?.selectableValue ?? "").escaped
        let checked = row.baseValue == nil ? "" : " checked"
        html +=
          "<div><input type=\"\(kind)\" name=\"\(group)\" value=\"\(value)\"\(checked)>"
          + "<label>\((row.title ?? "").escaped)</label></div>\n"
      }
    case .multivalued:
      html += "<ol>\n"
      for row in section.allRows {
        let value = valueText(row.baseValue, dates: dates).escaped
        html += "<li><input name=\"\(group)\" value=\"\(value)\"></li>\n"
      }
      html += "</ol>\n"
    case .plain:
      for row in section.allRows {
        let tag = (row.tag ?? "").escaped
        let value = valueText(row.baseValue, dates: dates).escaped
        html +=
          "<div><label for=\"\(tag)\">\((row.title ?? "").escaped)</label>"
          + "<input id=\"\(tag)\" name=\"\(tag)\" value=\"\(value)\"></div>\n"
      }
    }
    html += "</fieldset>\n"
  }
  return html + "<button type=\"submit\">Submit</button></form>\n"
}

/// The two mixed forms each binding run alternates between, and the bodies their pages submit.
struct BindingCase: @unchecked Sendable {
  let rows: Int
  let bodies: [[UInt8]]
  let sent: [Data]

  init(rows: Int) {
    self.rows = rows
    let forms = [
      BenchmarkForms.mixed(rows: rows, text: "value & more", switchValue: false),
      BenchmarkForms.mixed(rows: rows, text: "other text", switchValue: true),
    ]
    bodies = forms.map { Array(body(of: $0).utf8) }
    sent = forms.map { form in expectSuccess("the form's JSON") { try form.jsonData() } }
  }

  /// A binding run: each call binds the next body into `form` with `bind`, which the fixture
  /// first checks binds every value of both bodies.
  func fixture(_ bind: @escaping (Form, [UInt8]) -> Void) -> Workload.Run {
    let form = BenchmarkForms.mixed(rows: rows, switchValue: false)
    for (index, body) in bodies.enumerated() {
      bind(form, body)
      let bound = expectSuccess("the bound form's JSON") { try form.jsonData() }
      if bound != sent[index] {
        let want = String(decoding: sent[index], as: UTF8.self).prefix(300)
        let got = String(decoding: bound, as: UTF8.self).prefix(300)
        print("a binder lost values of body \(index):\n\(want)\n\(got)")
        exit(1)
      }
    }
    var next = 0
    return {
      bind(form, bodies[next])
      next = 1 - next
      return next
    }
  }
}

/// The standard limits, with room for the fields of 10,000 rows.
let bigFormLimits: FormDataLimits = {
  var limits = FormDataLimits.standard
  limits.maximumFields = 100_000
  limits.maximumBodyBytes = 16 << 20
  return limits
}()

func formworkBind(_ form: Form, _ body: [UInt8]) {
  let report = expectSuccess("binding") { try form.bind(urlEncoded: body, limits: bigFormLimits) }
  precondition(report.issues.isEmpty, "the page's own body was reported")
}

func handBind(_ form: Form, _ body: [UInt8]) {
  handWrittenBind(String(decoding: body, as: UTF8.self), into: form)
}

func renderWorkload(_ name: String, rows: Int, form makeForm: @escaping @Sendable () -> Form)
  -> Workload
{
  Workload(
    name: name, unit: "row", unitsPerRun: rows,
    formwork: {
      let form = makeForm()
      let renderer = HTMLRenderer()
      return { renderer.render(form) }
    },
    baseline: {
      let form = makeForm()
      let dates = ISO8601DateFormatter()
      return { handWrittenAnyHTML(form, dates: dates) }
    })
}

/// Rendering the mixed form of `rows` rows against the hand-written writer of its five row types.
func mixedRenderWorkload(_ name: String, rows: Int) -> Workload {
  Workload(
    name: name, unit: "row", unitsPerRun: rows,
    formwork: {
      let form = BenchmarkForms.mixed(rows: rows, text: "value & more", switchValue: false)
      let renderer = HTMLRenderer()
      return { renderer.render(form) }
    },
    baseline: {
      let form = BenchmarkForms.mixed(rows: rows, text: "value & more", switchValue: false)
      return { handWrittenHTML(form) }
    })
}

func bindWorkload(_ name: String, rows: Int) -> Workload {
  let binding = BindingCase(rows: rows)
  return Workload(
    name: name, unit: "row", unitsPerRun: rows,
    formwork: { binding.fixture(formworkBind) },
    baseline: { binding.fixture(handBind) })
}

var workloads: [Workload] = [
  Workload(
    name: "render mixed 500 / TextPrinter (peer)", unit: "row", unitsPerRun: 500,
    formwork: {
      let form = BenchmarkForms.mixed(rows: 500, text: "value & more", switchValue: false)
      let renderer = HTMLRenderer()
      return { renderer.render(form) }
    },
    baseline: {
      let form = BenchmarkForms.mixed(rows: 500, text: "value & more", switchValue: false)
      let printer = TextPrinter(width: 80)
      return { printer.render(form) }
    })
]
for rows in [10, 500] {
  workloads.append(
    mixedRenderWorkload("render mixed \(rows)", rows: rows))
  workloads.append(
    renderWorkload("render every row kind \(rows)", rows: rows) {
      BenchmarkForms.everyRowKind(rows: rows)
    })
  workloads.append(
    renderWorkload("render every section kind \(rows)", rows: rows) {
      BenchmarkForms.everySectionKind(rows: rows)
    })
  workloads.append(bindWorkload("bind mixed \(rows)", rows: rows))
}
// Linear from 10 to 10,000 rows: the same workloads per row at each size.
for rows in [10, 100, 1_000, 10_000] {
  workloads.append(
    mixedRenderWorkload("linear: render mixed \(rows)", rows: rows))
}
for rows in [10, 100, 1_000, 10_000] {
  workloads.append(bindWorkload("linear: bind mixed \(rows)", rows: rows))
}

RatioRunner.main(title: "FormworkHTML: rendering and binding", workloads: workloads)
