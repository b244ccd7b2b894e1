import Formwork

/// How running a form ended.
public enum FormOutcome {
  /// The person submitted the form and it was valid: the form's values by tag, which print as
  /// `name: demo, port: 8080` and compare with `==` (``Formwork/FormValues/dictionary`` is
  /// Eureka's `[String: Any?]`).
  case submitted(FormValues)
  /// The form was left without submitting it.
  case cancelled(FormCancellation)

  /// Whether the form was submitted.
  public var isSubmitted: Bool {
    if case .submitted = self { return true }
    return false
  }

  /// The submitted values, or `nil` when the form was left without submitting it.
  public var values: FormValues? {
    if case .submitted(let values) = self { return values }
    return nil
  }
}

/// Why a form was left without submitting it.
public enum FormCancellation: Equatable, Sendable, CustomStringConvertible {
  /// The person cancelled: Esc on the form, or Ctrl-C, or (in line mode) an answer of `:q`.
  case byUser
  /// The input ended (a closed terminal or the end of piped input) before the form was submitted.
  case inputClosed
  /// The process received the signal (such as SIGTERM or SIGHUP), by its number.
  case signal(Int32)

  /// Why, for a person, in English.
  public var description: String { description(in: .english) }

  /// Why, for a person, in the language of `messages` (a form's ``Formwork/Form/messages``).
  ///
  /// ```swift
  /// form.locale = Locale(identifier: "de_DE")
  /// FormCancellation.byUser.description(in: form.messages)  // "abgebrochen"
  /// ```
  ///
  /// - Parameter messages: The catalogue to write the sentence from.
  /// - Returns: The sentence, such as "cancelled".
  public func description(in messages: MessageCatalog) -> String {
    switch self {
    case .byUser: messages.string(.terminalOutcomeCancelled)
    case .inputClosed: messages.string(.terminalOutcomeInputClosed)
    case .signal(let number):
      messages.string(.terminalOutcomeSignal, ["signal": .text(String(number))])
    }
  }
}
