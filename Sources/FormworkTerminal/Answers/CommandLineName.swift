/// The names a form's tags take on a command line: flags in kebab case, environment variables
/// in capitals.
///
/// Words are split where a lower-case letter or a digit meets a capital (`projectName`), where a
/// run of capitals meets a word (`imageURLPath`), and at `_`, `-`, `.` and spaces; the words are
/// written in lower case and joined with `-`. So `projectName`, `project_name` and
/// `Project Name` are all `--project-name`, and `SETUP_` + `PROJECT_NAME` in the environment.
enum CommandLineName {
  /// The words of `tag`, in lower case.
  static func words(of tag: String) -> [String] {
    var words: [String] = []
    var word = ""
    let characters = Array(tag)
    for (index, character) in characters.enumerated() {
      if character == "_" || character == "-" || character == "." || character.isWhitespace {
        if !word.isEmpty { words.append(word) }
        word = ""
        continue
      }
      if character.isUppercase, let last = word.last {
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        let startsWord =
          last.isLowercase || last.isNumber
          || (last.isUppercase && next?.isLowercase == true)
        if startsWord {
          words.append(word)
          word = ""
        }
      }
      word.append(character)
    }
    if !word.isEmpty { words.append(word) }
    return words.map { $0.lowercased() }
  }

  /// The flag of `tag`, without its dashes: `project-name`.
  static func flag(of tag: String) -> String {
    words(of: tag).joined(separator: "-")
  }

  /// The environment variable of `tag` under `prefix`: `SETUP_PROJECT_NAME`.
  static func variable(of tag: String, prefix: String) -> String {
    prefix + words(of: tag).map { $0.uppercased() }.joined(separator: "_")
  }

  /// The name among `names` nearest to `name`, when it is near enough to be a likely typo: at
  /// most a third of its length (and at least 2) edits away.
  static func nearest(to name: String, in names: [String]) -> String? {
    let limit = max(2, name.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in names {
      let distance = editDistance(name, candidate)
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// The Levenshtein distance between `a` and `b`, in characters.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
