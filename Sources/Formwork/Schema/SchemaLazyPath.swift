/// A JSON path written only when a problem needs it: an element of an array (the array's path
/// and the index), then the array at one of that element's keys and an element of it, or a
/// path already written.
///
/// Reading and building a schema passes the path of every section, row and option along, and
/// nearly every one is never written: writing each (`$.sections[3].rows[7].options[1]`) cost a
/// twentieth of `Form(schemaJSON:)` (`DataFormRatios`).
struct SchemaLazyPath: ExpressibleByStringLiteral {
  /// The path the others follow.
  private let base: String
  /// The index of an element of the array at ``base``.
  private let index: Int?
  /// A key of that element (or of ``base``'s value when there is no ``index``).
  private let key: String?
  /// The index of an element of the array at ``key``.
  private let element: Int?

  private init(base: String, index: Int?, key: String?, element: Int?) {
    self.base = base
    self.index = index
    self.key = key
    self.element = element
  }

  /// A path already written.
  init(_ path: String) {
    self.init(base: path, index: nil, key: nil, element: nil)
  }

  /// A path already written, from a literal.
  init(stringLiteral path: String) {
    self.init(path)
  }

  /// The path of element `index` of the array at `array`.
  init(index: Int, in array: String) {
    self.init(base: array, index: index, key: nil, element: nil)
  }

  /// The path, written.
  var string: String {
    var path = base
    if let index { path = SchemaPath.index(index, in: path) }
    if let key { path = SchemaPath.key(key, in: path) }
    if let element { path = SchemaPath.index(element, in: path) }
    return path
  }

  /// The path of `key` in the object at this path.
  func appending(key: String) -> SchemaLazyPath {
    guard self.key == nil, element == nil else {
      return SchemaLazyPath(SchemaPath.key(key, in: string))
    }
    return SchemaLazyPath(base: base, index: index, key: key, element: nil)
  }

  /// The path of element `index` of the array at this path.
  func appending(index: Int) -> SchemaLazyPath {
    if self.index == nil, key == nil, element == nil {
      return SchemaLazyPath(base: base, index: index, key: nil, element: nil)
    }
    if key != nil, element == nil {
      return SchemaLazyPath(base: base, index: self.index, key: key, element: index)
    }
    return SchemaLazyPath(index: index, in: string)
  }
}
