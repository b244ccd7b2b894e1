/// The keys of the words FormworkTerminal shows a person: the help line, the screen's prompts
/// and notes, the problems of a refused key, line mode's questions and re-asks, and the outcome.
///
/// Key names on the help line (`enter`, `esc`, `ctrl-s`) are part of each template, so a
/// language may write them as its keyboards do. Placeholders beside each key.
extension MessageKey {
  // MARK: The help line

  /// The arrow keys up and down, in ASCII: "up/down".
  public static let terminalKeysUpDown: MessageKey = "terminal.keys.upDown"
  /// The arrow keys left and right, in ASCII: "left/right".
  public static let terminalKeysLeftRight: MessageKey = "terminal.keys.leftRight"
  /// Typing filters the options: "type to filter".
  public static let terminalHelpFilter: MessageKey = "terminal.help.filter"
  /// `{keys}` (the arrows) move: "↑↓ move".
  public static let terminalHelpMove: MessageKey = "terminal.help.move"
  /// "space tick", in a multiple selector.
  public static let terminalHelpTick: MessageKey = "terminal.help.tick"
  /// "enter done".
  public static let terminalHelpDone: MessageKey = "terminal.help.done"
  /// "enter choose".
  public static let terminalHelpChoose: MessageKey = "terminal.help.choose"
  /// "esc close".
  public static let terminalHelpClose: MessageKey = "terminal.help.close"
  /// `{keys}` go from wheel to wheel: "←→ wheel".
  public static let terminalHelpWheel: MessageKey = "terminal.help.wheel"
  /// `{keys}` turn the wheel: "↑↓ turn".
  public static let terminalHelpTurn: MessageKey = "terminal.help.turn"
  /// `{keys}` go from part to part of a date: "←→ part".
  public static let terminalHelpPart: MessageKey = "terminal.help.part"
  /// `{keys}` change the value: "↑↓ change".
  public static let terminalHelpAdjust: MessageKey = "terminal.help.adjust"
  /// "digits type", for a date's parts.
  public static let terminalHelpDigits: MessageKey = "terminal.help.digits"
  /// "type an item".
  public static let terminalHelpTypeItem: MessageKey = "terminal.help.typeItem"
  /// "enter add".
  public static let terminalHelpAdd: MessageKey = "terminal.help.add"
  /// "esc done", closing a list's prompt.
  public static let terminalHelpFinish: MessageKey = "terminal.help.finish"
  /// "type a URL or path".
  public static let terminalHelpTypeLocation: MessageKey = "terminal.help.typeLocation"
  /// "enter pick".
  public static let terminalHelpPick: MessageKey = "terminal.help.pick"
  /// "esc cancel".
  public static let terminalHelpCancel: MessageKey = "terminal.help.cancel"
  /// The page shown, `{page}` of `{pages}`: "page 1/3".
  public static let terminalHelpPage: MessageKey = "terminal.help.page"
  /// "ctrl-f next page".
  public static let terminalHelpNextPage: MessageKey = "terminal.help.nextPage"
  /// "ctrl-b back".
  public static let terminalHelpBack: MessageKey = "terminal.help.back"
  /// "ctrl-s submit".
  public static let terminalHelpSubmit: MessageKey = "terminal.help.submit"
  /// "ctrl-s next", on a page before the last.
  public static let terminalHelpNext: MessageKey = "terminal.help.next"
  /// "(disabled)", for a disabled row.
  public static let terminalHelpDisabled: MessageKey = "terminal.help.disabled"
  /// "type to edit".
  public static let terminalHelpEdit: MessageKey = "terminal.help.edit"
  /// "space toggle".
  public static let terminalHelpToggle: MessageKey = "terminal.help.toggle"
  /// "enter change".
  public static let terminalHelpChange: MessageKey = "terminal.help.change"
  /// "enter press".
  public static let terminalHelpPress: MessageKey = "terminal.help.press"
  /// "ctrl-d delete last".
  public static let terminalHelpDeleteLast: MessageKey = "terminal.help.deleteLast"
  /// "enter collapse".
  public static let terminalHelpCollapse: MessageKey = "terminal.help.collapse"
  /// "enter expand".
  public static let terminalHelpExpand: MessageKey = "terminal.help.expand"
  /// "ctrl-n add", in a multivalued section.
  public static let terminalHelpAddItem: MessageKey = "terminal.help.addItem"
  /// "ctrl-d delete", on an item of a multivalued section.
  public static let terminalHelpDeleteItem: MessageKey = "terminal.help.deleteItem"

  // MARK: The screen

  /// The label of an image row's prompt: "URL or path:".
  public static let terminalPromptLocation: MessageKey = "terminal.prompt.location"
  /// The label of a list row's prompt: "New item:".
  public static let terminalPromptItem: MessageKey = "terminal.prompt.item"
  /// The label of a selector's filter: "Filter:".
  public static let terminalFilter: MessageKey = "terminal.filter"
  /// A selector whose options have not arrived: "(no options yet)".
  public static let terminalNoOptionsYet: MessageKey = "terminal.noOptionsYet"
  /// A filter no option matches: "(nothing matches)".
  public static let terminalNothingMatches: MessageKey = "terminal.nothingMatches"
  /// Enter on a filter no option matches; `{filter}`: "No option matches “x”".
  public static let terminalNoOptionMatches: MessageKey = "terminal.noOptionMatches"
  /// A submit refused; plural by `{count}`: "2 errors: fix them to submit".
  public static let terminalErrorsToSubmit: MessageKey = "terminal.errorsToSubmit"
  /// A page that is not valid; plural by `{count}`: "2 errors on this page".
  public static let terminalErrorsOnPage: MessageKey = "terminal.errorsOnPage"

  // MARK: Problems of a key or an answer refused

  /// `{field}` is disabled.
  public static let terminalDisabled: MessageKey = "terminal.problem.disabled"
  /// `{field}` is read-only.
  public static let terminalReadOnly: MessageKey = "terminal.problem.readOnly"
  /// `{field}` (a list) has no items.
  public static let terminalNoItems: MessageKey = "terminal.problem.noItems"
  /// `{field}` takes at most `{count}` characters (plural by `{count}`).
  public static let terminalTooManyCharacters: MessageKey = "terminal.problem.tooManyCharacters"
  /// `{field}` cannot be changed now (hidden, or not in the form).
  public static let terminalUnavailable: MessageKey = "terminal.problem.unavailable"
  /// `{field}` does not take that action.
  public static let terminalUnsupported: MessageKey = "terminal.problem.unsupported"
  /// `{field}` does not offer the option chosen.
  public static let terminalOptionUnavailable: MessageKey = "terminal.problem.optionUnavailable"
  /// `{field}` (a row or a section) has no item at `{position}`.
  public static let terminalNoSuchItem: MessageKey = "terminal.problem.noSuchItem"
  /// `{field}` (an image row) needs a web address or a file path.
  public static let terminalNotLocation: MessageKey = "terminal.problem.notLocation"
  /// `{section}` does not take new items.
  public static let terminalSectionNoInsert: MessageKey = "terminal.problem.sectionNoInsert"
  /// `{section}` does not let its items be deleted.
  public static let terminalSectionNoDelete: MessageKey = "terminal.problem.sectionNoDelete"
  /// `{section}` does not let its items be moved.
  public static let terminalSectionNoMove: MessageKey = "terminal.problem.sectionNoMove"

  // MARK: Line mode

  /// After a required row's title: "(required)".
  public static let terminalLineRequired: MessageKey = "terminal.line.required"
  /// Which part of a row is asked, `{part}` of `{parts}`: "(1 of 2)".
  public static let terminalLinePart: MessageKey = "terminal.line.part"
  /// After a multiple choice's title: "(numbers separated by commas)".
  public static let terminalLineSeveral: MessageKey = "terminal.line.several"
  /// After a switch's title: "(y/n)".
  public static let terminalLineYesNo: MessageKey = "terminal.line.yesNo"
  /// The word for yes, shown as a switch's value and taken as an answer (with its first letter):
  /// "yes".
  public static let terminalAnswerYes: MessageKey = "terminal.answer.yes"
  /// The word for no, as ``terminalAnswerYes``: "no".
  public static let terminalAnswerNo: MessageKey = "terminal.answer.no"
  /// A slider's or stepper's range, `{min}` and `{max}`: "(1 to 10)".
  public static let terminalLineRange: MessageKey = "terminal.line.range"
  /// The value of a secure field: "hidden".
  public static let terminalLineHidden: MessageKey = "terminal.line.hidden"
  /// A secure answer, echoed: "(hidden)".
  public static let terminalLineHiddenAnswer: MessageKey = "terminal.line.hiddenAnswer"
  /// After an image row's title: "(URL or file path, - removes)".
  public static let terminalLineImage: MessageKey = "terminal.line.image"
  /// A choice without options: "(no options to choose from yet: answer nothing to go on)".
  public static let terminalLineNoOptions: MessageKey = "terminal.line.noOptions"
  /// The question of a row without a title: "Value".
  public static let terminalLineValue: MessageKey = "terminal.line.value"
  /// The question of a list without a title: "Items".
  public static let terminalLineItems: MessageKey = "terminal.line.items"
  /// The question of a selectable section without a header: "Choose".
  public static let terminalLineChoose: MessageKey = "terminal.line.choose"
  /// Before the errors of the final validation: "The form is not complete:".
  public static let terminalLineNotComplete: MessageKey = "terminal.line.notComplete"
  /// Errors no question can correct: "These errors cannot be corrected here: …".
  public static let terminalLineCannotCorrect: MessageKey = "terminal.line.cannotCorrect"
  /// After a list row's title: "(one per line, an empty line ends, :d N removes item N)".
  public static let terminalLineListRow: MessageKey = "terminal.line.listRow"
  /// After a multivalued section's header: "(one per line, an empty line ends)".
  public static let terminalLineList: MessageKey = "terminal.line.list"
  /// As ``terminalLineList``, with its fewest items `{min}`.
  public static let terminalLineListMin: MessageKey = "terminal.line.listMin"
  /// As ``terminalLineList``, with its most items `{max}`.
  public static let terminalLineListMax: MessageKey = "terminal.line.listMax"
  /// As ``terminalLineList``, with `{min}` and `{max}`.
  public static let terminalLineListMinMax: MessageKey = "terminal.line.listMinMax"
  /// A full multivalued section; plural by `{count}`: "(3 items, the most it takes)".
  public static let terminalLineFull: MessageKey = "terminal.line.full"
  /// `:d` without a number.
  public static let terminalLineRemoveUsage: MessageKey = "terminal.line.removeUsage"
  /// `:d N` on an empty list: "there are no items to remove".
  public static let terminalLineNothingToRemove: MessageKey = "terminal.line.nothingToRemove"
  /// `:d N` past the end; `{position}`, plural by `{count}` (the items there are).
  public static let terminalLineNoSuchItem: MessageKey = "terminal.line.noSuchItem"
  /// An item removed; plural by `{count}` (the items left): "removed; 2 left".
  public static let terminalLineRemoved: MessageKey = "terminal.line.removed"
  /// An answer that is not yes or no; `{answer}`.
  public static let terminalAnswerNotYesNo: MessageKey = "terminal.answer.notYesNo"
  /// An answer that is not a number; `{answer}`.
  public static let terminalAnswerNotNumber: MessageKey = "terminal.answer.notNumber"
  /// An answer to a choice without options.
  public static let terminalAnswerNoOptions: MessageKey = "terminal.answer.noOptions"
  /// An answer that is not the only option; `{answer}`.
  public static let terminalAnswerNotOnlyOption: MessageKey = "terminal.answer.notOnlyOption"
  /// An answer that is none of `{count}` options; `{answer}`.
  public static let terminalAnswerNotOption: MessageKey = "terminal.answer.notOption"
  /// An answer that is not a date; `{answer}`.
  public static let terminalAnswerNotDate: MessageKey = "terminal.answer.notDate"

  // MARK: The outcome

  /// The person cancelled: "cancelled".
  public static let terminalOutcomeCancelled: MessageKey = "terminal.outcome.cancelled"
  /// The input ended: "input ended before the form was submitted".
  public static let terminalOutcomeInputClosed: MessageKey = "terminal.outcome.inputClosed"
  /// A signal stopped the form; `{signal}` is its number: "stopped by signal 15".
  public static let terminalOutcomeSignal: MessageKey = "terminal.outcome.signal"

  // MARK: Frictions found filling in the demos (#27)

  /// "tab tick", in a multiple selector while a filter is typed (Space then types into it).
  public static let terminalHelpTickTab: MessageKey = "terminal.help.tickTab"
  /// "enter confirm", when one question is asked (`FormRunner.ask`).
  public static let terminalHelpConfirm: MessageKey = "terminal.help.confirm"
  /// "alt-{keys} move item", on an item of a multivalued section that can be moved; `{keys}`
  /// stands for ↑↓.
  public static let terminalHelpMoveItem: MessageKey = "terminal.help.moveItem"
  /// Ctrl-F on the last page of a paged form: "last page: ctrl-s submits".
  public static let terminalLastPage: MessageKey = "terminal.lastPage"
}
