import Formwork

/// What one rendering reads from the form once: each row's
/// ``Formwork/BaseRow/ruleDescriptions`` (the attributes of a row's control and the runtime's
/// data both need them) and the words of the form (``Formwork/Form/messages``, which assembles
/// the catalogue at each read).
final class RenderingCache {
  private var descriptions: [ObjectIdentifier: [RuleDescription]] = [:]
  private var formWords: (form: Form, words: MessageCatalog)?

  /// The descriptions of `row`'s rules, read from the row the first time (reading a row
  /// without rules costs more than looking it up: the row is generic).
  func descriptions(of row: BaseRow) -> [RuleDescription] {
    let key = ObjectIdentifier(row)
    if let known = descriptions[key] { return known }
    let read = row.ruleDescriptions
    descriptions[key] = read
    return read
  }

  /// The words of `row`'s form, read from the form the first time; English for a row outside a
  /// form.
  func words(of row: BaseRow) -> MessageCatalog {
    guard let form = row.form else { return .english }
    if let formWords, formWords.form === form { return formWords.words }
    let words = form.messages
    formWords = (form, words)
    return words
  }
}
