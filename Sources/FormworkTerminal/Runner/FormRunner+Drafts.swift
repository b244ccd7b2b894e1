import Formwork
import Foundation

/// Keeping and resuming drafts around a run (``RunnerOptions/draftStore``).
extension FormRunner {
  /// What a run starts from when a draft was resumed.
  struct Resumption {
    /// Where the person was.
    var position: DraftPosition
    /// One line naming what no longer fits, shown on the first frame; `nil` when all did.
    var note: String?
  }

  /// Before the form shows: offers the kept draft and restores it when the person says yes.
  ///
  /// - Returns: Where to resume, or `nil` when no draft was resumed.
  func offerDraft(on device: some TerminalDevice) throws(TerminalError) -> Resumption? {
    guard let store = options.draftStore else { return nil }
    let draft: FormDraft
    do throws(DraftStoreError) {
      guard let kept = try store.load() else { return nil }
      draft = kept
    } catch {
      try say(form.messages.string(.draftResumeUnreadable), on: device)
      return nil
    }
    let question = DraftQuestion(
      text: resumeQuestion(for: draft), messages: form.messages,
      escapeDelay: options.escapeDelay)
    switch try question.ask(on: device) {
    case .yes:
      return Resumption(
        position: DraftPosition(page: draft.page, focusedTag: draft.focusedTag),
        note: restoreNote(restore(draft), of: draft))
    case .no:
      try? store.delete()
      return nil
    case .dismissed, .inputClosed:
      return nil
    }
  }

  /// After the run, deletes the draft of a submitted form or offers to keep one.
  ///
  /// A person who cancelled with anything changed is asked; the end of the input and signals
  /// ask nothing.
  func settleDraft(
    after outcome: FormOutcome, at position: DraftPosition, on device: some TerminalDevice
  )
    throws(TerminalError)
  {
    guard let store = options.draftStore else { return }
    switch outcome {
    case .submitted:
      try? store.delete()
    case .cancelled(.byUser):
      guard form.isDirty else { return }
      let question = DraftQuestion(
        text: form.messages.string(.draftKeepQuestion), messages: form.messages,
        escapeDelay: options.escapeDelay)
      switch try question.ask(on: device) {
      case .yes: try say(keep(at: position, in: store), on: device)
      case .no: try? store.delete()
      case .dismissed, .inputClosed: break
      }
    case .cancelled:
      break
    }
  }

  /// Keeps a draft of the form in `store`; the line that says whether it was kept.
  func keep(at position: DraftPosition, in store: any DraftStore) -> String {
    var draft = form.draft(identity: options.draftIdentity, page: position.page)
    if let tag = position.focusedTag, draft.rows[tag] != nil { draft.focusedTag = tag }
    do throws(DraftStoreError) {
      try store.save(draft)
      return form.messages.string(.draftKept)
    } catch {
      return form.messages.string(.draftKeepFailed)
    }
  }

  /// Restores `draft` into the form.
  func restore(_ draft: FormDraft) -> DraftRestoreReport {
    form.restore(draft)
  }

  /// "Resume the answers you kept on …?", the date in the form's language and time zone.
  func resumeQuestion(for draft: FormDraft) -> String {
    let style = Date.FormatStyle(
      date: .abbreviated, time: .shortened, locale: form.formattingLocale,
      timeZone: form.formattingTimeZone)
    return form.messages.string(
      .draftResumeQuestion, ["date": .text(draft.savedAt.formatted(style))])
  }

  /// One line naming the fields a restore could not fill, by title (the form's, else the one
  /// the draft kept), or `nil` when it did all.
  func restoreNote(_ report: DraftRestoreReport, of draft: FormDraft) -> String? {
    guard !report.isComplete else { return nil }
    let names = report.problemTags.map { tag in
      let titles = [
        form.rowBy(tag: tag)?.title, form.sectionBy(tag: tag)?.header?.title,
        draft.rows[tag]?.title,
      ]
      return titles.lazy.compactMap { $0 }.first { !$0.isEmpty } ?? tag
    }
    // The list's bidirectional isolates would be shown as escapes on a terminal.
    let list = names.formatted(.list(type: .and).locale(form.formattingLocale))
      .unicodeScalars.filter { !(UInt32(0x2066)...0x2069).contains($0.value) }
    return form.messages.string(.draftResumeIncomplete, ["fields": .text(String(list))])
  }

  /// Writes one line on `device`, outside a run.
  private func say(_ line: String, on device: some TerminalDevice) throws(TerminalError) {
    try device.begin(fullScreen: false)
    defer { device.end() }
    try device.write(TerminalText.escapingControls(line) + "\r\n")
  }
}

extension FormRunner {
  /// Runs the form in line mode, keeping drafts when the options say where.
  func runInLines(_ prompter: LinePrompter) -> FormOutcome {
    guard let store = options.draftStore else { return prompter.run() }
    return prompter.run(keepingDraftsIn: store, identity: options.draftIdentity)
  }

  /// Runs `prompter` as `runInLines(_:)` does, with the rows' async rules.
  nonisolated(nonsending) func runInLines(_ prompter: LinePrompter) async -> FormOutcome {
    guard let store = options.draftStore else { return await prompter.run() }
    return await prompter.run(keepingDraftsIn: store, identity: options.draftIdentity)
  }
}
