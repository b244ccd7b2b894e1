import Formwork
import FormworkTerminal

/// Fills in `form` with `answers` and returns the outcome and the transcript.
func answerLines(_ form: Form, _ answers: [String]) -> (FormOutcome, String) {
  let output = RecordedLineOutput()
  let outcome = LinePrompter(form: form, input: ScriptedLineInput(answers), output: output).run()
  return (outcome, output.text)
}

/// The submitted values, or `nil` when the form was cancelled.
func submittedValues(_ outcome: FormOutcome) -> [String: Any?]? {
  if case .submitted(let values) = outcome { return values.dictionary }
  return nil
}

/// The reason the form was cancelled, or `nil` when it was submitted.
func cancellationReason(_ outcome: FormOutcome) -> FormCancellation? {
  if case .cancelled(let reason) = outcome { return reason }
  return nil
}
