import Formwork
import Foundation

/// Reads a form's answers from a JSON answers file: an object whose keys name fields (by tag,
/// as ``Formwork/Form/jsonData(includeHidden:)`` writes them, or by flag name) and whose
/// values are what those fields take.
///
/// Text, numbers and Booleans are read as the same answers typed on a command line (`9000` is
/// `--port 9000`, `false` is `--no-docker`; `1.5` is `--ratio 1,5` in a German form); a list (a multiple choice, a multivalued section, a
/// list row) is an array; a date is `yyyy-MM-dd` or an ISO 8601 date and time, as the export
/// writes it; `null` is no answer. Each problem names the file and the value's JSON path
/// (`$.maintainers[1]`); a key given twice in one object is refused
/// (``AnswerError/repeatedKey(file:location:)``), since JSON readers disagree on which value counts.
struct FileAnswers {
  /// The file's path, as given.
  let path: String
  /// The targets, in form order.
  let targets: [AnswerTarget]
  /// The form's locale, which a text field reads its text in; `nil` for none.
  var locale: Locale? = nil

  /// The answers in `data`, by target flag, and the problems.
  func read(_ data: Data) -> (answers: [String: SuppliedAnswer], errors: [AnswerError]) {
    let document: FormValue
    do {
      document = try JSONDecoder().decode(FormValue.self, from: data)
    } catch {
      return ([:], [.notJSON(path)])
    }
    guard case .object(let object) = document else { return ([:], [.notAnObject(path)]) }
    // A key given twice: Formwork's own JSON import finds them (an empty form sets nothing).
    do {
      _ = try Form().setValues(fromJSON: data)
    } catch .repeatedKeys(let locations) {
      return ([:], locations.map { .repeatedKey(file: path, location: $0) })
    } catch {
      // Any other problem of the document is found below, key by key.
    }
    var answers: [String: SuppliedAnswer] = [:]
    var errors: [AnswerError] = []
    for key in object.keys.sorted() {
      let location = "$." + key
      guard
        let target = targets.first(where: { $0.tag == key })
          ?? targets.first(where: { $0.flag == CommandLineName.flag(of: key) })
      else {
        errors.append(.unknownKey(file: path, location: location))
        continue
      }
      guard let value = object[key] else { continue }
      switch answer(value, for: target, at: location) {
      case .success(let answer?): answers[target.flag] = answer
      case .success(nil): break
      case .failure(let error): errors.append(error)
      }
    }
    return (answers, errors)
  }

  /// The answer `value` gives `target`, `nil` for `null`.
  private func answer(_ value: FormValue, for target: AnswerTarget, at location: String)
    -> Result<SuppliedAnswer?, AnswerError>
  {
    let source = AnswerSource.file(path: path, location: location)
    if case .array(let items) = value {
      guard target.isRepeatable else {
        return .failure(.wrongType(file: path, location: location, field: target.title))
      }
      var values: [AnswerValue] = []
      var sources: [AnswerSource] = []
      for (index, item) in items.enumerated() {
        let itemLocation = "\(location)[\(index)]"
        guard let scalar = scalar(item, for: target) else {
          if item == .null { continue }
          return .failure(.wrongType(file: path, location: itemLocation, field: target.title))
        }
        values.append(scalar)
        sources.append(.file(path: path, location: itemLocation))
      }
      return .success(SuppliedAnswer(values: values, source: source, valueSources: sources))
    }
    if value == .null { return .success(nil) }
    guard let scalar = scalar(value, for: target) else {
      return .failure(.wrongType(file: path, location: location, field: target.title))
    }
    return .success(SuppliedAnswer(values: [scalar], source: source))
  }

  /// A single JSON value as an answer's value, or `nil` when `target` does not take it.
  private func scalar(_ value: FormValue, for target: AnswerTarget) -> AnswerValue? {
    switch value {
    case .string(let text):
      if case .row(_, .date) = target.subject, let date = Self.isoDate(text) { return .date(date) }
      return .text(text)
    case .int(let number): return .text(String(number))
    case .double(let number):
      // A JSON number has a period whatever the language; a number field reads its text in
      // the form's locale, where `1.5` may be refused and `1.234` read as 1234.
      guard case .row(_, .text) = target.subject else { return .text(String(number)) }
      return .text(FlagValueText.localized(String(number), locale: locale))
    case .bool(let flag): return target.isSwitch ? .text(flag ? "yes" : "no") : nil
    case .null, .array, .object: return nil
    }
  }

  /// An ISO 8601 date and time, with or without fractional seconds.
  private static func isoDate(_ text: String) -> Date? {
    if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
    return try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
  }
}
