import Formwork

/// Line mode's review before sending: the answers numbered, a number to change one, an empty
/// line to submit.
extension LinePrompter {
  /// Lists the answers and reads a line until the person submits: a number asks that question
  /// again (then the questions it shows, and the corrections validation asks for).
  func reviewUntilConfirmed() throws(LineStop) {
    while true {
      let entries = ReviewEntry.entries(of: form, messages)
      writeReview(entries)
      let answer: String
      do {
        answer = try readAnswer(secure: false)
      } catch .back {
        if let last = history.last, last.isStillAsked { try change(last) }
        continue
      } catch {
        throw error
      }
      let text = answer.trimmingWhitespace
      if text.isEmpty || (try? LineAnswer.yesNo(text, messages).get()) == true { return }
      guard let number = Int(text), entries.indices.contains(number - 1) else {
        writeProblems([
          messages.string(
            .reviewLineNotOnList, ["answer": .text(text), "count": .integer(entries.count)])
        ])
        continue
      }
      try change(entries[number - 1].question)
    }
  }

  /// Asks `question` again, then every question the new answer shows, then validates.
  private func change(_ question: LineQuestion) throws(LineStop) {
    do {
      try ask(question)
    } catch .back {
      // Back from a change: the review is shown again.
    } catch {
      throw error
    }
    forgetQuestionsNotShown()
    try askEveryQuestion()
    try validateUntilValid()
  }

  /// Takes the rows and sections no longer shown out of the questions asked, so that a row a
  /// change shows again is asked again.
  private func forgetQuestionsNotShown() {
    var shown = Set<ObjectIdentifier>()
    for section in form {
      if let question = LineQuestion(section: section) {
        shown.insert(question.identity)
        continue
      }
      for row in section {
        if let question = LineQuestion(row: row) { shown.insert(question.identity) }
      }
    }
    asked.formIntersection(shown)
    history.removeAll { !shown.contains($0.identity) }
  }

  /// Writes the numbered answers, a plain section's header before its first, and the prompt.
  private func writeReview(_ entries: [ReviewEntry]) {
    write(messages.string(.reviewLineTitle))
    var lastHeader: String?
    for (index, entry) in entries.enumerated() {
      if let header = entry.header, header != lastHeader { write("== \(header) ==") }
      lastHeader = entry.header
      var line = "  \(index + 1). \(entry.title): \(entry.value)"
      if let reviewed, !reviewed.contains(entry.question.identity) {
        line += " " + messages.string(.reviewNew)
      }
      write(line)
    }
    reviewed = Set(entries.map(\.question.identity))
    write(messages.string(.reviewLinePrompt))
  }
}
