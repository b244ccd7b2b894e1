/// What a person may do with the rows of a multivalued section: insert, delete, reorder.
///
/// The capitalized names are Eureka's.
public struct MultivaluedOptions: OptionSet, Sendable {
  /// The options' bits.
  public let rawValue: Int

  /// Creates options from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// No insertion, deletion or reordering.
  public static let None = MultivaluedOptions([])

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Rows can be inserted (an add button, or an empty last row).
  public static let Insert = MultivaluedOptions(rawValue: 1)

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Rows can be deleted.
  public static let Delete = MultivaluedOptions(rawValue: 2)

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Rows can be reordered.
  public static let Reorder = MultivaluedOptions(rawValue: 4)
}

/// How a person inserts rows into a multivalued section (XLForm's `sectionInsertMode`).
public enum MultivaluedInsertMode: Equatable, Sendable {
  /// An add button stays last; tapping it inserts a row before it (Eureka's only mode).
  case addButton
  /// An empty row stays last; once it gets a value it becomes an item and a new empty row is
  /// added after it (XLForm's last-row mode).
  case lastRow
}
