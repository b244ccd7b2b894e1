/// A JSON path written only when a problem needs it: an element of an array, as the array's
/// path and the index (`$.sections[3].rows[7]`), or a path already written; and inside it, an
/// element of the array at one of its keys (`.options[1]`), kept as the key and the index.
///
/// Reading and building a schema passes the path of every section, row and option along, and
/// nearly every one is never written: writing each (`$.sections[3].rows[7]`) cost a twentieth
/// of `Form(schemaJSON:)`, and writing the path of each row's array of options a fortieth
/// (`DataFormRatios`).
struct SchemaLazyPath: ExpressibleByStringLiteral {
  /// The array's path, or the whole path when ``index`` is `nil`.
  private let base: String
  /// The element's index in the array at ``base``.
  private let index: Int?
  /// The key of an array inside, and the index of an element in it, not yet written.
  private var innerKey: String?
  private var innerIndex = 0

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

  /// The path of element `index` of the array at `key` of the object at this path.
  func element(_ index: Int, ofKey key: String) -> SchemaLazyPath {
    guard self.index != nil, innerKey == nil else {
      // A path already written (the root, a section's `selectable`), or one already inside an
      // array: written on.
      return SchemaLazyPath(index: index, in: SchemaPath.key(key, in: string))
    }
    var path = self
    path.innerKey = key
    path.innerIndex = index
    return path
  }

  /// The path, written.
  var string: String {
    let path = index.map { SchemaPath.index($0, in: base) } ?? base
    guard let innerKey else { return path }
    return SchemaPath.index(innerIndex, in: SchemaPath.key(innerKey, in: path))
  }
}
