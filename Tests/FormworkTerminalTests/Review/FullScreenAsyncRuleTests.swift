import Formwork
import FormworkTerminal
import Testing

/// A sign-up form: a user name the directory may have taken, and a plan.
private func signUpForm() -> Form {
  let user = TextRow("user") { $0.title = "User" }
  user.add(
    asyncRule: AsyncRuleClosure<String>(id: "available") { name in
      name == "ada" ? ValidationError(msg: "'ada' is taken") : nil
    })
  return Form() +++ Section() <<< user <<< TextRow("plan") { $0.title = "Plan" }
}

/// Runs `form` with the async `run(on:)` on a 40×8 terminal fed `keys`.
private func runAsync(_ form: Form, keys: [String], review: Bool = false) async throws
  -> RunnerRun
{
  let terminal = InMemoryTerminal(size: TerminalSize(columns: 40, rows: 8), input: keys)
  var options = RunnerOptions(theme: .plain, charset: .unicode)
  options.review = review
  let outcome = try await FormRunner(form, options: options).run(on: terminal)
  return RunnerRun(outcome: outcome, terminal: terminal)
}

@Suite("Full screen: async rules when a row is left and on submit")
struct FullScreenAsyncRuleTests {
  @Test("leaving a row runs its async rules: checking…, then the message under the row")
  func onLeaving() async throws {
    let run = try await runAsync(signUpForm(), keys: ["ada", Keys.down])
    #expect(run.terminal.output.contains("checking…"))
    #expect(run.lastFrame.contains("! 'ada' is taken"))
    #expect(run.cancellation == .inputClosed)
  }

  @Test("a submit waits for the rules, is refused while one fails, then taken")
  func onSubmit() async throws {
    let run = try await runAsync(
      signUpForm(),
      keys: [
        "ada", Keys.controlS, Keys.backspace, Keys.backspace, Keys.backspace, "ida", Keys.controlS,
      ])
    let refused = run.terminal.snapshots.contains { lines in
      lines.contains { $0.contains("1 error: fix it to submit") }
    }
    #expect(refused)
    #expect(run.values?["user"] as? String == "ida")
  }

  @Test("with the review, a passing submit shows the review")
  func withReview() async throws {
    let run = try await runAsync(
      signUpForm(), keys: ["ida", Keys.controlS, Keys.enter], review: true)
    #expect(run.terminal.snapshots.contains { $0.first == "Review your answers" })
    #expect(run.values?["user"] as? String == "ida")
  }

  @Test("the synchronous run does not run async rules")
  func syncSkips() throws {
    let terminal = InMemoryTerminal(
      size: TerminalSize(columns: 40, rows: 8), input: ["ada", Keys.controlS])
    let outcome = try FormRunner(signUpForm(), options: RunnerOptions(theme: .plain)).run(
      on: terminal)
    #expect(outcome.isSubmitted)
    #expect(!terminal.output.contains("checking…"))
  }
}
