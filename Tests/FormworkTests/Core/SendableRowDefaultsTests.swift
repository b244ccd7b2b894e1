import Formwork
import Testing

private final class ConcurrentProbeCell: FieldCell<String>, CellType {}
private final class ConcurrentProbeRow: FieldRow<ConcurrentProbeCell>, RowType {}

/// Counts the rows the default saw; shared by the tasks, so behind a lock.
private let concurrentUpdates = Locked(0)

/// Per-type defaults are `@Sendable`: several tasks can build and update rows at once.
@Suite("Per-type defaults from several tasks")
struct SendableRowDefaultsTests {
  @Test("four tasks building forms run a process-wide default without a race")
  func fourTasks() async {
    ConcurrentProbeRow.defaultCellUpdate = { cell, _ in
      concurrentUpdates.withLock { $0 += 1 }
      cell.placeholder = "shared"
    }
    defer { ConcurrentProbeRow.defaultCellUpdate = nil }
    let placeholders = await withTaskGroup(of: Int.self) { group in
      for task in 0..<4 {
        group.addTask {
          let section = Section()
          for index in 0..<250 { section <<< ConcurrentProbeRow("t\(task)-\(index)") }
          let form = Form() +++ section
          var shared = 0
          for row in form.rows {
            row.updateCell()
            if (row as? ConcurrentProbeRow)?.cell.placeholder == "shared" { shared += 1 }
          }
          return shared
        }
      }
      return await group.reduce(0, +)
    }
    #expect(placeholders == 1_000)
    #expect(concurrentUpdates.value == 1_000)
  }

  @Test("a default written as in Eureka, capturing nothing mutable, compiles and runs")
  func eurekaStyle() {
    let suffix = "!"
    withRowDefaults {
      TextRow.defaultCellUpdate = { cell, row in cell.placeholder = (row.title ?? "") + suffix }
      let row = TextRow("t") { $0.title = "Name" }
      let form = Form() +++ Section() <<< row
      row.updateCell()
      #expect(row.cell.placeholder == "Name!")
      #expect(form.rows.count == 1)
    }
  }
}
