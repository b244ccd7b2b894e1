import Formwork
import FormworkTerminal
import Foundation
import Testing

/// Runs `form` in line mode with `answers`, keeping drafts in `store`.
private func answer(
  _ form: Form, _ store: FileDraftStore, _ answers: [String]
) -> (FormOutcome, String) {
  let output = RecordedLineOutput()
  let prompter = LinePrompter(form: form, input: ScriptedLineInput(answers), output: output)
  return (prompter.run(keepingDraftsIn: store), output.text)
}

@Suite("Line mode keeps a draft on :q and resumes it")
struct DraftLineModeTests {
  @Test(":q, keep, run again, resume: the answers come back as defaults")
  func keepAndResume() throws {
    let store = try newStore()
    let (first, transcript) = answer(profileForm(), store, ["Ann", ":q", "y"])
    #expect(cancellationReason(first) == .byUser)
    #expect(
      transcript == """
        == Profile ==
        Name
        > Ann
        Age
        > :q
        Keep your answers as a draft? [Y/n]
        > y
        Your answers are kept as a draft.

        """)
    try pinTime(of: store)
    let (second, resumed) = answer(profileForm(), store, ["", "", "30"])
    #expect(
      resumed == """
        Resume the answers you kept on Nov 29, 2026 at 3:30\u{202F}AM? [Y/n]
        > 
        == Profile ==
        Name [Ann]
        > 
        Age
        > 30

        """)
    #expect(submittedValues(second)?["name"] as? String == "Ann")
    #expect(submittedValues(second)?["age"] as? Int == 30)
    #expect(try store.load() == nil)
  }

  @Test("an answer that is not yes or no is asked again")
  func reask() throws {
    let store = try newStore()
    let (_, transcript) = answer(profileForm(), store, ["Ann", ":q", "maybe", "n"])
    #expect(
      transcript.hasSuffix(
        """
        Keep your answers as a draft? [Y/n]
        > maybe
        ! 'maybe' is not an answer here: answer y or n
        > n

        """))
    #expect(try store.load() == nil)
  }

  @Test("the end of the input asks nothing and keeps nothing")
  func inputEnds() throws {
    let store = try newStore()
    let (outcome, transcript) = answer(profileForm(), store, ["Ann"])
    #expect(cancellationReason(outcome) == .inputClosed)
    #expect(!transcript.contains("draft"))
    #expect(try store.load() == nil)
  }

  @Test("the end of the input at the resume question leaves the draft as it was")
  func inputEndsAtResume() throws {
    let store = try newStore()
    _ = answer(profileForm(), store, ["Ann", ":q", "y"])
    let kept = try pinTime(of: store)
    let (outcome, _) = answer(profileForm(), store, [])
    #expect(cancellationReason(outcome) == .inputClosed)
    #expect(try store.load() == kept)
  }

  @Test("a runner in line mode with a store asks the same questions")
  func runnerOptions() throws {
    let store = try newStore()
    let options = RunnerOptions(mode: .lines).keepingDrafts(in: store, identity: .init(name: "p"))
    #expect(options.draftStore != nil && options.draftIdentity == .init(name: "p"))
  }
}

@Suite("Line mode names what an older draft could not restore")
struct DraftLineModeOlderTests {
  @Test("one line after the answer, with the fields' titles as the language lists them")
  func olderDraft() throws {
    let store = try newStore()
    let older =
      Form() +++ Section()
      <<< TextRow("nickname") { $0.title = "Nickname" }
      <<< TextRow("motto") { $0.title = "Motto" }
      <<< TextRow("name") { $0.title = "Name" }
    older.setValues(["nickname": "Annie", "motto": "Go", "name": "Ann"])
    try store.save(older.draft(savedAt: Date(timeIntervalSince1970: 1_795_923_000)))
    let output = RecordedLineOutput()
    let prompter = LinePrompter(
      form: profileForm(), input: ScriptedLineInput(["y", "", "7"]), output: output)
    let outcome = prompter.run(keepingDraftsIn: store)
    #expect(submittedValues(outcome)?["name"] as? String == "Ann")
    #expect(
      output.text.hasPrefix(
        """
        Resume the answers you kept on Nov 29, 2026 at 3:30\u{202F}AM? [Y/n]
        > y
        Not restored, as the form has changed: Motto and Nickname.
        == Profile ==
        """))
  }
}
