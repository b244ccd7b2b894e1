/// Something a ``SectionBuilder`` block can list: a row, an array of rows, or `nil`.
public protocol RowsProvider {
  /// The rows this value contributes.
  var rows: [BaseRow] { get }
}

extension BaseRow: RowsProvider {
  /// The row itself.
  public var rows: [BaseRow] { [self] }
}

extension Array: RowsProvider where Element == BaseRow {
  /// The rows of the array.
  public var rows: [BaseRow] { self }
}

/// Something a ``FormBuilder`` block can list: a section, an array of sections, or a row (which
/// gets a section of its own).
public protocol SectionsProvider {
  /// The sections this value contributes.
  var sections: [Section] { get }
}

extension Section: SectionsProvider {
  /// The section itself.
  public var sections: [Section] { [self] }
}

extension Array: SectionsProvider where Element == Section {
  /// The sections of the array.
  public var sections: [Section] { self }
}

extension BaseRow: SectionsProvider {
  /// A new section holding the row.
  public var sections: [Section] { [Section([self])] }
}

/// Builds a section from a list of rows, with `if`, `if`/`else` and `for`, as Eureka's does.
///
/// ```swift
/// @SectionBuilder var contact: Section {
///   NameRow("name") { $0.title = "Name" }
///   if askForPhone {
///     PhoneRow("phone") { $0.title = "Phone" }
///   }
/// }
/// form +++ contact +++ {
///   TextAreaRow("notes")
/// }
/// ```
@resultBuilder
public enum SectionBuilder {
  /// A row, rows, or `nil` (nothing).
  public static func buildExpression(_ expression: RowsProvider?) -> [BaseRow] {
    expression?.rows ?? []
  }
  /// The rows of each statement, in order.
  public static func buildBlock(_ components: [BaseRow]...) -> [BaseRow] {
    components.flatMap { $0 }
  }
  /// The rows of an `if` without `else`, or none.
  public static func buildOptional(_ component: [BaseRow]?) -> [BaseRow] { component ?? [] }
  /// The rows of the first branch.
  public static func buildEither(first component: [BaseRow]) -> [BaseRow] { component }
  /// The rows of the second branch.
  public static func buildEither(second component: [BaseRow]) -> [BaseRow] { component }
  /// The rows of every pass of a `for` loop.
  public static func buildArray(_ components: [[BaseRow]]) -> [BaseRow] {
    components.flatMap { $0 }
  }
  /// A section holding the rows.
  public static func buildFinalResult(_ component: [BaseRow]) -> Section { Section(component) }
}

/// Builds a form from a list of sections (and rows, each in a section of its own), with `if`,
/// `if`/`else` and `for`, as Eureka's does.
///
/// ```swift
/// @FormBuilder var form: Form {
///   Section("Event") { $0.tag = "event" }
///   TextRow("title")
/// }
/// ```
@resultBuilder
public enum FormBuilder {
  /// A section, sections, a row, or `nil` (nothing).
  public static func buildExpression(_ expression: SectionsProvider?) -> [Section] {
    expression?.sections ?? []
  }
  /// The sections of each statement, in order.
  public static func buildBlock(_ components: [Section]...) -> [Section] {
    components.flatMap { $0 }
  }
  /// The sections of an `if` without `else`, or none.
  public static func buildOptional(_ component: [Section]?) -> [Section] { component ?? [] }
  /// The sections of the first branch.
  public static func buildEither(first component: [Section]) -> [Section] { component }
  /// The sections of the second branch.
  public static func buildEither(second component: [Section]) -> [Section] { component }
  /// The sections of every pass of a `for` loop.
  public static func buildArray(_ components: [[Section]]) -> [Section] {
    components.flatMap { $0 }
  }
  /// A form holding the sections.
  public static func buildFinalResult(_ component: [Section]) -> Form {
    let form = Form()
    form.append(contentsOf: component)
    return form
  }
}

/// Appends the section a ``SectionBuilder`` closure builds.
@discardableResult
public func +++ (left: Form, @SectionBuilder right: () -> Section) -> Form {
  left +++ right()
}

/// Creates a form with `left` and the section a ``SectionBuilder`` closure builds.
@discardableResult
public func +++ (left: Section, @SectionBuilder right: () -> Section) -> Form {
  left +++ right()
}
