import Formwork

/// The text a value submits in a form: an option object's (``Formwork/FormOptionValue``)
/// submitted value, otherwise the value as text — the rule of
/// ``Formwork/ChoiceComponent/values`` and of a selectable section's `selectableValue`.
enum SubmittedText {
  /// `value` without the optionals around it, or `nil` when one of them is `nil`.
  static func unwrapped(_ value: Any?) -> Any? {
    guard let value else { return nil }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    guard let wrapped = mirror.children.first?.value else { return nil }
    return unwrapped(wrapped)
  }

  /// The text `value` submits, or `nil` for no value.
  static func of(_ value: Any?) -> String? {
    guard let value = unwrapped(value) else { return nil }
    if let option = value as? any FormOptionValue { return of(option.formValue) }
    return String(describing: value)
  }

  /// The texts the elements of an array or set submit: an array's in order, a set's sorted (a
  /// set has no order of its own); empty for no value, and `value`'s own text for anything else.
  static func elements(of value: Any?) -> [String] {
    guard let value = unwrapped(value) else { return [] }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .collection:
      return mirror.children.compactMap { of($0.value) }
    case .set:
      return mirror.children.compactMap { of($0.value) }.sorted()
    default:
      return of(value).map { [$0] } ?? []
    }
  }
}
