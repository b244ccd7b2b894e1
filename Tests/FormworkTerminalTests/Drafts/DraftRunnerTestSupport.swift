import Formwork
import FormworkTerminal
import Foundation

/// A profile form in English, its dates written in UTC.
func profileForm() -> Form {
  let form =
    Form() +++ Section("Profile")
    <<< TextRow("name") { $0.title = "Name" }
    <<< IntRow("age") { $0.title = "Age" }
  form.timeZone = TimeZone(identifier: "UTC")
  return form
}

/// A store in a new folder of its own.
func newStore() throws -> FileDraftStore {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("formwork-runner-drafts-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  return FileDraftStore(url: folder.appendingPathComponent("draft.json"))
}

/// Sets the time of the draft in `store` to 2026-11-29 03:30 UTC, so the question that offers
/// it reads the same on every run; returns the draft.
@discardableResult
func pinTime(of store: FileDraftStore) throws -> FormDraft? {
  guard var draft = try store.load() else { return nil }
  draft.savedAt = Date(timeIntervalSince1970: 1_795_923_000)
  try store.save(draft)
  return draft
}

/// Runs `form` keeping drafts in `store` on a terminal of `columns`×8 fed `keys`, one read each.
func runKeepingDrafts(
  _ form: Form, _ store: FileDraftStore, keys: [String], pages: RunnerOptions.Pages = .none,
  columns: Int = 40
) throws -> RunnerRun {
  let terminal = InMemoryTerminal(size: TerminalSize(columns: columns, rows: 8), input: keys)
  let options = RunnerOptions(theme: .plain, charset: .unicode, pages: pages)
    .keepingDrafts(in: store, identity: .init(name: "profile"))
  let outcome = try FormRunner(form, options: options).run(on: terminal)
  return RunnerRun(outcome: outcome, terminal: terminal)
}

/// The screen's lines, trailing blank lines left out.
func draftScreen(_ lines: [String]) -> String {
  var lines = lines
  while lines.last == "" { lines.removeLast() }
  return lines.joined(separator: "\n")
}
