import Formwork
import FormworkHTML
import Foundation
import Testing

@Suite("Binding what a browser sends back unchanged")
struct BindingRoundTripTests {
  @Test("Every row type of the catalog and every section kind: the same values, no change at all")
  func catalogUnchanged() throws {
    let form = BindingForms.catalog()
    let before = BindingForms.dump(form)
    let submission = BindingForms.submission(of: form)
    var changes: [String] = []
    let observation = form.observe { event in
      if case .valueChanged(let row, _, _, _) = event { changes.append(row.tag ?? row.reference) }
    }
    defer { form.removeObserver(observation) }
    let report = try form.bind(submission)
    #expect(report.isClean, "\(report)")
    #expect(changes == [])
    #expect(BindingForms.dump(form) == before)
    #expect(form.focusedRow == nil)
  }

  @Test("The catalog's values bound into an empty copy give the same values, as the wire has them")
  func catalogIntoFreshForm() throws {
    let filled = BindingForms.catalog()
    let empty = BindingForms.catalog()
    for row in empty.allRows where row.tag != "label" && row.tag != "leftRight" {
      try row.setBaseValue(nil)
    }
    let report = try empty.bind(BindingForms.submission(of: filled))
    #expect(report.isClean, "\(report)")
    // A date input carries no seconds, a time input no day: the values match as sent.
    #expect(BindingForms.submission(of: empty) == BindingForms.submission(of: filled))
    let date: DateRow? = empty.rowBy(tag: "date")
    #expect(date?.value == Date(timeIntervalSince1970: 1_795_392_000))  // 2026-11-23 00:00 UTC
  }
}
