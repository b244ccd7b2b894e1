/// Reads a command's arguments as answers to a form's fields (the grammar is in the article
/// *Answers from flags, environment variables and files*).
///
/// Every problem is collected, not only the first, so that one run reports them all.
struct FlagParser {
  /// What the arguments said.
  struct Result {
    /// The answers, by target flag.
    var answers: [String: SuppliedAnswer] = [:]
    /// The path given to the answers-file flag.
    var answersFile: String?
    /// Whether `--help` (or `-h`) was given.
    var showsHelp = false
    /// Whether `--no-input` was given.
    var noInput = false
    /// The problems, in the order of the arguments.
    var errors: [AnswerError] = []
  }

  /// The targets, by flag.
  let targets: [String: AnswerTarget]
  /// The flag that names an answers file (without dashes), or `nil` for none.
  let answersFileFlag: String?

  /// The command's own flags, without dashes.
  var commandFlags: [String] {
    ["help", "no-input"] + (answersFileFlag.map { [$0] } ?? [])
  }

  /// Reads `arguments` (without the command's name).
  func parse(_ arguments: [String]) -> Result {
    var result = Result()
    var index = 0
    var flagsEnded = false
    var lastSwitch: String?
    var seen = Set<String>()
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if flagsEnded {
        result.errors.append(.unexpectedArgument(argument))
        continue
      }
      if argument == "--" {
        flagsEnded = true
        continue
      }
      if argument == "-h" {
        result.showsHelp = true
        continue
      }
      guard argument.hasPrefix("--"), argument.count > 2 else {
        if argument.hasPrefix("-"), argument.count > 1 {
          result.errors.append(unknown(argument))
        } else if let lastSwitch {
          result.errors.append(.switchValueSeparate(flag: lastSwitch, value: argument))
        } else {
          result.errors.append(.unexpectedArgument(argument))
        }
        lastSwitch = nil
        continue
      }
      lastSwitch = nil
      let body = argument.dropFirst(2)
      let name: String
      var inlineValue: String?
      if let equals = body.firstIndex(of: "=") {
        name = String(body[..<equals])
        inlineValue = String(body[body.index(after: equals)...])
      } else {
        name = String(body)
      }
      let flag = "--" + name
      // The command's own flags.
      if name == "help" || name == "no-input" {
        if inlineValue != nil {
          result.errors.append(.unexpectedValue(flag: flag))
        } else if name == "help" {
          result.showsHelp = true
        } else {
          result.noInput = true
        }
        continue
      }
      if name == answersFileFlag {
        guard let value = inlineValue ?? nextValue(arguments, &index), !value.isEmpty else {
          result.errors.append(.missingValue(flag: flag))
          continue
        }
        if result.answersFile != nil {
          result.errors.append(.repeatedFlag(flag))
        } else {
          result.answersFile = value
        }
        continue
      }
      // A switch: --name, --name=yes, --no-name.
      var target = targets[name]
      var negated = false
      if target == nil, name.hasPrefix("no-"),
        let switchTarget = targets[String(name.dropFirst(3))],
        switchTarget.isSwitch
      {
        target = switchTarget
        negated = true
      }
      guard let target else {
        result.errors.append(unknown(flag))
        // The word after an unknown flag is taken as its value, so it is not reported too.
        if inlineValue == nil, index < arguments.count, !arguments[index].hasPrefix("-") {
          index += 1
        }
        continue
      }
      let value: String
      if target.isSwitch {
        if negated {
          if inlineValue != nil {
            result.errors.append(.unexpectedValue(flag: flag))
            continue
          }
          value = "no"
        } else if let inlineValue {
          guard !inlineValue.isEmpty else {
            result.errors.append(.missingValue(flag: flag))
            continue
          }
          value = inlineValue
        } else {
          value = "yes"
          lastSwitch = flag
        }
      } else if let inlineValue {
        value = inlineValue
      } else if let next = nextValue(arguments, &index) {
        value = next
      } else {
        result.errors.append(.missingValue(flag: flag))
        continue
      }
      if !target.isRepeatable, !seen.insert(target.flag).inserted {
        // Reported once per flag.
        if !result.errors.contains(.repeatedFlag("--" + target.flag)) {
          result.errors.append(.repeatedFlag("--" + target.flag))
        }
        continue
      }
      var answer =
        result.answers[target.flag]
        ?? SuppliedAnswer(values: [], source: .flag("--" + target.flag))
      answer.values.append(.text(value))
      result.answers[target.flag] = answer
    }
    return result
  }

  /// The argument at `index` as a flag's value, moving past it: `nil` at the end, or when it
  /// is a flag itself (starts with `--`); a value that starts with `--` is given with `=`.
  private func nextValue(_ arguments: [String], _ index: inout Int) -> String? {
    guard index < arguments.count, !arguments[index].hasPrefix("--") else { return nil }
    defer { index += 1 }
    return arguments[index]
  }

  /// The error for an unknown flag, with the nearest known flag when one is near.
  private func unknown(_ flag: String) -> AnswerError {
    let name = flag.drop(while: { $0 == "-" })
    guard name.count <= 100 else { return .unknownFlag(flag, suggestion: nil) }
    // `--no-port` for a field that is not a switch: its flag is `--port`.
    if name.hasPrefix("no-"), targets[String(name.dropFirst(3))] != nil {
      return .unknownFlag(flag, suggestion: "--" + name.dropFirst(3))
    }
    let names = Array(targets.keys).sorted() + commandFlags
    let suggestion = CommandLineName.nearest(
      to: String(name.split(separator: "=").first ?? ""), in: names)
    return .unknownFlag(flag, suggestion: suggestion.map { "--" + $0 })
  }
}
