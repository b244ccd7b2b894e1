import Formwork

/// Finds the tags of a form whose flags a command cannot tell apart: a flag the command keeps
/// for itself (`--help`, `-h`, `--no-input`, the answers-file flag, or a switch's `--no-` form
/// of one), or a flag two fields share (`projectName` and `project_name`, or a field tagged
/// `noDocker` beside a switch tagged `docker`).
///
/// A label or a button takes no answer from outside: its tag is not reported when it matches a
/// command's flag, only when it takes a flag another field needs.
struct FlagClashes {
  /// The form's tagged rows and sections, each with its flag.
  let tagged: [AnswerTarget]
  /// The flag of the answers file, without dashes, or `nil` for none.
  let answersFileFlag: String?

  /// The command's own flags, without dashes: `help`, `h`, `no-input` and the answers file's.
  var ownFlags: Set<String> {
    Set(["help", "h", "no-input"] + (answersFileFlag.map { [$0] } ?? []))
  }

  /// Each clash, in form order.
  var errors: [AnswerError] {
    var errors: [AnswerError] = []
    var owners: [String: AnswerTarget] = [:]
    for target in tagged {
      let answers: Bool
      if case .unanswerable = target.subject { answers = false } else { answers = true }
      if answers, ownFlags.contains(target.flag) {
        errors.append(.reservedFlag(tag: target.tag, flag: "--" + target.flag))
      } else if answers, target.isSwitch, ownFlags.contains("no-" + target.flag) {
        errors.append(.reservedFlag(tag: target.tag, flag: "--no-" + target.flag))
      }
      if let first = owners[target.flag] {
        if first.tag != target.tag, answers || !Self.isUnanswerable(first) {
          errors.append(
            .sharedFlag(tag: first.tag, otherTag: target.tag, flag: "--" + target.flag))
        }
      } else {
        owners[target.flag] = target
      }
    }
    // `--no-docker` negates the switch `docker`: no other field may take it.
    for target in tagged where target.isSwitch {
      if let other = owners["no-" + target.flag], !Self.isUnanswerable(other) {
        errors.append(
          .sharedFlag(tag: target.tag, otherTag: other.tag, flag: "--no-" + target.flag))
      }
    }
    return errors
  }

  /// Whether `target` takes no answer from outside.
  private static func isUnanswerable(_ target: AnswerTarget) -> Bool {
    if case .unanswerable = target.subject { return true }
    return false
  }
}
