/// One section of a ``FormSchema``.
///
/// The section's kind follows from which of ``selectable`` and ``multivalued`` is set: neither
/// is a plain section; setting both is an error.
public struct SectionSchema: Codable, Equatable, Sendable {
  /// The section's tag.
  public var tag: String?
  /// The header's title.
  public var header: String?
  /// The footer's title.
  public var footer: String?
  /// The predicate string of the section's hidden condition (`TRUEPREDICATE` for always).
  public var hidden: String?
  /// For a selectable section, how its rows are chosen.
  public var selectable: SelectableSchema?
  /// For a multivalued section, what a person can do to its rows.
  public var multivalued: MultivaluedSchema?
  /// The section's rows in order (for a multivalued section, its items, without the add button).
  public var rows: [RowSchema]

  /// Creates a section description.
  public init(
    tag: String? = nil, header: String? = nil, footer: String? = nil, hidden: String? = nil,
    selectable: SelectableSchema? = nil, multivalued: MultivaluedSchema? = nil,
    rows: [RowSchema] = []
  ) {
    self.tag = tag
    self.header = header
    self.footer = footer
    self.hidden = hidden
    self.selectable = selectable
    self.multivalued = multivalued
    self.rows = rows
  }
}

/// How a selectable section's rows are chosen (``SelectableSection``).
public struct SelectableSchema: Codable, Equatable, Sendable {
  /// The registered name of the section's row type, such as `ListCheckRow<String>`.
  public var rowType: String
  /// Whether several rows may be chosen (`true`) or one (`false`).
  public var multiple: Bool
  /// For single selection, whether choosing the chosen row again clears it.
  public var deselection: Bool?
  /// The fewest rows that must be chosen.
  public var minimum: Int?
  /// The most rows that may be chosen.
  public var maximum: Int?

  /// Creates a selection description.
  public init(
    rowType: String, multiple: Bool = false, deselection: Bool? = nil, minimum: Int? = nil,
    maximum: Int? = nil
  ) {
    self.rowType = rowType
    self.multiple = multiple
    self.deselection = deselection
    self.minimum = minimum
    self.maximum = maximum
  }
}

/// What a person can do to a multivalued section's rows (``MultivaluedSection``).
public struct MultivaluedSchema: Codable, Equatable, Sendable {
  /// The operations allowed: any of `insert`, `delete` and `reorder`, in that order.
  public var options: [String]
  /// Where a new row comes from: `addButton` (a button row) or `lastRow` (an empty last row).
  public var insertMode: String
  /// The add button's title, when the section has one.
  public var addButtonTitle: String?
  /// The row a person inserts: its type, title, placeholder, rules and so on.
  public var itemRow: RowSchema?
  /// The fewest items the section must hold.
  public var minimumItems: Int?
  /// The most items the section may hold.
  public var maximumItems: Int?

  /// Creates a multivalued description.
  public init(
    options: [String] = ["insert", "delete"], insertMode: String = "addButton",
    addButtonTitle: String? = nil, itemRow: RowSchema? = nil, minimumItems: Int? = nil,
    maximumItems: Int? = nil
  ) {
    self.options = options
    self.insertMode = insertMode
    self.addButtonTitle = addButtonTitle
    self.itemRow = itemRow
    self.minimumItems = minimumItems
    self.maximumItems = maximumItems
  }
}
