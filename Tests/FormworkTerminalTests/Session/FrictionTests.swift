import Formwork
import FormworkTerminal
import FormworkText
import Foundation
import Testing

/// The frictions found filling in the demos in tmux (#27), one scenario each, named after the
/// friction; each fails without its fix.
@Suite("Frictions found filling in the demos")
struct FrictionTests {
  /// A calendar in UTC, the time zone of the date forms here.
  private static var utc: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
    return calendar
  }

  /// A form of one date row, in UTC, with `value`.
  private func dateForm(_ value: Date? = nil) -> Form {
    let form =
      Form() +++ Section("When")
      <<< DateRow("day") {
        $0.title = "Day"
        $0.value = value
      }
    form.timeZone = TimeZone(identifier: "UTC")
    return form
  }

  @Test("a focused empty field shows its placeholder, not an unlabelled [ ]")
  func focusedPlaceholder() throws {
    let form = Form() +++ Section() <<< TextRow("title") { $0.placeholder = "Title" }
    let run = try runForm(form, keys: [])
    #expect(run.lastFrame.hasPrefix("▸ [‹Title›"))
    // Typing replaces it.
    let typed = try runForm(
      Form() +++ Section() <<< TextRow("title") { $0.placeholder = "Title" }, keys: ["T"])
    #expect(typed.lastFrame.hasPrefix("▸ [T "))
    #expect(!typed.lastFrame.contains("‹Title›"))
  }

  @Test("Esc while changing a date puts back the date it had; Enter keeps the change")
  func escapeUndoesDate() throws {
    let original = try #require(Self.utc.date(from: DateComponents(year: 2026, month: 5, day: 4)))
    let form = dateForm(original)
    _ = try runForm(form, keys: [Keys.enter, Keys.up, Keys.right, Keys.up, Keys.escape])
    #expect(form.values()["day"] as? Date == original)
    let kept = dateForm(original)
    _ = try runForm(kept, keys: [Keys.enter, Keys.up, Keys.enter])
    let year = (kept.values()["day"] as? Date).map { Self.utc.component(.year, from: $0) }
    #expect(year == 2027)
    // An empty date is empty again.
    let empty = dateForm()
    _ = try runForm(empty, keys: [Keys.enter, Keys.up, Keys.up, Keys.escape])
    #expect(empty.values()["day"] ?? nil == nil)
  }

  @Test("the first ↑ on an empty date only fills today: no part changes")
  func firstTurnFillsToday() throws {
    let form = dateForm()
    _ = try runForm(form, keys: [Keys.enter, Keys.up, Keys.enter])
    let today = Self.utc.startOfDay(for: Date())
    #expect(form.values()["day"] as? Date == today)
  }

  @Test("a date chosen interactively and one answered in line mode are the same: midnight")
  func sameTimeOfDay() throws {
    let picked = dateForm()
    _ = try runForm(picked, keys: [Keys.enter, Keys.up, Keys.enter])
    let answered = dateForm()
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    formatter.timeZone = TimeZone(identifier: "UTC")
    let (outcome, _) = answerLines(answered, [formatter.string(from: Date())])
    #expect(outcome.isSubmitted)
    let pickedDate = try #require(picked.values()["day"] as? Date)
    #expect(answered.values()["day"] as? Date == pickedDate)
    #expect(Self.utc.component(.hour, from: pickedDate) == 0)
    #expect(Self.utc.component(.second, from: pickedDate) == 0)
  }

  @Test("in a multiple selector Space types into a filter being typed; Tab ticks")
  func spaceInFilter() throws {
    let form =
      Form() +++ Section()
      <<< MultipleSelectorRow<String>("cities") {
        $0.title = "Cities"
        $0.options = ["New York", "New Delhi", "Paris"]
      }
    let run = try runForm(
      form, keys: [Keys.enter, "new", Keys.space, "d", Keys.tab, Keys.enter, Keys.controlS])
    #expect(run.values?["cities"] as? Set<String> == ["New Delhi"])
    // With no filter typed, Space still ticks.
    let ticked =
      Form() +++ Section()
      <<< MultipleSelectorRow<String>("cities") {
        $0.title = "Cities"
        $0.options = ["New York", "Paris"]
      }
    let second = try runForm(ticked, keys: [Keys.enter, Keys.space, Keys.enter, Keys.controlS])
    #expect(second.values?["cities"] as? Set<String> == ["New York"])
  }

  @Test("the help line names Tab for ticking while a filter is typed")
  func tickHelp() throws {
    let form =
      Form() +++ Section()
      <<< MultipleSelectorRow<String>("cities") { $0.options = ["New York", "Paris"] }
    let run = try runForm(form, columns: 80, keys: [Keys.enter, "n"])
    #expect(run.lastFrame.split(separator: "\n").last?.contains("tab tick") == true)
  }

  @Test("inline presentation does not leave its help line and ▸ on screen")
  func inlineLeavesTheFormOnly() throws {
    let form =
      Form() +++ Section() <<< TextRow("name") { $0.title = "Name" }
      <<< SwitchRow("news") { $0.title = "News" }
    let run = try runForm(
      form, columns: 30, rows: 8, keys: ["Ada"], presentation: .inline(maximumHeight: 4))
    let screen = run.terminal.screen.joined(separator: "\n")
    #expect(screen.contains("  Name [Ada"))
    #expect(!screen.contains("▸"))
    #expect(!screen.contains("type to edit"))
  }

  @Test("Ctrl-F on the last page does not submit: it says Ctrl-S submits")
  func controlFOnLastPage() throws {
    let form =
      Form() +++ Section("One") <<< TextRow("a") { $0.title = "A" }
      +++ Section("Two") <<< TextRow("b") { $0.title = "B" }
    let run = try runForm(
      form, columns: 60, keys: [Keys.controlF, Keys.controlF], pages: .perSection)
    #expect(run.cancellation == .inputClosed)
    #expect(run.lastFrame.contains("last page: ctrl-s submits"))
    let submitted = try runForm(
      form, columns: 60, keys: [Keys.controlF, Keys.controlS], pages: .perSection)
    #expect(submitted.outcome.isSubmitted)
  }

  @Test("at 40 columns a cut help line ends with …; one that fits has none")
  func helpEllipsis() throws {
    let form = Form() +++ Section() <<< TextRow("name") { $0.title = "Name" }
    let narrow = try runForm(form, columns: 40, keys: [])
    let line = try #require(narrow.lastFrame.split(separator: "\n").last)
    #expect(line.hasSuffix(" …"))
    #expect(line.count <= 40)
    let wide = try runForm(
      Form() +++ Section() <<< TextRow("name") { $0.title = "Name" }, columns: 100, keys: [])
    #expect(wide.lastFrame.hasSuffix("esc cancel"))
  }

  @Test("ASCII mode marks help text with ->, not a question mark")
  func asciiHelpMark() {
    let row = SwitchRow("news") {
      $0.title = "News"
      $0.helpText = "Once a month"
    }
    let text = TextPrinter(width: 30, charset: .ascii).render(row)
    #expect(text.contains("-> Once a month"))
    #expect(!text.contains("? "))
  }

  @Test("FormRunner.ask says Enter confirms, not ↑↓ move · ctrl-s submit")
  func askKeys() throws {
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 60, rows: 6), input: ["80"])
    _ = try FormRunner.ask(
      IntRow { $0.title = "Port" }, on: terminal,
      options: RunnerOptions(presentation: .inline(maximumHeight: 4), theme: .plain))
    let help = try #require(terminal.snapshots.last?.first { $0.contains("esc cancel") })
    #expect(help == "type to edit · enter confirm · esc cancel")
    // A row that takes Enter itself is confirmed with Ctrl-S, and says so.
    let list = InMemoryTerminal(size: TerminalSize(columns: 60, rows: 6), input: [])
    _ = try FormRunner.ask(
      PushRow<String> {
        $0.title = "Licence"
        $0.options = ["MIT"]
      }, on: list, options: RunnerOptions(presentation: .inline(maximumHeight: 4), theme: .plain))
    #expect(list.snapshots.last?.contains("enter choose · ctrl-s submit · esc cancel") == true)
  }

  /// A multivalued section of three names; `reorders` gives it `.Reorder`.
  private func names(reorders: Bool) -> Form {
    Form()
      +++ MultivaluedSection(
        multivaluedOptions: reorders ? [.Insert, .Delete, .Reorder] : [.Insert, .Delete],
        header: "Names"
      ) { section in
        section.tag = "names"
        for name in ["Ada", "Grace", "Edsger"] { section <<< NameRow { $0.value = name } }
      }
  }

  @Test("Alt-↓ and Alt-↑ move a multivalued item, which keeps the cursor")
  func moveItems() throws {
    let altDown = "\u{1B}[1;3B"
    let altUp = "\u{1B}[1;3A"
    let run = try runForm(
      names(reorders: true), columns: 80, keys: [altDown, altDown, altUp, Keys.controlS])
    let order = (run.values?["names"] as? [Any?])?.compactMap { $0 as? String }
    #expect(order == ["Grace", "Ada", "Edsger"])
    let help = try runForm(names(reorders: true), columns: 100, keys: [])
    #expect(help.lastFrame.contains("alt-↑↓ move item"))
  }

  @Test("a section that does not reorder says its items can't be moved")
  func moveRefused() throws {
    let run = try runForm(names(reorders: false), columns: 80, keys: ["\u{1B}[1;3B"])
    #expect(run.lastFrame.contains("Items of Names can't be moved"))
    #expect(!run.lastFrame.contains("move item"))
  }

  @Test("Ctrl-Z stops the process through the device, and the screen is drawn whole after")
  func suspendRedraws() throws {
    let form = Form() +++ Section() <<< TextRow("name") { $0.title = "Name" }
    let terminal = InMemoryTerminal(size: TerminalSize(columns: 40, rows: 6), input: ["\u{1A}"])
    _ = try FormRunner(form, options: RunnerOptions(theme: .plain)).run(on: terminal)
    #expect(terminal.suspendCount == 1)
    let clears = terminal.output.components(separatedBy: "\u{1B}[2J").count - 1
    #expect(clears == 2, "the first frame, and the whole frame after continuing")
    #expect(terminal.snapshots.last?.first?.hasPrefix("▸ Name [") == true)
  }
}
