/// How deep a value handed to the form may nest, checked without recursion.
extension FormValue {
  /// The deepest nesting of arrays and objects ``Form/setValues(fromFormValue:)`` takes: 512.
  ///
  /// It is the depth Foundation's JSON decoder accepts, so JSON and values built in code share
  /// one limit. No form needs more; a deeper value is refused before anything recursive reads it.
  public static let maximumNesting = 512

  /// Whether the value nests arrays and objects more than `limit` levels deep.
  ///
  /// - Complexity: O(*n*) in the values it holds, up to `limit` levels, with no recursion.
  func nests(deeperThan limit: Int) -> Bool {
    switch self {
    case .array, .object: break
    case .null, .bool, .int, .double, .string: return limit < 0
    }
    var pending: [(value: FormValue, depth: Int)] = [(self, 0)]
    while let (value, depth) = pending.popLast() {
      let children: [FormValue]
      switch value {
      case .array(let values): children = values
      case .object(let values): children = Array(values.values)
      case .null, .bool, .int, .double, .string: continue
      }
      guard depth + 1 <= limit else { return true }
      for child in children { pending.append((child, depth + 1)) }
    }
    return false
  }
}
