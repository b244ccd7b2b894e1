import Foundation

/// A rule's parameters from a schema, read by name and type by the rule's factory.
///
/// Each read checks the parameter's JSON type and throws ``SchemaRuleParameterError`` naming
/// the parameter; a parameter that no read asked for is reported as unknown after the factory
/// returns, so a misspelled name is never silently ignored.
///
/// ```swift
/// registry.register(rule: "multipleOf", for: Int.self) { parameters in
///   RuleMultipleOf(try parameters.int("factor"))
/// }
/// ```
public final class SchemaRuleParameters {
  /// The parameters by name, as the schema gives them.
  public let values: [String: FormValue]
  /// The form the rule's row joins, for rules that read other rows.
  public let form: Form
  /// The names asked for so far.
  private(set) var read: Set<String> = []

  init(_ values: [String: FormValue], form: Form) {
    self.values = values
    self.form = form
  }

  /// The parameter named `name`, or `nil` when it is not given.
  public func optional(_ name: String) -> FormValue? {
    read.insert(name)
    return values[name]
  }

  /// The parameter named `name`.
  ///
  /// - Throws: ``SchemaRuleParameterError`` when it is not given.
  public func required(_ name: String) throws(SchemaRuleParameterError) -> FormValue {
    guard let value = optional(name) else {
      throw SchemaRuleParameterError("missing parameter '\(name)'", parameter: name)
    }
    return value
  }

  /// The text parameter named `name`.
  ///
  /// - Throws: ``SchemaRuleParameterError`` when it is missing or not a string.
  public func string(_ name: String) throws(SchemaRuleParameterError) -> String {
    guard case .string(let text) = try required(name) else {
      throw SchemaRuleParameterError(
        "parameter '\(name)' must be a string", parameter: name)
    }
    return text
  }

  /// The whole-number parameter named `name`, at least `minimum`.
  ///
  /// - Throws: ``SchemaRuleParameterError`` when it is missing, not a whole number, or less
  ///   than `minimum`.
  public func int(_ name: String, minimum: Int = .min) throws(SchemaRuleParameterError) -> Int {
    let value = try required(name)
    let number: Int? =
      switch value {
      case .int(let number): number
      case .double(let number): Int(exactly: number)
      default: nil
      }
    guard let number, number >= minimum else {
      let bound = minimum == .min ? "" : " of at least \(minimum)"
      throw SchemaRuleParameterError(
        "parameter '\(name)' must be a whole number\(bound)", parameter: name)
    }
    return number
  }

  /// The Boolean parameter named `name`, or `defaultValue` when it is not given.
  ///
  /// - Throws: ``SchemaRuleParameterError`` when it is given and is not `true` or `false`.
  public func bool(_ name: String, default defaultValue: Bool) throws(SchemaRuleParameterError)
    -> Bool
  {
    guard let value = optional(name) else { return defaultValue }
    guard case .bool(let flag) = value else {
      throw SchemaRuleParameterError(
        "parameter '\(name)' must be true or false", parameter: name)
    }
    return flag
  }

  /// The parameter named `name` as a value of type `Value`: a number for a number, an ISO 8601
  /// string for a date, and so on.
  ///
  /// - Throws: ``SchemaRuleParameterError`` when it is missing or cannot be a `Value`.
  public func value<Value>(_ name: String, as type: Value.Type) throws(SchemaRuleParameterError)
    -> Value
  {
    let value = try required(name)
    for candidate in value.candidates {
      if let typed = AnyValue.cast(candidate, to: Value.self) { return typed }
    }
    throw SchemaRuleParameterError(
      "parameter '\(name)' must be a value of type \(Value.self)", parameter: name)
  }
}

/// A rule parameter that is missing, of the wrong type or out of range.
public struct SchemaRuleParameterError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, in words.
  public var reason: String
  /// The name of the parameter at fault, when it is one parameter.
  public var parameter: String?

  /// Creates the error.
  public init(_ reason: String, parameter: String? = nil) {
    self.reason = reason
    self.parameter = parameter
  }

  /// The reason.
  public var description: String { reason }
}
