/// What kind of section a renderer draws, and what it can do with it: the section description
/// of the renderer contract (``Section/kind``).
///
/// ```swift
/// switch section.kind {
/// case .plain:
///   break
/// case .selectable(let selectionType, let minimum, let maximum):
///   print(selectionType, minimum ?? 0, maximum ?? .max)
/// case .multivalued(let editing):
///   if editing.multivaluedOptions.contains(.Delete) { try editing.deleteRow(at: 0) }
/// }
/// ```
public enum SectionKind {
  /// A section of rows and nothing more.
  case plain
  /// A ``SelectableSection``: its rows are options chosen by a tap (a check row toggles), one at
  /// a time or several, within the limits the section's own rules check (`nil` for none).
  case selectable(selectionType: SelectionType, minimumSelections: Int?, maximumSelections: Int?)
  /// A multivalued section (``MultivaluedSection``, ``GenericMultivaluedSection``): the value
  /// gives its options, add button, item limits and the type-erased insert, delete and move.
  case multivalued(any MultivaluedSectionType)
}

/// A section whose rows a person inserts, deletes and reorders, as Eureka's protocol of that
/// name; ``BaseMultivaluedSection`` (and so ``MultivaluedSection`` and
/// ``GenericMultivaluedSection``) conforms.
///
/// A renderer gets one from ``SectionKind/multivalued(_:)`` and acts through it. Item positions
/// count the visible rows before the ``insertionRow``.
public protocol MultivaluedSectionType: Section {
  /// What a person may do: insert, delete, reorder.
  var multivaluedOptions: MultivaluedOptions { get set }

  /// Whether the add button shows an insert mark.
  var showInsertIconInAddButton: Bool { get set }

  /// Makes the row to insert at an item position.
  var multivaluedRowToInsertAt: ((Int) -> BaseRow)? { get set }

  /// How rows are inserted: an add button or an empty last row.
  var insertMode: MultivaluedInsertMode { get }

  /// The trailing row that inserts (the add button, or the empty last row), if any.
  var insertionRow: BaseRow? { get }

  /// The visible rows except the insertion row.
  var itemRows: [BaseRow] { get }

  /// The number of items.
  var itemCount: Int { get }

  /// The fewest items the section needs to be valid, if any.
  var minimumItems: Int? { get set }

  /// The most items the section takes, if limited.
  var maximumItems: Int? { get set }

  /// Inserts a new item at `index` (at the end when `nil`), as a tap on the add button does.
  ///
  /// - Returns: The new row.
  /// - Throws: ``MultivaluedSectionError``; the section is unchanged then.
  @discardableResult
  func insertRow(at index: Int?) throws(MultivaluedSectionError) -> BaseRow

  /// Deletes the item at `index`.
  ///
  /// - Returns: The deleted row.
  /// - Throws: ``MultivaluedSectionError``; the section is unchanged then.
  @discardableResult
  func deleteRow(at index: Int) throws(MultivaluedSectionError) -> BaseRow

  /// Moves the item at `source` to `destination`.
  ///
  /// - Throws: ``MultivaluedSectionError``; the section is unchanged then.
  func moveRow(at source: Int, to destination: Int) throws(MultivaluedSectionError)

  /// Whether the item at `index` can be deleted.
  func canDeleteRow(at index: Int) -> Bool

  /// Whether the item at `index` can be moved.
  func canMoveRow(at index: Int) -> Bool
}

extension BaseMultivaluedSection: MultivaluedSectionType {}

/// The description a section gives of itself; internal, so that only the library's section
/// classes (and their subclasses) answer something other than ``SectionKind/plain``.
protocol SectionKindDescribing: Section {
  var sectionKind: SectionKind { get }
}

extension SelectableSection: SectionKindDescribing {
  var sectionKind: SectionKind {
    .selectable(
      selectionType: selectionType, minimumSelections: minimumSelections,
      maximumSelections: maximumSelections)
  }
}

extension BaseMultivaluedSection: SectionKindDescribing {
  var sectionKind: SectionKind { .multivalued(self) }
}

extension Section {
  /// What kind of section this is, for renderers: plain, selectable (with its selection type
  /// and limits) or multivalued (with its editing options and actions).
  ///
  /// A renderer switches on it instead of casting to the section classes.
  public var kind: SectionKind {
    (self as? any SectionKindDescribing)?.sectionKind ?? .plain
  }

  /// The errors of the section's own rules (a selectable section's selection limits, a
  /// multivalued section's item limits), as last validated; empty for a section without rules.
  ///
  /// Each error's ``ValidationError/subject`` is ``ValidationError/Subject/section``. Row errors
  /// stay on the rows (``BaseRow/validationErrors``).
  public var validationErrors: [ValidationError] {
    (self as? any SectionValidating)?.sectionValidationErrors ?? []
  }
}
