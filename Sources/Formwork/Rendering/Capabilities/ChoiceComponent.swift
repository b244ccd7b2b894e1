/// One list of a choice row's options, as a renderer shows it: the options' display texts and
/// which of them are selected.
///
/// A segmented row and a selector row have one component; a picker has one per wheel (up to
/// three), and a ``LeftRightSelectorRow`` two: its left choices, then the right options of the
/// chosen left one.
public struct ChoiceComponent: Equatable, Sendable {
  /// The options' display texts, in order (the row's `displayValueFor` applied).
  public var options: [String]
  /// The text each option submits, in the order of ``options``: an option object's
  /// (``FormOptionValue``, such as ``FormOption``) submitted value, otherwise the option itself
  /// as text; what ``Form/httpParameters(includeHidden:)`` gives for it, and what a web form
  /// sends back.
  public var values: [String]
  /// The positions of the selected options, ascending; empty when none is, at most one unless
  /// the row allows multiple selection.
  public var selectedIndices: [Int]

  /// Creates a component.
  ///
  /// - Parameters:
  ///   - options: The options' display texts.
  ///   - values: The text each option submits; the display texts unless given.
  ///   - selectedIndices: The positions of the selected options.
  public init(options: [String], values: [String]? = nil, selectedIndices: [Int]) {
    self.options = options
    self.values = values ?? options
    self.selectedIndices = selectedIndices
  }

  /// The text an option submits: an option object's submitted value
  /// (``FormOptionValue/formValue``), otherwise the option as text — what ``values`` hold, and
  /// what a renderer submits for a selectable row's ``SelectableRowType/selectableValue``.
  ///
  /// A string is its own text, unless strings were made option values: for `String` options,
  /// and for a string passed as `Any`, no cast to the protocol (a conformance look-up) and no
  /// `String(describing:)` (measured by `HTMLRatios`' render of push rows, issue #28).
  ///
  /// - Parameter option: The option, of its own type or as `Any`.
  /// - Returns: Its submitted text.
  public static func submittedText<Option>(of option: Option) -> String {
    if !stringIsOptionValue {
      if Option.self == String.self { return unsafeBitCast(option, to: String.self) }
      if Option.self == Any.self, type(of: option as Any) == String.self,
        let text = option as? String
      {
        return text
      }
    }
    if let object = option as? any FormOptionValue { return String(describing: object.formValue) }
    return String(describing: option)
  }

  /// Whether `String` adopts ``FormOptionValue`` (it does not, unless an app makes it); looked
  /// up once.
  private static let stringIsOptionValue: Bool =
    (String.self as Any.Type) is any FormOptionValue.Type

  /// The position of the first selected option, or `nil` when none is selected.
  public var selectedIndex: Int? { selectedIndices.first }
}

extension ChoiceComponent {
  /// The component of a picker's wheel: its options, and its selected option if any.
  init(_ wheel: PickerComponent) {
    self.init(options: wheel.options, selectedIndices: wheel.selectedIndex.map { [$0] } ?? [])
  }
}
