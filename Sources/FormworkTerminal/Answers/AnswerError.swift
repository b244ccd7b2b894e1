import Formwork

/// A problem with the answers a command was given: a flag, an environment variable or an
/// answers file it cannot use.
///
/// Each case names what was wrong and where (the flag, the variable, the file and JSON path);
/// ``description(in:)`` says it as a sentence in the form's language.
public enum AnswerError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No field has this flag; `suggestion` is the nearest flag, when one is near.
  case unknownFlag(String, suggestion: String?)
  /// The flag takes a value and none was given (the arguments ended, or the next one is a flag).
  case missingValue(flag: String)
  /// A switch was followed by a separate word: a switch's value is given only with `=`.
  case switchValueSeparate(flag: String, value: String)
  /// The flag takes no value (`--no-docker=yes`, `--help=x`).
  case unexpectedValue(flag: String)
  /// A flag that takes one value was given more than once.
  case repeatedFlag(String)
  /// An argument that is not a flag (the form takes none), or any argument after `--`.
  case unexpectedArgument(String)
  /// The source answers a field that is hidden when its turn comes (its conditions, with the
  /// answers before it, hide it).
  case hiddenField(source: AnswerSource, field: String)
  /// The source answers a field that cannot be changed: disabled, read-only, or one that takes
  /// no answer (a label, a button).
  case unchangeableField(source: AnswerSource, field: String)
  /// An environment variable under the prefix that names no field (a warning).
  case unknownVariable(String)
  /// A key of the answers file that names no field.
  case unknownKey(file: String, location: String)
  /// A value of the answers file of a type its field does not take (an object for a text).
  case wrongType(file: String, location: String, field: String)
  /// A key the answers file gives more than once in one object: JSON readers disagree on
  /// which value counts, so none is used.
  case repeatedKey(file: String, location: String)
  /// The answers file could not be read.
  case unreadableFile(String)
  /// The answers file is larger than `limit` bytes (``CommandIO/maximumAnswersFileBytes`` for
  /// the process's own files): it is not read at all.
  case fileTooLarge(String, limit: Int)
  /// The answers file is not JSON.
  case notJSON(String)
  /// The answers file is JSON but not an object of answers by field name.
  case notAnObject(String)
  /// The form's field tagged `tag` has a flag the command keeps for itself (`--help`, `--h`,
  /// `--no-input`, the answers file's, or `--no-input` as a switch's negation): a mistake of the
  /// form, refused by every run until the tag changes.
  case reservedFlag(tag: String, flag: String)
  /// Two fields, tagged `tag` and `otherTag`, have the same flag (`projectName` and
  /// `project_name`, or `noDocker` and the negation of a switch `docker`): a mistake of the form,
  /// refused by every run until one tag changes.
  case sharedFlag(tag: String, otherTag: String, flag: String)

  /// Whether the problem is only a warning: the answers are used all the same.
  public var isWarning: Bool {
    if case .unknownVariable = self { return true }
    return false
  }

  /// The sentence in English.
  public var description: String { description(in: .english) }

  /// The sentence in the language of `messages` (a form's ``Formwork/Form/messages``).
  ///
  /// - Parameter messages: The catalogue to write the sentence from.
  /// - Returns: The sentence, such as "unknown flag --prot; did you mean --port?".
  public func description(in messages: MessageCatalog) -> String {
    let text = { (value: String) in MessageArgument.text(TerminalText.escapingControls(value)) }
    switch self {
    case .unknownFlag(let flag, let suggestion?):
      return messages.string(
        .answersUnknownFlagNear, ["flag": text(flag), "suggestion": text(suggestion)])
    case .unknownFlag(let flag, nil):
      return messages.string(.answersUnknownFlag, ["flag": text(flag)])
    case .missingValue(let flag):
      return messages.string(.answersMissingValue, ["flag": text(flag)])
    case .switchValueSeparate(let flag, let value):
      return messages.string(.answersSwitchValue, ["flag": text(flag), "value": text(value)])
    case .unexpectedValue(let flag):
      return messages.string(.answersNoValue, ["flag": text(flag)])
    case .repeatedFlag(let flag):
      return messages.string(.answersRepeated, ["flag": text(flag)])
    case .unexpectedArgument(let argument):
      return messages.string(.answersUnexpectedArgument, ["argument": text(argument)])
    case .hiddenField(let source, let field):
      return messages.string(
        .answersHiddenField, ["source": text(source.description), "field": text(field)])
    case .unchangeableField(let source, let field):
      return messages.string(
        .answersUnchangeableField, ["source": text(source.description), "field": text(field)])
    case .unknownVariable(let variable):
      return messages.string(.answersUnknownVariable, ["variable": text(variable)])
    case .unknownKey(let file, let location):
      return messages.string(.answersUnknownKey, ["file": text(file), "path": text(location)])
    case .wrongType(let file, let location, let field):
      return messages.string(
        .answersWrongType, ["file": text(file), "path": text(location), "field": text(field)])
    case .repeatedKey(let file, let location):
      return messages.string(.answersRepeatedKey, ["file": text(file), "path": text(location)])
    case .unreadableFile(let file):
      return messages.string(.answersUnreadableFile, ["file": text(file)])
    case .fileTooLarge(let file, let limit):
      return messages.string(
        .answersFileTooLarge, ["file": text(file), "limit": .text(String(limit))])
    case .notJSON(let file):
      return messages.string(.answersNotJSON, ["file": text(file)])
    case .notAnObject(let file):
      return messages.string(.answersNotAnObject, ["file": text(file)])
    case .reservedFlag(let tag, let flag):
      return messages.string(.answersReservedFlag, ["tag": text(tag), "flag": text(flag)])
    case .sharedFlag(let tag, let otherTag, let flag):
      return messages.string(
        .answersSharedFlag, ["tag": text(tag), "other": text(otherTag), "flag": text(flag)])
    }
  }
}
