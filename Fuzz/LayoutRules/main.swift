// libFuzzer target for layout rules: parse each line → spell it typed → check the rules against a
// small form → share widths among each band's columns.
//
// Built by Fuzz/run.sh and linked against the Formwork module it compiles once for every
// target; it uses only Formwork's public API, as a client would. Any crash, an error
// offset outside its rule, a typed spelling that does not read back as the same rule, or columns
// wider than the width asked for, is a finding.

import Formwork

/// The small fixed form the rules are checked against: two sections, a hidden row.
private func makeForm() -> Form {
  Form()
    +++ Section("one")
    <<< TextRow("a") <<< TextRow("b") <<< LabelRow("h") { $0.hidden = true }
    <<< TextAreaRow("c")
    +++ Section("two")
    <<< SwitchRow("d") <<< IntRow("e")
}

nonisolated(unsafe) private let form = makeForm()

/// Stops the run with a message libFuzzer records beside the input.
private func finding(_ message: String) -> Never {
  fatalError("finding: \(message)")
}

/// libFuzzer's entry point: rule strings, one a line, as UTF-8 bytes (invalid bytes become
/// U+FFFD); the lines before an empty line are the compact rules, the others the regular ones.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayoutRules(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  var compact: [LayoutRule] = []
  var regular: [LayoutRule] = []
  var inRegular = false
  for line in lines {
    if line.isEmpty {
      inRegular = true
      continue
    }
    let rule = LayoutRule(line)
    if let error = rule.error {
      guard (0...line.count).contains(error.offset) else {
        finding("offset \(error.offset) outside 0...\(line.count) for \(line.debugDescription)")
      }
      _ = error.description
    } else {
      let typed = LayoutRule(
        rule.axis, leadingEdge: rule.leadingEdge, rule.items, trailingEdge: rule.trailingEdge)
      guard typed.error == nil, let reread = try? LayoutRule(parsing: typed.description),
        reread.items == rule.items, reread.axis == rule.axis
      else {
        finding("the typed spelling of \(line.debugDescription) does not read back")
      }
    }
    if inRegular { regular.append(rule) } else { compact.append(rule) }
  }
  form.layout = FormLayout(compactBelow: 40, compact: compact, regular: regular)
  for problem in form.lint() { _ = problem.description }
  _ = form.layout?.errors
  for width in [0, 1, 39, 40, 120, 10_000] {
    guard let plan = form.layoutPlan(forWidth: width) else { continue }
    for band in plan.bands {
      for minimum in [1, 10] {
        guard
          let columns = plan.columns(of: band, shown: band.tags, in: width, minimumColumn: minimum)
        else { continue }
        let used = columns.reduce(0) { $0 + $1.width + $1.spacingBefore }
        guard used <= width, columns.allSatisfy({ $0.width >= minimum }) else {
          finding("columns \(columns) of \(band.tags) take \(used) of \(width)")
        }
      }
    }
  }
  return 0
}
