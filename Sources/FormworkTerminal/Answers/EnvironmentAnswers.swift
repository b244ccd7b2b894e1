/// Reads a form's answers from environment variables under a prefix: `SETUP_` +
/// `PROJECT_NAME` answers the field tagged `projectName`.
///
/// A target that takes several values reads a list: one item per line when the value holds a
/// line break, otherwise items separated by commas (`SETUP_MAINTAINERS="Ada,Grace"`); an item
/// is trimmed of spaces and an empty item is left out. A variable under the prefix that names
/// no field is reported as a warning (``AnswerError/unknownVariable(_:)``), unless the tool
/// lists it as its own.
struct EnvironmentAnswers {
  /// The prefix, such as `SETUP_`.
  let prefix: String
  /// The targets, in form order.
  let targets: [AnswerTarget]
  /// Variables under the prefix that the tool reads itself (not answers, not reported).
  let ignored: Set<String>

  /// The answers in `environment`, by target flag, and the warnings.
  func read(_ environment: [String: String]) -> (
    answers: [String: SuppliedAnswer], warnings: [AnswerError]
  ) {
    guard !prefix.isEmpty else { return ([:], []) }
    var answers: [String: SuppliedAnswer] = [:]
    var known = ignored
    for target in targets {
      let variable = CommandLineName.variable(of: target.tag, prefix: prefix)
      known.insert(variable)
      guard let value = environment[variable] else { continue }
      let values =
        target.isRepeatable ? Self.items(of: value).map(AnswerValue.text) : [.text(value)]
      answers[target.flag] = SuppliedAnswer(values: values, source: .environment(variable))
    }
    let warnings = environment.keys.sorted()
      .filter { $0.hasPrefix(prefix) && !known.contains($0) }
      .map(AnswerError.unknownVariable)
    return (answers, warnings)
  }

  /// The items of a list variable: by line when it holds a line break, by comma otherwise.
  static func items(of value: String) -> [String] {
    let separated =
      value.contains(where: \.isNewline)
      ? value.split(whereSeparator: \.isNewline) : value.split(separator: ",")
    return separated.map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
  }
}
