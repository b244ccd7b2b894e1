/// Titles made from property names, as TLFormModel makes them.
enum ModelTitle {
  /// Words written in capitals wherever they appear.
  static let acronyms: Set<String> = [
    "id", "url", "uri", "api", "html", "http", "https", "json", "xml", "ip", "uuid", "pdf", "sms",
  ]

  /// The title for a property name: `user_name` and `userName` give "User Name",
  /// `homepageURL` "Homepage URL", `urlString` "URL String", `id` "ID".
  static func from(_ name: String) -> String {
    words(of: name).map { word in
      if acronyms.contains(word.lowercased()) { return word.uppercased() }
      if word.count > 1, word.allSatisfy({ $0.isUppercase || $0.isNumber }) { return word }
      return word.prefix(1).uppercased() + word.dropFirst()
    }.joined(separator: " ")
  }

  /// The words of a name: split at underscores, hyphens and spaces, before a capital that follows
  /// a lowercase letter or digit, and before the last capital of a run followed by a lowercase
  /// letter (`URLString` → `URL`, `String`).
  static func words(of name: String) -> [String] {
    var words: [String] = []
    var current = ""
    let characters = Array(name)
    for (index, character) in characters.enumerated() {
      if character == "_" || character == "-" || character == " " {
        if !current.isEmpty { words.append(current) }
        current = ""
        continue
      }
      if character.isUppercase, let last = current.last {
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        let startsWord =
          last.isLowercase || last.isNumber
          || (last.isUppercase && next?.isLowercase == true)
        if startsWord {
          words.append(current)
          current = ""
        }
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }
}
