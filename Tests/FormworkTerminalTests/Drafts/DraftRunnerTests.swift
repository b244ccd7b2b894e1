import Formwork
import FormworkTerminal
import Foundation
import Testing

@Suite("The full-screen runner keeps a draft when a person stops, and resumes it")
struct DraftRunnerTests {
  @Test("cancel, keep, run again, resume: the answers and the row are back; submit deletes it")
  func keepAndResume() throws {
    let store = try newStore()
    let first = try runKeepingDrafts(profileForm(), store, keys: ["Ann", Keys.controlC, "y"])
    #expect(first.cancellation == .byUser)
    #expect(
      draftScreen(first.terminal.screen) == """
        Keep your answers as a draft? [Y/n] yes
        Your answers are kept as a draft.
        """)
    let kept = try #require(try pinTime(of: store))
    #expect(kept.rows["name"]?.value == .string("Ann"))
    #expect(kept.focusedTag == "name")
    #expect(kept.form == .init(name: "profile"))

    let second = try runKeepingDrafts(profileForm(), store, keys: ["y", Keys.down, Keys.controlS])
    #expect(
      draftScreen(second.terminal.screen) == """
        Resume the answers you kept on Nov 29, 2
        026 at 3:30\u{202F}AM? [Y/n] yes
        """)
    let firstFrame = try #require(second.terminal.snapshots.dropFirst().first)
    #expect(
      draftScreen(firstFrame) == """
        ── Profile ─────────────────────────────
        ▸ Name [Ann                            ]
          Age [                                ]




        type to edit · ↑↓ move · ctrl-s submit …
        """)
    #expect(second.values?["name"] as? String == "Ann")
    #expect(try store.load() == nil)
  }

  @Test("no at the resume question deletes the draft and starts afresh")
  func declineResume() throws {
    let store = try newStore()
    _ = try runKeepingDrafts(profileForm(), store, keys: ["Ann", Keys.controlC, "y"])
    let second = try runKeepingDrafts(profileForm(), store, keys: ["n", Keys.controlC])
    #expect(second.terminal.output.contains("[Y/n] no"))
    #expect(second.cancellation == .byUser)
    #expect(try store.load() == nil)
  }

  @Test("Esc at the resume question starts afresh and leaves the draft as it was")
  func dismissResume() throws {
    let store = try newStore()
    _ = try runKeepingDrafts(profileForm(), store, keys: ["Ann", Keys.controlC, "y"])
    let kept = try pinTime(of: store)
    let second = try runKeepingDrafts(profileForm(), store, keys: [Keys.controlC, Keys.controlC])
    #expect(second.cancellation == .byUser)
    #expect(try store.load() == kept)
  }

  @Test("cancelling with nothing changed asks nothing and keeps nothing")
  func nothingChanged() throws {
    let store = try newStore()
    let run = try runKeepingDrafts(profileForm(), store, keys: [Keys.controlC])
    #expect(run.cancellation == .byUser)
    #expect(!run.terminal.output.contains("draft"))
    #expect(try store.load() == nil)
  }

  @Test("the end of the input asks nothing and keeps nothing new")
  func inputEnds() throws {
    let store = try newStore()
    let run = try runKeepingDrafts(profileForm(), store, keys: ["Ann"])
    #expect(run.cancellation == .inputClosed)
    #expect(!run.terminal.output.contains("draft"))
    #expect(try store.load() == nil)
  }

  @Test("no at the keep question keeps nothing")
  func declineKeep() throws {
    let store = try newStore()
    let run = try runKeepingDrafts(profileForm(), store, keys: ["Ann", Keys.controlC, "n"])
    #expect(run.terminal.output.contains("[Y/n] no"))
    #expect(try store.load() == nil)
  }

  @Test("what no longer fits is named in one line on the first frame")
  func olderDraft() throws {
    let store = try newStore()
    let older = Form() +++ Section() <<< TextRow("nickname") { $0.title = "Nickname" }
    older.setValues(["nickname": "Annie"])
    try store.save(older.draft(savedAt: Date(timeIntervalSince1970: 1_795_923_000)))
    let run = try runKeepingDrafts(
      profileForm(), store, keys: ["y", Keys.controlC, "n"], columns: 60)
    let firstFrame = draftScreen(try #require(run.terminal.snapshots.dropFirst().first))
    #expect(firstFrame.contains("Not restored, as the form has changed: Nickname."))
  }

  @Test("a paged run comes back on the page and row it was left on")
  func page() throws {
    func paged() -> Form {
      let form = profileForm()
      form +++ Section("Contact") <<< TextRow("city") { $0.title = "City" }
        <<< TextRow("street") { $0.title = "Street" }
      return form
    }
    let store = try newStore()
    let first = try runKeepingDrafts(
      paged(), store, keys: ["Ann", Keys.controlF, Keys.down, "Main", Keys.controlC, "y"],
      pages: .perSection)
    #expect(first.cancellation == .byUser)
    let kept = try #require(try store.load())
    #expect(kept.page == 1 && kept.focusedTag == "street")
    let second = try runKeepingDrafts(
      paged(), store, keys: ["y", Keys.controlC, "n"], pages: .perSection)
    let firstFrame = draftScreen(try #require(second.terminal.snapshots.dropFirst().first))
    #expect(firstFrame.contains("▸ Street [Main"))
    #expect(firstFrame.contains("── Contact"))
  }

  @Test("a kept draft that cannot be read is said in one line, and the form starts empty")
  func unreadable() throws {
    let store = try newStore()
    try Data("{\"format\":\"invoice\"}".utf8).write(to: store.url)
    let run = try runKeepingDrafts(profileForm(), store, keys: [Keys.controlC])
    #expect(
      run.terminal.output.contains(
        "The answers you kept could not be read; starting with an empty form."))
    #expect(run.cancellation == .byUser)
  }
}

@Suite("Drafts around a run in a task, and a store that cannot keep one")
struct DraftRunnerEdgeTests {
  @Test("the async run keeps and resumes a draft as the blocking one does")
  func asyncRun() async throws {
    let store = try newStore()
    let options = RunnerOptions(theme: .plain, charset: .unicode).keepingDrafts(in: store)
    let first = InMemoryTerminal(
      size: TerminalSize(columns: 40, rows: 8), input: ["Bea", Keys.controlC, "y"])
    let cancelled = try await FormRunner(profileForm(), options: options).run(on: first)
    #expect(!cancelled.isSubmitted)
    #expect(try store.load()?.rows["name"]?.value == .string("Bea"))
    let second = InMemoryTerminal(
      size: TerminalSize(columns: 40, rows: 8), input: ["y", Keys.controlS])
    let outcome = try await FormRunner(profileForm(), options: options).run(on: second)
    guard case .submitted(let values) = outcome else {
      Issue.record("not submitted: \(outcome)")
      return
    }
    #expect(values.value("name", as: String.self) == "Bea")
    #expect(try store.load() == nil)
  }

  @Test("a draft that cannot be written is said in one line, and the run still ends")
  func unwritable() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("formwork-missing-\(UUID().uuidString)")
    let store = FileDraftStore(url: folder.appendingPathComponent("draft.json"))
    let run = try runKeepingDrafts(
      profileForm(), store, keys: ["Ann", Keys.controlC, "y"], columns: 60)
    #expect(run.cancellation == .byUser)
    #expect(
      draftScreen(run.terminal.screen) == """
        Keep your answers as a draft? [Y/n] yes
        Your answers could not be kept as a draft.
        """)
  }

  @Test("the questions are asked in the form's language")
  func german() throws {
    let store = try newStore()
    let form = profileForm()
    form.locale = Locale(identifier: "de")
    let run = try runKeepingDrafts(form, store, keys: ["Ann", Keys.controlC, "j"], columns: 60)
    #expect(
      draftScreen(run.terminal.screen) == """
        Antworten als Entwurf behalten? [J/n] ja
        Ihre Antworten sind als Entwurf gespeichert.
        """)
    #expect(try store.load() != nil)
  }
}

@Suite("Esc leaves the form and the draft questions as Ctrl-C does")
struct DraftRunnerEscapeTests {
  @Test("Esc on the form asks to keep; Esc at the question keeps nothing and deletes nothing")
  func escape() throws {
    let store = try newStore()
    let first = try runKeepingDrafts(profileForm(), store, keys: ["Ann", Keys.escape, "y"])
    #expect(first.cancellation == .byUser)
    let kept = try #require(try pinTime(of: store))
    let second = try runKeepingDrafts(
      profileForm(), store, keys: [Keys.escape, "Bea", Keys.escape, Keys.escape])
    #expect(second.cancellation == .byUser)
    #expect(second.terminal.output.contains("Keep your answers as a draft? [Y/n]"))
    #expect(try store.load() == kept)
  }
}
