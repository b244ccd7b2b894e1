/// A row whose value has a range or a list of options, so that a value imported by tag can be
/// checked against them before it is set.
///
/// The rule, the same for every import (``Form/setValues(fromJSON:)``,
/// ``Form/setValues(from:)``, ``Form/setValues(fromFormValue:)``, ``Form/setValues(_:)`` and
/// ``Form/setValues(checking:)``): a value outside a slider's or stepper's range, or not among a
/// picker's, segmented row's, selector's or multiple selector's options, is refused with
/// ``FormError/valueOutOfRange(tag:value:range:)`` or ``FormError/notAnOption(tag:value:)``,
/// and the row keeps its value; it is never clamped or rewritten. Options that have not been
/// loaded yet (a lazy provider) check nothing. A value set in code (`row.value = …`) is kept
/// as it is, as in Eureka.
protocol ValueFitChecking: BaseRow {
  /// The problem of giving the row `value` (already of the row's type), or `nil` when it fits.
  func fitProblem(with value: Any) -> FormError?
}

extension BaseRow {
  /// The problem an import of `value` would meet: a wrong type, or a value outside the row's
  /// range or options; `nil` when the row takes it.
  func importProblem(with value: Any?) -> FormError? {
    if let problem = typeProblem(with: value) { return problem }
    guard let unwrapped = AnyValue.unwrap(value), let checking = self as? any ValueFitChecking
    else { return nil }
    return checking.fitProblem(with: unwrapped)
  }
}

/// The problem of `value` against `options`: `nil` when there are no options to check against
/// or `value` is one of them.
func optionProblem<Option: Equatable>(
  of value: Any, options: [Option]?, in row: BaseRow
) -> FormError? {
  guard let options, !options.isEmpty, let typed = AnyValue.cast(value, to: Option.self),
    !options.contains(typed)
  else { return nil }
  return .notAnOption(tag: row.reference, value: String(describing: typed))
}

extension SliderRow: ValueFitChecking {
  func fitProblem(with value: Any) -> FormError? {
    guard let number = AnyValue.cast(value, to: Float.self), minimumValue <= maximumValue,
      !(minimumValue...maximumValue).contains(number)
    else { return nil }
    return .valueOutOfRange(
      tag: reference, value: "\(number)", range: "\(minimumValue)...\(maximumValue)")
  }
}

extension StepperRow: ValueFitChecking {
  func fitProblem(with value: Any) -> FormError? {
    guard let number = AnyValue.cast(value, to: Double.self), minimumValue <= maximumValue,
      !(minimumValue...maximumValue).contains(number)
    else { return nil }
    return .valueOutOfRange(
      tag: reference, value: "\(number)", range: "\(minimumValue)...\(maximumValue)")
  }
}

extension OptionsRow: ValueFitChecking {
  func fitProblem(with value: Any) -> FormError? {
    optionProblem(of: value, options: options, in: self)
  }
}

extension PickerBaseRow: ValueFitChecking {
  func fitProblem(with value: Any) -> FormError? {
    optionProblem(of: value, options: options, in: self)
  }
}

extension GenericMultipleSelectorRow: ValueFitChecking {
  func fitProblem(with value: Any) -> FormError? {
    guard let options, !options.isEmpty else { return nil }
    // A set, or a list (as JSON gives) whose elements are options.
    var chosen: [T] = []
    if let set = AnyValue.cast(value, to: Set<T>.self) {
      chosen = Array(set)
    } else {
      for element in AnyValue.elements(of: value) ?? [] {
        if let element, let typed = AnyValue.cast(element, to: T.self) { chosen.append(typed) }
      }
    }
    let missing = Set(chosen.filter { !options.contains($0) }.map { String(describing: $0) })
      .sorted()
    guard !missing.isEmpty else { return nil }
    return .notAnOption(tag: reference, value: missing.joined(separator: ", "))
  }
}
