import Formwork
import Testing

/// Rows of their own type, so these tests share no default with other suites.
final class ScopeProbeRow: FieldRow<TextCell>, RowType {
  required init(tag: String?) {
    super.init(tag: tag)
  }
}

/// A row type whose process-wide default one test sets, apart from ``ScopeProbeRow``.
final class GlobalProbeRow: FieldRow<TextCell>, RowType {
  required init(tag: String?) {
    super.init(tag: tag)
  }
}

@Suite("Per-type defaults scoped with withRowDefaults")
struct ScopedRowDefaultsTests {
  /// The placeholder a fresh probe row shows once its cell is updated.
  func placeholder() -> String? {
    let row = ScopeProbeRow("p")
    return row.displayedCell.placeholder
  }

  @Test("a default set in a scope applies inside it only")
  func scoped() {
    let inside = withRowDefaults {
      ScopeProbeRow.defaultCellUpdate = { cell, _ in cell.placeholder = "scoped" }
      return placeholder()
    }
    #expect(inside == "scoped")
    #expect(placeholder() == nil)
    #expect(ScopeProbeRow.defaultCellUpdate == nil)
  }

  @Test("two scopes running at once each see their own default")
  func concurrentScopes() async {
    let results = await withTaskGroup(of: [String?].self) { group in
      for name in ["first", "second"] {
        group.addTask {
          await withRowDefaults {
            ScopeProbeRow.defaultCellUpdate = { cell, _ in cell.placeholder = name }
            var seen: [String?] = []
            for _ in 0..<50 {
              seen.append(placeholder())
              await Task.yield()
            }
            return seen
          }
        }
      }
      var all: [[String?]] = []
      for await seen in group { all.append(seen) }
      return all
    }
    #expect(results.count == 2)
    let sets = Set(results.map { Set($0.map { $0 ?? "nil" }) })
    #expect(sets == [["first"], ["second"]])
  }

  @Test("an inner scope sees the outer scope's defaults and can clear them for itself")
  func nested() {
    withRowDefaults {
      ScopeProbeRow.defaultCellUpdate = { cell, _ in cell.placeholder = "outer" }
      ScopeProbeRow.defaultRowInitializer = { $0.title = "initialized" }
      withRowDefaults {
        #expect(placeholder() == "outer")
        ScopeProbeRow.defaultCellUpdate = nil
        #expect(placeholder() == nil)
        #expect(ScopeProbeRow("t").title == "initialized")
      }
      #expect(placeholder() == "outer")
    }
    #expect(ScopeProbeRow("t").title == nil)
  }

  @Test("the process-wide default still applies inside a scope that sets nothing")
  func fallsBackToProcessWide() {
    GlobalProbeRow.defaultRowInitializer = { $0.placeholder = "global" }
    defer { GlobalProbeRow.defaultRowInitializer = nil }
    let title = withRowDefaults { GlobalProbeRow("g").placeholder }
    #expect(title == "global")
  }
}
