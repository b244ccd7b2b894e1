import Formwork
import FormworkTerminal
import Foundation
import Testing

/// Each scenario's last frame, compared with the screen stored beside the tests.
///
/// Set `FORMWORK_RECORD_SCREENS=1` to write the screens afresh (then read every one before
/// committing it).
@Suite("Runner screens")
struct RunnerScreenTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Screens")

  @Test("the last frame of each scenario", arguments: runnerScenarios)
  func lastFrame(of scenario: RunnerScenario) throws {
    let run = try runForm(scenario.makeForm(), keys: scenario.keys)
    let file = Self.directory.appendingPathComponent("\(scenario.name).txt")
    if ProcessInfo.processInfo.environment["FORMWORK_RECORD_SCREENS"] != nil {
      try (run.lastFrame + "\n").write(to: file, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    #expect(run.lastFrame + "\n" == expected)
    #expect(run.cancellation == .inputClosed)
    #expect(run.terminal.beginCount == 1 && run.terminal.endCount == 1)
  }
}
