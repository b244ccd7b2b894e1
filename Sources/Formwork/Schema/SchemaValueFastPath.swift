import Foundation

/// A schema's value given to a built-in row with the row's value type known, for
/// `Form(schemaJSON:)` and ``Form/init(schema:registry:)``.
///
/// The general way (``FormValue``'s candidates tried one by one through ``BaseRow/accepts(_:)``,
/// then ``BaseRow/setBaseValue(_:)``) casts each candidate from `Any` to the row's type and
/// unwraps it again: about a fifth of the import of every row kind (`DataFormRatios`,
/// "Form(schemaJSON:)"). For the common value types the row is read as the concrete
/// `RowOf<String>` (…) it is, as ``ModelValueFastPath`` does, and given the value the general
/// way would give it: a JSON number to a `Double` or `Float` row as that type, a string to a
/// `Date` row as the ISO 8601 date it names, to a `URL` row as the URL. Any other value, or a
/// value that does not fit, goes the general way, which reports it.
///
/// Only rows the registry knows as built-ins come here (``RowEntry/isBuiltIn``): a subclass of a
/// user's may override ``BaseRow/setBaseValue(_:)``.
enum SchemaValueFastPath {
  /// Gives `row` the value `value` stands for.
  ///
  /// - Returns: `true` when it was given; `nil` when the general way must decide.
  static func set<T>(_ value: FormValue, on row: RowOf<T>) -> Bool? {
    if T.self == String.self {
      return set(value, typed: unsafeDowncast(row, to: RowOf<String>.self)) {
        if case .string(let text) = $0 { return text }
        return nil
      }
    }
    if T.self == Int.self {
      return set(value, typed: unsafeDowncast(row, to: RowOf<Int>.self)) {
        if case .int(let number) = $0 { return number }
        return nil
      }
    }
    if T.self == Double.self {
      return set(value, typed: unsafeDowncast(row, to: RowOf<Double>.self)) {
        switch $0 {
        case .double(let number): number
        case .int(let number): Double(number)
        default: nil
        }
      }
    }
    if T.self == Float.self {
      return set(value, typed: unsafeDowncast(row, to: RowOf<Float>.self)) {
        switch $0 {
        case .double(let number): Float(number)
        case .int(let number): Float(number)
        default: nil
        }
      }
    }
    if T.self == Bool.self {
      return set(value, typed: unsafeDowncast(row, to: RowOf<Bool>.self)) {
        if case .bool(let flag) = $0 { return flag }
        return nil
      }
    }
    if T.self == Date.self {
      return set(value, typed: unsafeDowncast(row, to: RowOf<Date>.self)) {
        if case .string(let text) = $0 { return FormValue.date(from: text) }
        return nil
      }
    }
    if T.self == URL.self {
      return set(value, typed: unsafeDowncast(row, to: RowOf<URL>.self)) {
        if case .string(let text) = $0 { return URL(string: text) }
        return nil
      }
    }
    return nil
  }

  /// The first of `options` that submits `value`, as ``FormOptionValue/formValue`` matches a
  /// submitted value (``FormOption`` of text or whole numbers, by their value); `nil` for
  /// another type of option, a value that is not text, a whole number or a Boolean, or no match.
  static func submittedOption<Option: SchemaOptionConvertible>(
    _ value: FormValue, among options: [Option]
  ) -> Option? {
    guard Option.self == FormOption<String>.self || Option.self == FormOption<Int>.self else {
      return nil
    }
    switch value {
    case .string, .int, .bool: return options.first { $0.schemaOption.value == value }
    case .null, .double, .array, .object: return nil
    }
  }

  /// The options an array of them stands for, when every element is exactly an `Option`
  /// (text, a whole number, a number with a fraction, a Boolean); `nil` otherwise.
  static func options<Option>(_ value: FormValue, as _: Option.Type) -> [Option]? {
    guard case .array(let elements) = value else { return nil }
    var options: [Option] = []
    options.reserveCapacity(elements.count)
    for element in elements {
      let option: Any
      switch element {
      case .string(let text) where Option.self == String.self: option = text
      case .int(let number) where Option.self == Int.self: option = number
      case .double(let number) where Option.self == Double.self: option = number
      case .bool(let flag) where Option.self == Bool.self: option = flag
      default: return nil
      }
      guard let typed = option as? Option else { return nil }
      options.append(typed)
    }
    return options
  }

  /// Sets `row`'s value to `null`'s `nil` or to what `typed` makes of `value`; `nil` when it
  /// makes nothing (inlined into each concrete caller above).
  @inline(__always)
  private static func set<T>(
    _ value: FormValue, typed row: RowOf<T>, _ typed: (FormValue) -> T?
  ) -> Bool? {
    if case .null = value {
      row.value = nil
      return true
    }
    guard let typed = typed(value) else { return nil }
    row.value = typed
    return true
  }
}
