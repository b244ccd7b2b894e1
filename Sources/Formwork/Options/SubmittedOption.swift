/// Finding the option a submitted value stands for, so values read back from JSON or HTTP
/// parameters select the option objects they came from.
enum SubmittedOption {
  /// The first of `options` that is a ``FormOptionValue`` submitting `given`, if any.
  ///
  /// - Complexity: O(*n*) in the options.
  static func match<Option>(_ given: Any, in options: [Option]) -> Option? {
    guard let submitted = try? FormValue.from(given, tag: "") else { return nil }
    return options.first { option in
      guard let object = option as? any FormOptionValue else { return false }
      return (try? FormValue.from(object.formValue, tag: "")) == submitted
    }
  }

  /// The options `given` stands for: a value of the option type, or the submitted value of
  /// one of `options`; `nil` when it is neither.
  static func option<Option>(for given: Any, in options: [Option]) -> Option? {
    if let typed = AnyValue.cast(given, to: Option.self) { return typed }
    return match(given, in: options)
  }

  /// The options an array (or set) of values stands for, each as ``option(for:in:)`` finds
  /// it; `nil` when `given` is not an array or one element stands for no option.
  static func options<Option>(for given: Any, in options: [Option]) -> [Option]? {
    guard let elements = AnyValue.elements(of: given) else { return nil }
    var result: [Option] = []
    for element in elements {
      guard let element = AnyValue.unwrap(element) else { continue }
      guard let option = option(for: element, in: options) else { return nil }
      result.append(option)
    }
    return result
  }
}
