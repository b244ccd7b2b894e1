/// The state of an option picker (the wheels of a ``PickerRow`` or ``DoublePickerRow``), as a
/// renderer draws it: one component per wheel.
public struct PickerControl: Equatable, Sendable {
  /// The wheels, left to right.
  public var components: [PickerComponent]

  /// Creates the state of a picker.
  public init(components: [PickerComponent]) {
    self.components = components
  }
}

/// One wheel of a picker: its options' texts and which one is selected.
public struct PickerComponent: Equatable, Sendable {
  /// The texts of the wheel's options, in order.
  public var options: [String]
  /// The position of the selected option, or `nil` when the value is none of them.
  public var selectedIndex: Int?
  /// The text of the wheel's part of the value (shown even when it is not one of the options),
  /// or `nil` when there is no value.
  public var text: String?

  /// Creates a wheel's state.
  public init(options: [String], selectedIndex: Int?, text: String?) {
    self.options = options
    self.selectedIndex = selectedIndex
    self.text = text
  }
}
