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

  /// How errors show a key path.
  static func display(_ keyPath: AnyKeyPath) -> String {
    if #available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *) {
      return keyPath.debugDescription
    }
    return String(describing: keyPath)
  }
}
