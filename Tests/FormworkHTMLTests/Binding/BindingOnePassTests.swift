import Formwork
import FormworkHTML
import FormworkTestSupport
import Testing

/// A submitted page binds as one pass of the form (`Form.performChanges(_:)`): each changed
/// row's cell is refreshed once, a condition is evaluated once, the events come cause first.
@Suite("A submitted page binds in one pass")
struct BindingOnePassTests {
  /// `count` text rows "r0", "r1", …, then "odd", hidden while an odd number of the first
  /// three hold text; every cell shown, the form observed.
  static func form(rows count: Int, _ trace: ChangeTrace) -> Form {
    let watched = ["r0", "r1", "r2"]
    let section = Section()
    for index in 0..<count { section <<< TextRow("r\(index)") }
    section
      <<< TextRow("odd") {
        $0.hidden = .function(watched) { form in
          trace.evaluations += 1
          let filled = watched.filter { (form.rowBy(tag: $0)?.baseValue as? String) != nil }
          return filled.count % 2 == 1
        }
      }
    let form = Form() +++ section
    trace.watch(form)
    return form
  }

  @Test("Each changed row's cell is updated once, and the events come cause first")
  func cellsOnceEventsCauseFirst() throws {
    let trace = ChangeTrace()
    let form = Self.form(rows: 3, trace)
    let report = try form.bind(["r0": "x", "r1": "y", "r2": "z"])
    #expect(report.isClean)
    #expect(trace.cellUpdates == ["r0": 1, "r1": 1, "r2": 1])
    #expect(
      trace.events == [
        "valueChanged(r0)", "valueChanged(r1)", "valueChanged(r2)",
        "rowsRemoved(odd)", "rowVisibilityChanged(odd, true)",
        "cellChanged(r0)", "cellChanged(r1)", "cellChanged(r2)",
      ])
  }

  @Test("A row hidden by a condition on rows of the request is evaluated, and reported, once")
  func conditionOnce() throws {
    let trace = ChangeTrace()
    let form = Self.form(rows: 3, trace)
    _ = try form.bind(["r0": "x", "r1": "y", "r2": "z"])
    #expect(trace.evaluations == 1)
    #expect(trace.events.filter { $0.hasPrefix("rowVisibilityChanged") }.count == 1)
    #expect(form.rowBy(tag: "odd")?.isHidden == true)
  }

  @Test("A page of 200 changed rows binds with one cellUpdate per row")
  func largePage() throws {
    let trace = ChangeTrace()
    let form = Self.form(rows: 200, trace)
    var fields: [String: String] = [:]
    for index in 0..<200 { fields["r\(index)"] = "v\(index)" }
    let report = try form.bind(FormData(fields.map { ($0.key, $0.value) }))
    #expect(report.isClean)
    #expect(trace.cellUpdates.count == 200)
    #expect(trace.cellUpdates.values.allSatisfy { $0 == 1 })
    #expect(trace.evaluations == 1)
  }
}
