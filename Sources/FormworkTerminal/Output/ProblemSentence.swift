import Formwork

/// The sentence a person reads for an action the form refused: written from the form's
/// ``Formwork/MessageCatalog``, naming the row by its title and the section by its header (never
/// a tag or a type).
enum ProblemSentence {
  /// The name of `row` in a sentence: its title, or "This field".
  static func name(of row: BaseRow?, _ messages: MessageCatalog) -> String {
    if let title = row?.title, title.contains(where: { !$0.isWhitespace }) { return title }
    return messages.string(.untitledField)
  }

  /// The name of `section` in a sentence: its header, or "This section".
  static func name(of section: Section?, _ messages: MessageCatalog) -> String {
    if let title = section?.header?.title, title.contains(where: { !$0.isWhitespace }) {
      return title
    }
    return messages.string(.untitledSection)
  }

  /// The sentence for `error`, thrown by an action on `row` (or on `section`).
  ///
  /// An error Formwork does not know (an app's own, thrown from a callback) is shown as it
  /// describes itself.
  static func sentence(
    for error: any Error, row: BaseRow?, section: Section? = nil, _ messages: MessageCatalog
  ) -> String {
    let field = MessageArgument.text(name(of: row, messages))
    if let error = error as? InteractionError {
      switch error {
      case .disabled: return messages.string(.terminalDisabled, ["field": field])
      case .readOnly: return messages.string(.terminalReadOnly, ["field": field])
      case .hidden, .notInForm, .selectorDismissed:
        return messages.string(.terminalUnavailable, ["field": field])
      case .cannotBecomeFirstResponder, .unsupported, .unknownTag, .noSwipeAction,
        .negativeCount, .componentOutOfRange:
        return messages.string(.terminalUnsupported, ["field": field])
      case .optionNotAvailable, .optionNotInSection, .optionIndexOutOfRange:
        return messages.string(.terminalOptionUnavailable, ["field": field])
      case .tooManyCharacters(_, let limit, _):
        return messages.string(
          .terminalTooManyCharacters, ["field": field, "count": .integer(limit)])
      case .itemIndexOutOfRange(_, let index, _):
        return messages.string(
          .terminalNoSuchItem, ["field": field, "position": .integer(index + 1)])
      case .notAnImageLocation:
        return messages.string(.terminalNotLocation, ["field": field])
      }
    }
    if let error = error as? MultivaluedSectionError {
      let name = MessageArgument.text(self.name(of: section ?? row?.section, messages))
      switch error {
      case .notAllowed(_, .insert), .noRowToInsert:
        return messages.string(.terminalSectionNoInsert, ["section": name])
      case .notAllowed(_, .delete):
        return messages.string(.terminalSectionNoDelete, ["section": name])
      case .notAllowed(_, .move):
        return messages.string(.terminalSectionNoMove, ["section": name])
      case .indexOutOfRange(_, let index, _):
        return messages.string(
          .terminalNoSuchItem, ["field": name, "position": .integer(index + 1)])
      case .tooManyItems(_, let maximum, _):
        return messages.string(.sectionFull, ["section": name, "count": .integer(maximum)])
      }
    }
    return String(describing: error)
  }
}
