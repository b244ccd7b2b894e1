import Formwork

/// What one rendering reads from the form once: each row's
/// ``Formwork/BaseRow/ruleDescriptions`` (the attributes of a row's control and the runtime's
/// data both need them) and the words of the form (``Formwork/Form/messages``, which assembles
/// the catalogue at each read).
///
/// Its state is read and written only by its own methods, never across a caller's code: no
/// run-time exclusivity check.
final class RenderingCache {
  @exclusivity(unchecked) private var descriptions: [ObjectIdentifier: [RuleDescription]] = [:]
  @exclusivity(unchecked) private var formWords: (form: Form, words: MessageCatalog)?
  /// The texts of ``formWords`` without arguments read so far, by key.
  @exclusivity(unchecked) private var plainTexts: [MessageKey: String] = [:]

  /// The descriptions of `row`'s rules, read from the row the first time they are not empty
  /// (describing rules locates their errors, which costs more than looking them up); a row
  /// without rules says so faster than a look-up, so no entry is kept for it, and a form without
  /// rules looks nothing up.
  func descriptions(of row: BaseRow) -> [RuleDescription] {
    let key = ObjectIdentifier(row)
    if !descriptions.isEmpty, let known = descriptions[key] { return known }
    let read = row.ruleDescriptions
    if !read.isEmpty { descriptions[key] = read }
    return read
  }

  /// The words of `row`'s form, read from the form the first time; English for a row outside a
  /// form.
  func words(of row: BaseRow) -> MessageCatalog {
    guard let form = row.form else { return .english }
    return words(ofForm: form)
  }

  /// The words of `form`, read from it the first time.
  private func words(ofForm form: Form) -> MessageCatalog {
    if let formWords, formWords.form === form { return formWords.words }
    let words = form.messages
    formWords = (form, words)
    plainTexts = [:]
    return words
  }

  /// The text of `key`, which takes no arguments, in the words of `row`'s form: looked up in the
  /// catalogue once per rendering (a lookup reads the template each time), for the texts every
  /// item of a list writes.
  func text(_ key: MessageKey, of row: BaseRow) -> String {
    guard let form = row.form else { return MessageCatalog.english.string(key) }
    let words = words(ofForm: form)
    if let known = plainTexts[key] { return known }
    let text = words.string(key)
    plainTexts[key] = text
    return text
  }
}
