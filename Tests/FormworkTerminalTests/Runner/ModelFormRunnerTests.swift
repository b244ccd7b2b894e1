import Formwork
import FormworkTerminal
import Testing

/// Running a form built from a model and getting the model back (#27).
@Suite("Runner: a model in, a model out")
struct ModelFormRunnerTests {
  struct Signup: Codable, Equatable {
    var name: String
    var port: Int
    var docker: Bool
  }

  @Test("a submitted form gives the model with the answers")
  func submitted() throws {
    let runner = try ModelFormRunner(
      model: Signup(name: "", port: 8080, docker: false),
      options: RunnerOptions(theme: .plain, charset: .unicode))
    // Name is typed, Port kept, Docker switched on.
    let terminal = InMemoryTerminal(input: [
      "demo", Keys.down, Keys.down, Keys.space, Keys.controlS,
    ])
    let outcome = try runner.run(on: terminal)
    #expect(outcome.model == Signup(name: "demo", port: 8080, docker: true))
  }

  @Test("the async run gives the model too")
  func async() async throws {
    let runner = try ModelFormRunner(model: Signup(name: "", port: 8080, docker: false))
    let outcome = try await runner.run(on: InMemoryTerminal(input: ["ann", Keys.controlS]))
    #expect(outcome.model == Signup(name: "ann", port: 8080, docker: false))
  }

  @Test("a cancelled form gives why, and no model")
  func cancelled() throws {
    let runner = try ModelFormRunner(model: Signup(name: "x", port: 1, docker: false))
    let outcome = try runner.run(on: InMemoryTerminal(input: ["y", Keys.escape]))
    #expect(outcome.model == nil)
    guard case .cancelled(let reason) = outcome else {
      Issue.record("expected a cancellation, got \(outcome)")
      return
    }
    #expect(reason == .byUser)
  }

  @Test("an empty required property is not submitted: the form says so and stays")
  func requiredStays() throws {
    let runner = try ModelFormRunner(
      model: Signup(name: "", port: 8080, docker: false),
      options: RunnerOptions(theme: .plain, charset: .unicode))
    let terminal = InMemoryTerminal(input: [Keys.controlS])
    let outcome = try runner.run(on: terminal)
    guard case .cancelled(.inputClosed) = outcome else {
      Issue.record("expected the form to stay until the input closed, got \(outcome)")
      return
    }
    #expect(terminal.snapshots.last?.contains { $0.contains("1 error") } == true)
  }

  @Test("the outcome of a line-mode run reads back the same way")
  func lineMode() throws {
    let runner = try ModelFormRunner(model: Signup(name: "", port: 8080, docker: false))
    let (outcome, _) = answerLines(runner.form, ["demo", "9090", "y"])
    #expect(runner.outcome(of: outcome).model == Signup(name: "demo", port: 9090, docker: true))
  }
}
