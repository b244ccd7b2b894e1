import Formwork
import Foundation

// The workloads, each written twice: on Formwork and on the hand-written baseline
// (`PlainForm.swift`). Both build the same form: rows "r0" … "r<n-1>", ten to a section, in the
// order Text, Int, Switch, Text, Int, Switch, …, each with a title and a value set in its
// initializer closure.

/// The form sizes every workload runs at.
public let workloadSizes = [1_000, 100_000]

/// How many rows the switch hides and shows: half with a predicate string, half with a function.
public let dependentCount = 200

/// The tag of the `k`th row.
@inline(never)
public func tag(_ k: Int) -> String { "r\(k)" }

/// Every tag of a form of `rows` rows, in order.
public func allTags(rows: Int) -> [String] { (0..<rows).map(tag) }

// MARK: Building

/// Builds a Formwork form of `rows` rows with the operators, one statement per section.
public func buildFormwork(rows: Int) -> Form {
  let form = Form()
  for section in 0..<(rows / 10) {
    let i = section * 10
    form +++ Section("Section \(section)")
      <<< TextRow(tag(i)) {
        $0.title = "Text \(i)"
        $0.value = "value \(i)"
      }
      <<< IntRow(tag(i + 1)) {
        $0.title = "Int \(i + 1)"
        $0.value = i + 1
      }
      <<< SwitchRow(tag(i + 2)) {
        $0.title = "Switch \(i + 2)"
        $0.value = i % 2 == 0
      }
      <<< TextRow(tag(i + 3)) {
        $0.title = "Text \(i + 3)"
        $0.value = "value \(i + 3)"
      }
      <<< IntRow(tag(i + 4)) {
        $0.title = "Int \(i + 4)"
        $0.value = -i
      }
      <<< SwitchRow(tag(i + 5)) {
        $0.title = "Switch \(i + 5)"
        $0.value = true
      }
      <<< TextRow(tag(i + 6)) {
        $0.title = "Text \(i + 6)"
        $0.value = "value \(i + 6)"
      }
      <<< IntRow(tag(i + 7)) {
        $0.title = "Int \(i + 7)"
        $0.value = i * 2
      }
      <<< SwitchRow(tag(i + 8)) {
        $0.title = "Switch \(i + 8)"
        $0.value = false
      }
      <<< TextRow(tag(i + 9)) {
        $0.title = "Text \(i + 9)"
        $0.value = "value \(i + 9)"
      }
  }
  return form
}

/// Builds the same form on the baseline.
public func buildPlain(rows: Int) -> PlainForm {
  let form = PlainForm()
  for section in 0..<(rows / 10) {
    let i = section * 10
    form +++ PlainSection("Section \(section)")
      <<< PlainValueRow<String>(tag(i)) {
        $0.title = "Text \(i)"
        $0.value = "value \(i)"
      }
      <<< PlainValueRow<Int>(tag(i + 1)) {
        $0.title = "Int \(i + 1)"
        $0.value = i + 1
      }
      <<< PlainValueRow<Bool>(tag(i + 2)) {
        $0.title = "Switch \(i + 2)"
        $0.value = i % 2 == 0
      }
      <<< PlainValueRow<String>(tag(i + 3)) {
        $0.title = "Text \(i + 3)"
        $0.value = "value \(i + 3)"
      }
      <<< PlainValueRow<Int>(tag(i + 4)) {
        $0.title = "Int \(i + 4)"
        $0.value = -i
      }
      <<< PlainValueRow<Bool>(tag(i + 5)) {
        $0.title = "Switch \(i + 5)"
        $0.value = true
      }
      <<< PlainValueRow<String>(tag(i + 6)) {
        $0.title = "Text \(i + 6)"
        $0.value = "value \(i + 6)"
      }
      <<< PlainValueRow<Int>(tag(i + 7)) {
        $0.title = "Int \(i + 7)"
        $0.value = i * 2
      }
      <<< PlainValueRow<Bool>(tag(i + 8)) {
        $0.title = "Switch \(i + 8)"
        $0.value = false
      }
      <<< PlainValueRow<String>(tag(i + 9)) {
        $0.title = "Text \(i + 9)"
        $0.value = "value \(i + 9)"
      }
  }
  return form
}

// MARK: Toggling

/// The rows the switch hides: `dependentCount` rows spread evenly over a form of `rows` rows.
func dependentIndexes(rows: Int) -> [Int] {
  let stride = max(rows / dependentCount, 1)
  return (0..<min(dependentCount, rows)).map { $0 * stride }
}

/// A Formwork form of `rows` rows and a switch in a last section of its own; `dependentCount`
/// rows are hidden while the switch is on, half by `"$sw == true"`, half by a `.function`.
public func toggleFormwork(rows: Int, observed: Bool) -> (form: Form, toggle: () -> Void) {
  let form = buildFormwork(rows: rows)
  let sw = SwitchRow("sw") {
    $0.title = "Switch"
    $0.value = false
  }
  form +++ Section("Last") <<< sw
  for (n, k) in dependentIndexes(rows: rows).enumerated() {
    guard let row = form.rowBy(tag: tag(k)) else { continue }
    if n.isMultiple(of: 2) {
      row.hidden = "$sw == true"
    } else {
      row.hidden = .function(["sw"]) { form in
        (form.rowBy(tag: "sw") as? SwitchRow)?.value == true
      }
    }
  }
  if observed { form.observe { _ in } }
  return (form, { sw.value = !(sw.value ?? false) })
}

/// The same form and switch on the baseline.
public func togglePlain(rows: Int, observed: Bool) -> (form: PlainForm, toggle: () -> Void) {
  let form = buildPlain(rows: rows)
  let sw = PlainValueRow<Bool>("sw") {
    $0.title = "Switch"
    $0.value = false
  }
  form +++ PlainSection("Last") <<< sw
  for k in dependentIndexes(rows: rows) {
    guard let row = form.rowsByTag[tag(k)] else { continue }
    // Both kinds of condition are, by hand, the same closure.
    form.setHidden(row, reading: ["sw"]) { form in
      (form.rowsByTag["sw"] as? PlainValueRow<Bool>)?.value == true
    }
  }
  if observed { form.observer = { _ in } }
  return (form, { sw.value = !(sw.value ?? false) })
}

/// The number of visible rows of a Formwork form, to check a toggle hid what it should.
public func visibleRowCount(_ form: Form) -> Int { form.rows.count }

/// The number of visible rows of a baseline form.
public func visibleRowCount(_ form: PlainForm) -> Int {
  form.sections.reduce(0) { $0 + $1.visibleRows.count }
}

// MARK: Reading

/// Reads every tag with the typed `rowBy(tag:)`, each with its row's type, and counts the rows
/// found.
public func rowByEveryTag(_ form: Form, _ tags: [String]) -> Int {
  var found = 0
  for (k, tag) in tags.enumerated() {
    switch k % 10 % 3 {
    case 0: if (form.rowBy(tag: tag) as TextRow?) != nil { found += 1 }
    case 1: if (form.rowBy(tag: tag) as IntRow?) != nil { found += 1 }
    default: if (form.rowBy(tag: tag) as SwitchRow?) != nil { found += 1 }
    }
  }
  return found
}

/// The same typed lookups on the baseline.
public func rowByEveryTag(_ form: PlainForm, _ tags: [String]) -> Int {
  var found = 0
  for (k, tag) in tags.enumerated() {
    switch k % 10 % 3 {
    case 0: if (form.row(tag) as PlainValueRow<String>?) != nil { found += 1 }
    case 1: if (form.row(tag) as PlainValueRow<Int>?) != nil { found += 1 }
    default: if (form.row(tag) as PlainValueRow<Bool>?) != nil { found += 1 }
    }
  }
  return found
}
