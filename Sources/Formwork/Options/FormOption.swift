/// An option object with a text to show and a value to submit, as XLForm's `XLFormOptionObject`.
///
/// Rows show an option object by its ``formDisplayText`` (it is the object's `description`), and
/// ``Form/httpParameters(includeHidden:)`` and the JSON export submit its
/// ``FormOptionValue/formValue``.
public protocol FormOptionObject: FormOptionValue, CustomStringConvertible {
  /// The text a row shows for this option.
  var formDisplayText: String { get }
}

extension FormOptionObject {
  /// The option's ``formDisplayText``, so `String(describing:)` and every row show it.
  public var description: String { formDisplayText }
}

/// An option with a display text and a typed submitted value (XLForm's `XLFormOptionsObject`).
///
/// Use it as the value type of an options row: the row and its selector show the text, the
/// form submits the value.
///
/// ```swift
/// PushRow<FormOption<Int>>("size") {
///   $0.title = "Size"
///   $0.options = [FormOption(1, "Small"), FormOption(2, "Large")]
///   $0.value = FormOption(2, "Large")
/// }
/// // The row shows "Large"; form.httpParameters()["size"] is 2.
/// ```
///
/// Two options are equal when their values are equal, whatever their texts, as in XLForm: a
/// value set from submitted data selects the listed option with that value.
public struct FormOption<Value: Equatable>: FormOptionObject, Equatable {
  /// The value the form submits for this option.
  public var value: Value

  /// The text a row shows for this option.
  public var formDisplayText: String

  /// Creates an option.
  ///
  /// - Parameters:
  ///   - value: The value the form submits.
  ///   - displayText: The text rows show.
  public init(_ value: Value, _ displayText: String) {
    self.value = value
    self.formDisplayText = displayText
  }

  /// Creates an option, as XLForm's `formOptionsObjectWithValue:displayText:`.
  ///
  /// - Parameters:
  ///   - value: The value the form submits.
  ///   - displayText: The text rows show.
  public init(value: Value, displayText: String) {
    self.init(value, displayText)
  }

  /// The submitted value, untyped: ``value``.
  public var formValue: Any { value }

  /// Whether two options have the same value (their texts are not compared).
  public static func == (lhs: FormOption, rhs: FormOption) -> Bool {
    lhs.value == rhs.value
  }
}

extension FormOption: Hashable where Value: Hashable {
  /// Hashes the option's value, as equality compares it.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}

extension FormOption: Sendable where Value: Sendable {}
