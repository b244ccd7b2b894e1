/// Identity helpers for the elements a form's sections and a section's rows are given.
extension Array where Element: AnyObject {
  /// The elements without repeats of the same object; the first occurrence stays.
  ///
  /// - Complexity: O(*n*); a list of one element is returned as it is.
  func uniqueObjects() -> [Element] {
    guard count > 1 else { return self }
    var seen = Set<ObjectIdentifier>(minimumCapacity: count)
    return filter { seen.insert(ObjectIdentifier($0)).inserted }
  }
}
