import Foundation

/// Where an answer given without a person came from: a flag, an environment variable, or a
/// value of an answers file.
public enum AnswerSource: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// A command-line flag, as written: `--port`.
  case flag(String)
  /// An environment variable: `SETUP_PORT`.
  case environment(String)
  /// A value of a JSON answers file: the file's path and the value's JSON path (`$.port`,
  /// `$.maintainers[1]`).
  case file(path: String, location: String)

  /// The source as a person reads it: `--port`, `SETUP_PORT`, `answers.json $.port`.
  public var description: String {
    switch self {
    case .flag(let flag): flag
    case .environment(let variable): variable
    case .file(let path, let location): "\(path) \(location)"
    }
  }
}

/// One value of an answer: text, read as line mode reads a typed answer, or a date (from an
/// answers file's ISO 8601 text).
enum AnswerValue: Equatable {
  case text(String)
  case date(Foundation.Date)
}

/// The answer one source gives one target: its values and where they came from.
struct SuppliedAnswer {
  /// The values, one unless the target is repeatable.
  var values: [AnswerValue]
  /// Where the answer came from.
  var source: AnswerSource
  /// Where each value came from, when the values have sources of their own (an answers file's
  /// array items); the answer's source otherwise.
  var valueSources: [AnswerSource]? = nil

  /// Where value `index` came from.
  func source(of index: Int) -> AnswerSource {
    guard let valueSources, valueSources.indices.contains(index) else { return source }
    return valueSources[index]
  }
}
