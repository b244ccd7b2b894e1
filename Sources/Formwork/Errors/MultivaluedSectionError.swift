/// Why a multivalued section refused an insertion, deletion, move or a list of values.
///
/// Where Eureka crashes (no `multivaluedRowToInsertAt`, an index out of range), Formwork throws
/// one of these, naming the section; the section is unchanged.
public enum MultivaluedSectionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The section's ``MultivaluedOptions`` do not allow the action.
  case notAllowed(section: String, action: MultivaluedAction)
  /// The section has no ``BaseMultivaluedSection/multivaluedRowToInsertAt`` to make a new row.
  case noRowToInsert(section: String)
  /// An item position outside the section's items (the add button is not an item).
  case indexOutOfRange(section: String, index: Int, count: Int)
  /// More items than ``BaseMultivaluedSection/maximumItems`` allows.
  case tooManyItems(section: String, maximum: Int, given: Int)

  /// A sentence that names the problem and the section.
  public var description: String {
    switch self {
    case .notAllowed(let section, let action):
      return "\(section) does not allow \(action)"
    case .noRowToInsert(let section):
      return "\(section) has no multivaluedRowToInsertAt to make a new row"
    case .indexOutOfRange(let section, let index, let count):
      return "\(section) has no item at \(index); it has \(count) items"
    case .tooManyItems(let section, let maximum, let given):
      return "\(section) takes at most \(maximum) items, not \(given)"
    }
  }
}

/// An edit of a multivalued section, as ``MultivaluedSectionError/notAllowed(section:action:)``
/// names what the section's ``MultivaluedOptions`` refused.
public enum MultivaluedAction: Hashable, Sendable, CustomStringConvertible {
  /// Inserting an item (``MultivaluedOptions/Insert``).
  case insert
  /// Deleting an item (``MultivaluedOptions/Delete``).
  case delete
  /// Moving an item (``MultivaluedOptions/Reorder``).
  case move

  /// The action as a gerund: `inserting`, `deleting`, `moving`.
  public var description: String {
    switch self {
    case .insert: return "inserting"
    case .delete: return "deleting"
    case .move: return "moving"
    }
  }
}
