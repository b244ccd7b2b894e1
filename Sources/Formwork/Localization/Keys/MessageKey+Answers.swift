/// The keys of the words a `FormCommand` (FormworkTerminal) writes: the problems of its flags,
/// environment variables and answers file, the report of a run without a person, and the
/// `--help` text. Placeholders beside each key.
extension MessageKey {
  /// An argument names no flag of the form: `{flag}`.
  ///
  /// English: "unknown flag {flag}".
  public static let answersUnknownFlag: MessageKey = "answers.unknownFlag"
  /// An unknown `{flag}`, and the nearest known one, `{suggestion}`.
  ///
  /// English: "unknown flag {flag}; did you mean {suggestion}?".
  public static let answersUnknownFlagNear: MessageKey = "answers.unknownFlagNear"
  /// `{flag}` (or a variable, or a file's value) was given no value.
  ///
  /// English: "{flag} needs a value".
  public static let answersMissingValue: MessageKey = "answers.missingValue"
  /// A switch `{flag}` followed by a separate word `{value}`.
  ///
  /// English: "{flag} is a switch and takes no separate value: write {flag}={value}".
  public static let answersSwitchValue: MessageKey = "answers.switchValue"
  /// A value was given to `{flag}`, which takes none.
  ///
  /// English: "{flag} takes no value".
  public static let answersNoValue: MessageKey = "answers.noValue"
  /// `{flag}` was given more than once.
  ///
  /// English: "{flag} is given more than once, but it takes one value".
  public static let answersRepeated: MessageKey = "answers.repeated"
  /// An argument `{argument}` that is not a flag.
  ///
  /// English: "unexpected argument {argument}: answers are given as flags".
  public static let answersUnexpectedArgument: MessageKey = "answers.unexpectedArgument"
  /// `{source}` answers `{field}`, which its conditions hide.
  ///
  /// English: "{source} answers {field}, which is not asked with these answers".
  public static let answersHiddenField: MessageKey = "answers.hiddenField"
  /// `{source}` answers `{field}`, which is disabled or read-only.
  ///
  /// English: "{source} answers {field}, which cannot be changed".
  public static let answersUnchangeableField: MessageKey = "answers.unchangeableField"
  /// A variable `{variable}` under the prefix names no field.
  ///
  /// English: "{variable} is set, but no field has that name".
  public static let answersUnknownVariable: MessageKey = "answers.unknownVariable"
  /// A key of the answers file `{file}` at `{path}` names no field.
  ///
  /// English: "{file} {path}: no field has that name".
  public static let answersUnknownKey: MessageKey = "answers.unknownKey"
  /// A value of the answers file `{file}` at `{path}` that `{field}` does not take.
  ///
  /// English: "{file} {path}: {field} does not take a value of this type".
  public static let answersWrongType: MessageKey = "answers.wrongType"
  /// A key the answers file `{file}` repeats, at `{path}`.
  ///
  /// English: "{file} {path}: this key is given more than once".
  public static let answersRepeatedKey: MessageKey = "answers.repeatedKey"
  /// The answers file `{file}` cannot be read.
  ///
  /// English: "cannot read the answers file {file}".
  public static let answersUnreadableFile: MessageKey = "answers.unreadableFile"
  /// The answers file `{file}` is larger than `{limit}` bytes, the most a command reads.
  ///
  /// English: "the answers file {file} is larger than {limit} bytes".
  public static let answersFileTooLarge: MessageKey = "answers.fileTooLarge"
  /// The answers file `{file}` is not JSON.
  ///
  /// English: "the answers file {file} is not valid JSON".
  public static let answersNotJSON: MessageKey = "answers.notJSON"
  /// The answers file `{file}` is not an object.
  ///
  /// English: "the answers file {file} must hold an object of answers by field name".
  public static let answersNotAnObject: MessageKey = "answers.notAnObject"
  /// An error on standard error: `{message}`.
  ///
  /// English: "error: {message}".
  public static let answersErrorLine: MessageKey = "answers.errorLine"
  /// A warning on standard error: `{message}`.
  ///
  /// English: "warning: {message}".
  public static let answersWarningLine: MessageKey = "answers.warningLine"
  /// The command that shows the flags, `{command}` (`wizard --help`).
  ///
  /// English: "Run {command} to see the flags.".
  public static let answersUsageHint: MessageKey = "answers.usageHint"
  /// The heading of the report of a run without a person.
  ///
  /// English: "The form cannot be submitted without a person; these fields are missing or invalid:".
  public static let answersIncomplete: MessageKey = "answers.incomplete"
  /// The usage line of `{command}`.
  ///
  /// English: "Usage: {command} [flags]".
  public static let answersHelpUsage: MessageKey = "answers.help.usage"
  /// The heading of the flags.
  ///
  /// English: "Flags:".
  public static let answersHelpFlags: MessageKey = "answers.help.flags"
  /// A required field's mark.
  ///
  /// English: "(required)".
  public static let answersHelpRequired: MessageKey = "answers.help.required"
  /// A flag given once per value.
  ///
  /// English: "(repeatable)".
  public static let answersHelpRepeatable: MessageKey = "answers.help.repeatable"
  /// A field's value before any answer, `{value}`.
  ///
  /// English: "Default: {value}".
  public static let answersHelpDefault: MessageKey = "answers.help.default"
  /// The value hint of a text field.
  ///
  /// English: "<text>".
  public static let answersHelpText: MessageKey = "answers.help.text"
  /// The value hint of a number.
  ///
  /// English: "<number>".
  public static let answersHelpNumber: MessageKey = "answers.help.number"
  /// The value hint of a list's item.
  ///
  /// English: "<item>".
  public static let answersHelpItem: MessageKey = "answers.help.item"
  /// The value hint of a file's path.
  ///
  /// English: "<file>".
  public static let answersHelpFile: MessageKey = "answers.help.file"
  /// The value hint of an image's URL or path.
  ///
  /// English: "<url-or-path>".
  public static let answersHelpLocation: MessageKey = "answers.help.location"
  /// What the answers-file flag does.
  ///
  /// English: "Read answers from a JSON file: an object of values by field name.".
  public static let answersHelpAnswersFile: MessageKey = "answers.help.answersFile"
  /// What `--no-input` does.
  ///
  /// English: "Never ask: report what is missing or invalid, and exit with status 3.".
  public static let answersHelpNoInput: MessageKey = "answers.help.noInput"
  /// What `--help` does.
  ///
  /// English: "Show this help and exit.".
  public static let answersHelpShowHelp: MessageKey = "answers.help.showHelp"
  /// The heading of the environment variables.
  ///
  /// English: "Environment variables, read before the flags (a flag wins over its variable); a list takes one item per line, or items separated by commas:".
  public static let answersHelpEnvironment: MessageKey = "answers.help.environment"
  /// An answer `{answer}` from a flag, a variable or a file that names none of a choice's
  /// `{options}` (separated by commas; the first twelve, then `…`).
  ///
  /// English: "'{answer}' is not one of the options: {options}".
  public static let answersNotOption: MessageKey = "answers.notOption"
  /// A choice from a flag, a variable or a file that has no options to choose from.
  ///
  /// English: "there are no options to choose from".
  public static let answersNoOptions: MessageKey = "answers.noOptions"
  /// A switch's answer `{answer}` from a flag, a variable or a file that is neither yes nor no.
  ///
  /// English: "'{answer}' is neither yes nor no".
  public static let answersNotYesNo: MessageKey = "answers.notYesNo"
  /// A date's answer `{answer}` from a flag, a variable or a file that is not a date written
  /// as `{format}` (`yyyy-MM-dd`).
  ///
  /// English: "'{answer}' is not a date: write it as {format}".
  public static let answersNotDate: MessageKey = "answers.notDate"
  /// The form's field tagged `{tag}` has the flag `{flag}`, which the command keeps for itself.
  ///
  /// English: "the field tagged {tag} has the flag {flag}, which the command keeps for itself: give the field another tag".
  public static let answersReservedFlag: MessageKey = "answers.reservedFlag"
  /// The form's fields tagged `{tag}` and `{other}` have the same flag, `{flag}`.
  ///
  /// English: "the fields tagged {tag} and {other} both have the flag {flag}: give one of them another tag".
  public static let answersSharedFlag: MessageKey = "answers.sharedFlag"
}
