/// A row that offers options to choose from, as Eureka's protocol of that name.
///
/// ``options`` reads the loaded options (``cachedOptionsData``) or a fixed list; setting it
/// replaces the provider with that list.
public protocol OptionsProviderRow: TypedRowType {
  /// The type of one option (for a multiple selector, an element of the row's set).
  associatedtype Option: Equatable

  /// Where the options come from.
  var optionsProvider: OptionsProvider<Option>? { get set }

  /// The options last loaded from a lazy or async provider.
  var cachedOptionsData: [Option]? { get set }

  /// The title of the selector the row presents, if any.
  var selectorTitle: String? { get set }

  /// The text the row shows while it has no value.
  var noValueDisplayText: String? { get set }
}

extension OptionsProviderRow {
  /// The options: those loaded last, or else the provider's fixed list; `nil` while a lazy or
  /// async provider has not been loaded.
  ///
  /// Setting options replaces the provider with `.array` of them and forgets loaded options.
  public var options: [Option]? {
    get { cachedOptionsData ?? optionsProvider?.optionsArray }
    set {
      cachedOptionsData = nil
      optionsProvider = .array(newValue)
    }
  }
}
