extension AnswersTexts {
  /// English.
  static let english: [MessageKey: MessageTemplate] = [
    .answersUnknownFlag: "unknown flag {flag}",
    .answersUnknownFlagNear: "unknown flag {flag}; did you mean {suggestion}?",
    .answersMissingValue: "{flag} needs a value",
    .answersSwitchValue: "{flag} is a switch and takes no separate value: write {flag}={value}",
    .answersNoValue: "{flag} takes no value",
    .answersRepeated: "{flag} is given more than once, but it takes one value",
    .answersUnexpectedArgument: "unexpected argument {argument}: answers are given as flags",
    .answersHiddenField: "{source} answers {field}, which is not asked with these answers",
    .answersUnchangeableField: "{source} answers {field}, which cannot be changed",
    .answersUnknownVariable: "{variable} is set, but no field has that name",
    .answersUnknownKey: "{file} {path}: no field has that name",
    .answersWrongType: "{file} {path}: {field} does not take a value of this type",
    .answersRepeatedKey: "{file} {path}: this key is given more than once",
    .answersUnreadableFile: "cannot read the answers file {file}",
    .answersFileTooLarge: "the answers file {file} is larger than {limit} bytes",
    .answersNotJSON: "the answers file {file} is not valid JSON",
    .answersNotAnObject: "the answers file {file} must hold an object of answers by field name",
    .answersErrorLine: "error: {message}",
    .answersWarningLine: "warning: {message}",
    .answersUsageHint: "Run {command} to see the flags.",
    .answersIncomplete:
      "The form cannot be submitted without a person; these fields are missing or invalid:",
    .answersHelpUsage: "Usage: {command} [flags]",
    .answersHelpFlags: "Flags:",
    .answersHelpRequired: "(required)",
    .answersHelpRepeatable: "(repeatable)",
    .answersHelpDefault: "Default: {value}",
    .answersHelpText: "<text>",
    .answersHelpNumber: "<number>",
    .answersHelpItem: "<item>",
    .answersHelpFile: "<file>",
    .answersHelpLocation: "<url-or-path>",
    .answersHelpAnswersFile: "Read answers from a JSON file: an object of values by field name.",
    .answersHelpNoInput: "Never ask: report what is missing or invalid, and exit with status 3.",
    .answersHelpShowHelp: "Show this help and exit.",
    .answersHelpEnvironment: """
    Environment variables, read before the flags (a flag wins over its variable); a list takes \
    one item per line, or items separated by commas:
    """,
    .answersNotOption: "'{answer}' is not one of the options: {options}",
    .answersNoOptions: "there are no options to choose from",
    .answersNotYesNo: "'{answer}' is neither yes nor no",
    .answersNotDate: "'{answer}' is not a date: write it as {format}",
    .answersReservedFlag:
      "the field tagged {tag} has the flag {flag}, which the command keeps for itself: give the field another tag",
    .answersSharedFlag:
      "the fields tagged {tag} and {other} both have the flag {flag}: give one of them another tag",
  ]
}
