/// Property paths named by key paths.
enum ModelKeyPath {
  /// The property path a key path names (`\Profile.address?.city` → `address.city`), or `nil`
  /// when its description names no chain of properties (a subscript, or a runtime that does
  /// not describe key paths).
  static func path(of keyPath: AnyKeyPath) -> String? {
    let text: String
    if #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) {
      text = keyPath.debugDescription
    } else {
      return nil
    }
    guard text.hasPrefix("\\") else { return nil }
    // Skip the root type's name, which may hold periods inside generic arguments.
    var depth = 0
    var start: String.Index?
    for index in text.indices.dropFirst() {
      let character = text[index]
      if character == "<" { depth += 1 }
      if character == ">" { depth -= 1 }
      if character == ".", depth == 0 {
        start = text.index(after: index)
        break
      }
    }
    guard let start else { return nil }
    let path = text[start...].filter { $0 != "?" && $0 != "!" }
    let components = path.split(separator: ".", omittingEmptySubsequences: false)
    guard !components.isEmpty,
      components.allSatisfy({
        !$0.isEmpty && $0.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
      })
    else { return nil }
    return components.joined(separator: ".")
  }

  /// How errors show a key path: its description without the addresses the runtime writes for
  /// computed parts (`\\Profile.<computed (String)>`), so the text is the same on every run.
  static func display(_ keyPath: AnyKeyPath) -> String {
    guard #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) else {
      return String(describing: keyPath)
    }
    var text = keyPath.debugDescription
    while let start = text.range(of: " 0x") {
      var end = start.upperBound
      while end < text.endIndex, text[end].isHexDigit { end = text.index(after: end) }
      text.removeSubrange(start.lowerBound..<end)
    }
    return text
  }
}
