/// A JSON path written only when a problem needs it: an element of an array, as the array's
/// path and the index, or a path already written.
///
/// Reading and building a schema passes the path of every section and row along, and nearly
/// every one is never written: writing each (`$.sections[3].rows[7]`) cost a twentieth of
/// `Form(schemaJSON:)` (`DataFormRatios`).
struct SchemaLazyPath: ExpressibleByStringLiteral {
  /// The array's path, or the whole path when ``index`` is `nil`.
  private let base: String
  /// The element's index in the array at ``base``.
  private let index: Int?

  /// A path already written.
  init(_ path: String) {
    base = path
    index = nil
  }

  /// A path already written, from a literal.
  init(stringLiteral path: String) {
    self.init(path)
  }

  /// The path of element `index` of the array at `array`.
  init(index: Int, in array: String) {
    base = array
    self.index = index
  }

  /// The path, written.
  var string: String {
    guard let index else { return base }
    return SchemaPath.index(index, in: base)
  }
}
