extension ReviewTexts {
  /// English.
  static let english: [MessageKey: MessageTemplate] = [
    .reviewLineTitle: "Your answers:",
    .reviewLinePrompt: "Type a number to change that answer, or nothing to submit.",
    .reviewLineNotOnList:
      "'{answer}' is not on the list: answer a number from 1 to {count}, or nothing to submit",
    .reviewEmpty: "(empty)",
    .reviewLineNoPrevious: "There is no earlier question to go back to.",
    .reviewConfirmYes: "Yes",
    .reviewConfirmNo: "No",
    .reviewConfirmDefaultYes: "(Y/n)",
    .reviewConfirmDefaultNo: "(y/N)",
    .reviewConfirmHelp: "y/n or {keys} choose · enter confirm · esc cancel",
    .reviewProgressFailed: "{title}: failed",
    .reviewChecking: "checking…",
    .reviewTitle: "Review your answers",
    .reviewSubmit: "Submit",
    .reviewHelp: "{keys} move · enter change · ctrl-s submit · esc back",
    .reviewNew: "(new)",
  ]
}
