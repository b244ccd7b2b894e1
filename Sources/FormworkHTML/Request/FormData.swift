/// The fields of a submitted form, in the order they were sent: what a browser posts as
/// `application/x-www-form-urlencoded` or `multipart/form-data` (with its files), or sends in a
/// query string.
///
/// It plays the part of WTForms' `formdata` and Django's `QueryDict`: a name may come several
/// times (a multiple selector, a checkbox group, a multivalued section), and ``values(for:)``
/// gives them all in order. Read a request's body with `init(body:contentType:limits:)`, which
/// reads either kind by its `Content-Type`, or a query with `init(query:limits:)`, or build the
/// fields from another source with `init(_:)` or `init(_:files:)`; then bind it with `Form.bind(_:options:)`.
///
/// ```swift
/// let data = try FormData(urlEncoded: "days=mon&days=wed&name=Ada%20L.")
/// data.values(for: "days")  // ["mon", "wed"]
/// data["name"]              // "Ada L."
/// ```
///
/// Fields that could not be read (a malformed `%` escape, text that is not UTF-8, a name or
/// value over its limit) are left out of ``fields`` and described in ``problems``; binding
/// leaves their rows as they are rather than reading them as absent.
public struct FormData: Equatable, Sendable {
  /// The fields read, in order.
  public var fields: [FormField]
  /// The files of a `multipart/form-data` body, in order; a file input left empty sends none.
  public var files: [FormFile]
  /// What could not be read, field by field; `Form.bind(_:options:)` copies it into its report.
  public var problems: [BindingIssue]
  /// The names of fields whose value was dropped, so that a checkbox among them is not read as
  /// off.
  var unreadableNames: Set<String>

  /// Creates form data from fields already decoded.
  ///
  /// - Parameter fields: The fields, in the order they were sent.
  public init(_ fields: [FormField] = []) {
    self.init(fields, files: [])
  }

  /// Creates form data from fields and files already decoded.
  ///
  /// - Parameters:
  ///   - fields: The fields, in the order they were sent.
  ///   - files: The files, in the order they were sent.
  public init(_ fields: [FormField], files: [FormFile]) {
    self.fields = fields
    self.files = files
    self.problems = []
    self.unreadableNames = []
  }

  /// Creates form data from names and values already decoded, in order.
  ///
  /// ```swift
  /// let days = FormData([("days", "mon"), ("days", "wed")])
  /// ```
  public init(_ pairs: [(String, String)]) {
    self.init(pairs.map { FormField(name: $0.0, value: $0.1) })
  }

  /// The values sent under `name`, in order; empty when none was.
  ///
  /// - Complexity: O(*n*) in the fields.
  public func values(for name: String) -> [String] {
    fields.compactMap { $0.name == name ? $0.value : nil }
  }

  /// The first value sent under `name`, or `nil` when none was.
  public subscript(name: String) -> String? {
    fields.first { $0.name == name }?.value
  }

  /// The files sent under `name`, in order; empty when none was.
  ///
  /// - Complexity: O(*n*) in the files.
  public func files(for name: String) -> [FormFile] {
    files.filter { $0.name == name }
  }

  /// The names sent, each once, in the order they first came.
  public var names: [String] {
    var seen: Set<String> = []
    return fields.compactMap { seen.insert($0.name).inserted ? $0.name : nil }
  }

  /// The values of every field grouped by name, each group in order.
  func groupedValues() -> [String: [String]] {
    var groups: [String: [String]] = [:]
    for field in fields { groups[field.name, default: []].append(field.value) }
    return groups
  }
}

extension FormData: ExpressibleByDictionaryLiteral {
  /// Creates form data from a literal, in the literal's order: `["name": "Ada", "age": "36"]`.
  ///
  /// A name may not repeat in a dictionary literal; build repeated names from pairs.
  public init(dictionaryLiteral elements: (String, String)...) {
    self.init(elements.map { FormField(name: $0.0, value: $0.1) })
  }
}
