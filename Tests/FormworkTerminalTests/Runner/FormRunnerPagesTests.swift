import Formwork
import FormworkTerminal
import Testing

@Suite("Runner: a section at a time")
struct FormRunnerPagesTests {
  /// Account, Plan, Team (only for a team plan) and Confirm.
  private func wizard() -> Form {
    Form()
      +++ Section("Account")
      <<< TextRow("name") {
        $0.title = "Name"
        $0.add(rule: RuleRequired())
      }
      +++ Section("Plan")
      <<< SwitchRow("team") { $0.title = "Team plan" }
      +++ Section("Team") { $0.hidden = "$team != true" }
      <<< IntRow("seats") {
        $0.title = "Seats"
        $0.value = 5
      }
      +++ Section("Confirm")
      <<< CheckRow("terms") { $0.title = "I agree" }
  }

  @Test("a page shows its section only, and its help says where the person is")
  func firstPage() throws {
    let run = try runForm(wizard(), columns: 64, rows: 6, keys: ["Ada"], pages: .perSection)
    let expected = [
      "── Account ─────────────────────────────────────────────────────",
      "▸ Name [Ada                                                    ]",
      "",
      "",
      "",
      "type to edit · page 1/3 · ctrl-f next page · ↑↓ move …",
    ]
    #expect(run.lastFrame == expected.joined(separator: "\n"))
  }

  @Test("an invalid page stays, with its errors; a valid one goes on")
  func validatesEachPage() throws {
    let run = try runForm(wizard(), keys: [Keys.enter], pages: .perSection)
    #expect(run.lastFrame.contains("! Name can't be empty"))
    #expect(run.lastFrame.contains("1 error on this page"))
    let next = try runForm(wizard(), keys: ["Ada", Keys.enter], pages: .perSection)
    #expect(next.lastFrame.hasPrefix("── Plan ──"))
    #expect(!next.lastFrame.contains("Name"))
  }

  @Test("a section hidden by a condition is no page; a shown one is")
  func skipsHiddenPages() throws {
    let personal = try runForm(
      wizard(), keys: ["Ada", Keys.enter, Keys.controlF, Keys.space, Keys.controlS],
      pages: .perSection)
    #expect(personal.values?["terms"] as? Bool == true)
    #expect(personal.values?["seats"] == nil)
    let team = try runForm(
      wizard(),
      keys: ["Ada", Keys.enter, Keys.space, Keys.controlF, Keys.backspace, "9", Keys.enter],
      pages: .perSection)
    #expect(team.lastFrame.hasPrefix("── Confirm ──"))
    #expect(team.lastFrame.contains("page 4/4"))
  }

  @Test("Ctrl-B goes back without losing what was typed")
  func goesBack() throws {
    let form = wizard()
    let run = try runForm(form, keys: ["Ada", Keys.enter, Keys.controlB, "!"], pages: .perSection)
    #expect(run.lastFrame.hasPrefix("── Account ──"))
    #expect(form.rowBy(tag: "name")?.baseValue as? String == "Ada!")
  }
}
