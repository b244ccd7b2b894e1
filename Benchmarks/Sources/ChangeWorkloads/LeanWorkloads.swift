import BenchmarkSupport

// The toggle against the lean baseline (`LeanForm.swift`): the same form and the same switch as
// the toggle against the fuller baseline, so both ratios are printed side by side.

/// Builds the form of the other workloads on the lean baseline: rows "r0" … "r<n-1>", ten to a
/// section, Text, Int and Switch values in turn, each with a title and a value.
public func buildLean(rows: Int) -> LeanForm {
  let form = LeanForm()
  for section in 0..<(rows / 10) {
    let i = section * 10
    let lean = LeanSection("Section \(section)")
    for k in i..<i + 10 {
      switch (k - i) % 3 {
      case 0:
        lean.rows.append(
          LeanValueRow<String>(tag(k)) {
            $0.title = "Text \(k)"
            $0.value = "value \(k)"
          })
      case 1:
        lean.rows.append(
          LeanValueRow<Int>(tag(k)) {
            $0.title = "Int \(k)"
            $0.value = k
          })
      default:
        lean.rows.append(
          LeanValueRow<Bool>(tag(k)) {
            $0.title = "Switch \(k)"
            $0.value = k % 2 == 0
          })
      }
    }
    form.append(lean)
  }
  return form
}

/// The toggle's form on the lean baseline: `dependentCount` rows hidden while the switch is on,
/// every condition the predicate `"$sw == true"` parsed once (a `.function` condition written by
/// hand is the same closure).
public func toggleLean(rows: Int) -> (form: LeanForm, toggle: () -> Void) {
  let form = buildLean(rows: rows)
  let sw = LeanValueRow<Bool>("sw") {
    $0.title = "Switch"
    $0.value = false
  }
  let last = LeanSection("Last")
  last.rows.append(sw)
  form.append(last)
  guard let condition = leanPredicate("$sw == true") else { preconditionFailure("bad predicate") }
  for k in dependentIndexes(rows: rows) {
    guard let row = form.rowsByTag[tag(k)] else { continue }
    form.setHidden(row, reading: ["sw"], condition)
  }
  return (form, { sw.value = !(sw.value ?? false) })
}

/// The toggle and the building against the lean baseline, at each size.
///
/// Formwork's side is the unobserved toggle and the build with operators of
/// ``changeWorkloads(sizes:)``; ``checkLeanToggle(rows:)`` checks that both toggles hide and show
/// the same rows.
public func leanWorkloads(sizes: [Int] = workloadSizes) -> [Workload] {
  let toggles = sizes.map { rows in
    Workload(
      name: "toggle \(dependentCount) rows vs lean/\(rows) rows",
      unit: "toggle", unitsPerRun: togglesPerRun,
      formwork: {
        let (form, toggle) = toggleFormwork(rows: rows, observed: false)
        return {
          for _ in 0..<togglesPerRun { toggle() }
          return form
        }
      },
      baseline: {
        let (form, toggle) = toggleLean(rows: rows)
        return {
          for _ in 0..<togglesPerRun { toggle() }
          return form
        }
      })
  }
  let builds = sizes.map { rows in
    Workload(
      name: "build with operators vs lean/\(rows) rows", unit: "row", unitsPerRun: rows,
      formwork: { { buildFormwork(rows: rows) } },
      baseline: { { buildLean(rows: rows) } })
  }
  return toggles + builds
}

/// Checks that the lean baseline's toggle hides and shows what Formwork's does.
public func checkLeanToggle(rows: Int) {
  let (form, toggle) = toggleFormwork(rows: rows, observed: false)
  let (lean, leanToggle) = toggleLean(rows: rows)
  precondition(visibleRowCount(form) == rows + 1 && lean.visibleRowCount == rows + 1)
  toggle()
  leanToggle()
  precondition(visibleRowCount(form) == rows + 1 - dependentCount, "Formwork hid too few")
  precondition(lean.visibleRowCount == rows + 1 - dependentCount, "the lean baseline hid too few")
  toggle()
  leanToggle()
  precondition(visibleRowCount(form) == rows + 1 && lean.visibleRowCount == rows + 1)
}
