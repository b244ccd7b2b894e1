import Formwork

/// Each row's ``Formwork/BaseRow/ruleDescriptions``, read once per rendering: the attributes of
/// a row's control and the runtime's data both need them.
final class RuleDescriptionCache {
  private var descriptions: [ObjectIdentifier: [RuleDescription]] = [:]

  /// The descriptions of `row`'s rules, read from the row the first time.
  func descriptions(of row: BaseRow) -> [RuleDescription] {
    let key = ObjectIdentifier(row)
    if let known = descriptions[key] { return known }
    let read = row.ruleDescriptions
    descriptions[key] = read
    return read
  }
}
