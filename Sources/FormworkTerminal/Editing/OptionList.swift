import Foundation

/// The options of a selector row, open over the form: a filter typed by the person, the
/// options that match it, and the highlighted one.
struct OptionList: Equatable {
  /// Every option's text, in the row's order.
  let options: [String]
  /// Whether several options can be chosen (a multiple selector).
  let allowsMultipleSelection: Bool
  /// The indices (into ``options``) chosen now.
  var selected: Set<Int>
  /// The filter typed so far.
  var filter = LineEditor()
  /// The position of the highlighted option in ``matches``.
  var highlighted = 0

  init(options: [String], selected: [Int], allowsMultipleSelection: Bool) {
    self.options = options
    self.selected = Set(selected)
    self.allowsMultipleSelection = allowsMultipleSelection
    if let first = selected.first, let position = matches.firstIndex(of: first) {
      highlighted = position
    }
  }

  /// The indices of the options whose text contains the filter, ignoring case and diacritics,
  /// in the row's order.
  var matches: [Int] {
    let needle = filter.text.folding(
      options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    guard !needle.isEmpty else { return Array(options.indices) }
    return options.indices.filter {
      options[$0].folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        .contains(needle)
    }
  }

  /// The index (into ``options``) of the highlighted option, or `nil` when none matches.
  var highlightedOption: Int? {
    let matches = self.matches
    return matches.isEmpty ? nil : matches[min(highlighted, matches.count - 1)]
  }

  /// Moves the highlight by `offset` matches, stopping at either end.
  mutating func move(by offset: Int) {
    let count = matches.count
    guard count > 0 else { return }
    highlighted = min(max(min(highlighted, count - 1) + offset, 0), count - 1)
  }

  /// Changes the filter with `key`; the highlight goes back to the first match.
  mutating func edit(_ key: Key) -> Bool {
    let before = filter.text
    guard filter.handle(key) else { return false }
    if filter.text != before { highlighted = 0 }
    return true
  }
}
