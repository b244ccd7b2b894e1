import BenchmarkSupport
import Formwork

/// How many toggles one run makes: an even number, so the switch ends where it started.
public let togglesPerRun = 20

/// Every workload, at every size, in the order the ratio table lists them.
public func changeWorkloads(sizes: [Int] = workloadSizes) -> [Workload] {
  var list: [Workload] = []
  for observed in [false, true] {
    for rows in sizes {
      list.append(
        Workload(
          name: "toggle \(dependentCount) rows\(observed ? ", observed" : "")/\(rows) rows",
          unit: "toggle", unitsPerRun: togglesPerRun,
          formwork: {
            let (form, toggle) = toggleFormwork(rows: rows, observed: observed)
            return {
              for _ in 0..<togglesPerRun { toggle() }
              return form
            }
          },
          baseline: {
            let (form, toggle) = togglePlain(rows: rows, observed: observed)
            return {
              for _ in 0..<togglesPerRun { toggle() }
              return form
            }
          }))
    }
  }
  for rows in sizes {
    list.append(
      Workload(
        name: "build with operators/\(rows) rows", unit: "row", unitsPerRun: rows,
        formwork: { { buildFormwork(rows: rows) } },
        baseline: { { buildPlain(rows: rows) } }))
  }
  for rows in sizes {
    list.append(
      Workload(
        name: "values()/\(rows) rows", unit: "row", unitsPerRun: rows,
        formwork: {
          let form = buildFormwork(rows: rows)
          return { form.values() }
        },
        baseline: {
          let form = buildPlain(rows: rows)
          return { form.values() }
        }))
  }
  for rows in sizes {
    list.append(
      Workload(
        name: "typed rowBy(tag:) every tag/\(rows) rows", unit: "tag", unitsPerRun: rows,
        formwork: {
          let form = buildFormwork(rows: rows)
          let tags = allTags(rows: rows)
          return {
            precondition(rowByEveryTag(form, tags) == rows)
            return form
          }
        },
        baseline: {
          let form = buildPlain(rows: rows)
          let tags = allTags(rows: rows)
          return {
            precondition(rowByEveryTag(form, tags) == rows)
            return form
          }
        }))
  }
  return list
}

/// Checks that both sides of the toggle do the same work: the switch hides `dependentCount`
/// rows and shows them again.
public func checkToggles(rows: Int) {
  for observed in [false, true] {
    let (form, toggle) = toggleFormwork(rows: rows, observed: observed)
    let (plain, plainToggle) = togglePlain(rows: rows, observed: observed)
    precondition(visibleRowCount(form) == rows + 1 && visibleRowCount(plain) == rows + 1)
    toggle()
    plainToggle()
    precondition(visibleRowCount(form) == rows + 1 - dependentCount, "Formwork hid too few")
    precondition(visibleRowCount(plain) == rows + 1 - dependentCount, "the baseline hid too few")
    toggle()
    plainToggle()
    precondition(visibleRowCount(form) == rows + 1 && visibleRowCount(plain) == rows + 1)
  }
}
