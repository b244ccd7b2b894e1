/// The keys of the words FormworkTerminal shows around the answers themselves: line mode's review
/// before sending and its way back (`:back`), the confirm question, the progress line and the
/// "checking…" state of asynchronous rules. Placeholders beside each key.
extension MessageKey {
  // MARK: Review before sending, in line mode

  /// The heading of the numbered list of answers: "Your answers:".
  public static let reviewLineTitle: MessageKey = "review.line.title"
  /// What the review takes, such as "Type a number to change that answer, or nothing to
  /// submit".
  public static let reviewLinePrompt: MessageKey = "review.line.prompt"
  /// An answer to the review that is not on its list: `{answer}`, and `{count}` answers listed.
  public static let reviewLineNotOnList: MessageKey = "review.line.notOnList"
  /// After an answer that the last change brought into the review: "(new)".
  public static let reviewNew: MessageKey = "review.new"
  /// An answer left empty, in the review: "(empty)".
  public static let reviewEmpty: MessageKey = "review.empty"
  /// The answer to `:back` at the first question, such as "There is no earlier question to go
  /// back to".
  public static let reviewLineNoPrevious: MessageKey = "review.line.noPrevious"

  // MARK: Review before sending, full screen

  /// The heading of the review screen: "Review your answers".
  public static let reviewTitle: MessageKey = "review.title"
  /// The review screen's action that sends the form: "Submit".
  public static let reviewSubmit: MessageKey = "review.submit"
  /// The review screen's help line, `{keys}` the arrows: "↑↓ move · enter change · ctrl-s
  /// submit · esc back".
  public static let reviewHelp: MessageKey = "review.help"

  // MARK: Confirm

  /// The answer yes, as a button: "Yes".
  public static let reviewConfirmYes: MessageKey = "review.confirm.yes"
  /// The answer no, as a button: "No".
  public static let reviewConfirmNo: MessageKey = "review.confirm.no"
  /// What a confirm question takes in line mode when Enter means yes: "(Y/n)".
  public static let reviewConfirmDefaultYes: MessageKey = "review.confirm.defaultYes"
  /// What a confirm question takes in line mode when Enter means no: "(y/N)".
  public static let reviewConfirmDefaultNo: MessageKey = "review.confirm.defaultNo"
  /// The confirm question's help line: "y/n or `{keys}` choose · enter confirm · esc cancel".
  public static let reviewConfirmHelp: MessageKey = "review.confirm.help"

  // MARK: Progress and asynchronous rules

  /// The last line of work that failed: "`{title}`: failed".
  public static let reviewProgressFailed: MessageKey = "review.progress.failed"
  /// A row whose asynchronous rules are running: "checking…".
  public static let reviewChecking: MessageKey = "review.checking"
}
