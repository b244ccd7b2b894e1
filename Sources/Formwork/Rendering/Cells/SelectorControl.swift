/// How a selector row presents its options, as Eureka's selector rows differ.
public enum SelectorStyle: Equatable, Sendable {
  /// A list pushed as a new screen (``PushRow``).
  case push
  /// A list in a popover (``PopoverSelectorRow``).
  case popover
  /// An alert with a button per option and a cancel button (``AlertRow``).
  case alert
  /// An action sheet with a button per option and a cancel button (``ActionSheetRow``).
  case actionSheet
  /// A pushed list of check rows that toggle one by one (``MultipleSelectorRow``).
  case multipleSelector
  /// XLForm's left-right selector: a left choice, and a value chosen among the right options of
  /// that left choice (``LeftRightSelectorRow``).
  case leftRight
}

/// The state of a selector row's control, as a renderer draws it: how it presents, its options'
/// texts and which are selected.
///
/// A selector row's cell carries it as ``CellControl/selector(_:)``; the row itself acts on it
/// through ``ChoiceRow`` and ``PresentingRow``.
public struct SelectorControl: Equatable, Sendable {
  /// How the row presents its selector.
  public var style: SelectorStyle
  /// The options' display texts, in order: the loaded options (``OptionsProviderRow/options``),
  /// so empty while a lazy or async provider has not delivered them; the right options of a
  /// ``LeftRightSelectorRow``.
  public var options: [String]
  /// The positions of the selected options, ascending.
  public var selectedIndices: [Int]

  /// Creates the state of a selector.
  ///
  /// - Parameters:
  ///   - style: How the row presents its selector.
  ///   - options: The options' display texts.
  ///   - selectedIndices: The positions of the selected options.
  public init(style: SelectorStyle, options: [String], selectedIndices: [Int]) {
    self.style = style
    self.options = options
    self.selectedIndices = selectedIndices
  }

  /// Whether several options can be selected at once.
  public var allowsMultipleSelection: Bool { style == .multipleSelector }
}
