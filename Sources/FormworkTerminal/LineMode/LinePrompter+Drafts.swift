import Formwork

/// Keeping and resuming drafts in line mode: the same questions as the full screen's, each
/// answered on a line.
extension LinePrompter {
  /// Runs the form as `run()` does, keeping drafts in `store`.
  ///
  /// A draft found first is offered ("Resume the answers you kept on …? [Y/n]"): yes (or an
  /// empty answer) restores it and says in one line what no longer fits, no deletes it. A
  /// person who answers `:q` with anything changed is asked whether to keep a draft; a
  /// submitted form deletes it. The end of the input asks nothing and keeps nothing new.
  ///
  /// - Parameters:
  ///   - store: Where the draft is kept.
  ///   - identity: The form's name and version, recorded in each draft.
  /// - Returns: How the run ended.
  public func run(keepingDraftsIn store: any DraftStore, identity: FormDraft.Identity? = nil)
    -> FormOutcome
  {
    let runner = draftRunner(identity)
    if let stopped = offeringDraft(from: store, runner: runner) { return stopped }
    let outcome = run()
    settleDraft(after: outcome, in: store, runner: runner)
    return outcome
  }

  /// Runs the form as `run() async` does (async rules included), keeping
  /// drafts in `store` as ``run(keepingDraftsIn:identity:)`` does.
  ///
  /// - Parameters:
  ///   - store: Where the draft is kept.
  ///   - identity: The form's name and version, recorded in each draft.
  /// - Returns: How the run ended.
  nonisolated(nonsending) public func run(
    keepingDraftsIn store: any DraftStore, identity: FormDraft.Identity? = nil
  ) async -> FormOutcome {
    let runner = draftRunner(identity)
    if let stopped = offeringDraft(from: store, runner: runner) { return stopped }
    let outcome = await run()
    settleDraft(after: outcome, in: store, runner: runner)
    return outcome
  }

  /// A runner of this form that writes drafts with `identity`.
  private func draftRunner(_ identity: FormDraft.Identity?) -> FormRunner {
    let runner = FormRunner(form)
    runner.options.draftIdentity = identity
    return runner
  }

  /// Offers the draft in `store`, if there is one.
  ///
  /// - Returns: The outcome when the input ended or the person left during the question.
  private func offeringDraft(from store: any DraftStore, runner: FormRunner) -> FormOutcome? {
    do throws(LineStop) {
      try offerDraft(from: store, runner: runner)
      return nil
    } catch {
      return .cancelled(error.reason)
    }
  }

  /// After a run that ended with `outcome`: a submitted form's draft is deleted; a person who
  /// left with anything changed is asked whether to keep one.
  private func settleDraft(after outcome: FormOutcome, in store: any DraftStore, runner: FormRunner)
  {
    switch outcome {
    case .submitted:
      try? store.delete()
    case .cancelled(.byUser):
      guard form.isDirty else { return }
      write(messages.string(.draftKeepQuestion))
      switch (try? askYesNo()) ?? nil {
      case true?: write(runner.keep(at: DraftPosition(), in: store))
      case false?: try? store.delete()
      case nil: break
      }
    case .cancelled:
      break
    }
  }

  /// Offers the draft in `store`, if there is one.
  private func offerDraft(from store: any DraftStore, runner: FormRunner) throws(LineStop) {
    let draft: FormDraft
    do throws(DraftStoreError) {
      guard let kept = try store.load() else { return }
      draft = kept
    } catch {
      write(messages.string(.draftResumeUnreadable))
      return
    }
    write(runner.resumeQuestion(for: draft))
    switch try askYesNo() {
    case true?:
      if let note = runner.restoreNote(runner.restore(draft), of: draft) { write(note) }
    case false?:
      try? store.delete()
    case nil:
      break
    }
  }

  /// Reads yes or no, re-asking until the answer is one; an empty answer is yes.
  ///
  /// - Returns: The answer; `nil` when the person answered `:q`.
  /// - Throws: ``LineStop`` when the input ends.
  private func askYesNo() throws(LineStop) -> Bool? {
    while true {
      let line: String
      do {
        line = try readAnswer(secure: false)
      } catch {
        if case .cancelled(.byUser) = error { return nil }
        throw error
      }
      if line.trimmingWhitespace.isEmpty { return true }
      switch LineAnswer.yesNo(line, messages) {
      case .success(let yes): return yes
      case .failure(let problem): writeProblems([problem.message])
      }
    }
  }
}
