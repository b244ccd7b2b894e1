import Foundation

extension SchemaRegistry {
  /// Registers the built-in rules for the value types of the catalog's rows.
  ///
  /// | identifier | parameters | rows |
  /// | --- | --- | --- |
  /// | `required` | — | every value type of the catalog |
  /// | `minLength`, `maxLength`, `exactLength` | `length` (whole number ≥ 0) | text |
  /// | `minItems`, `maxItems` | `count` (whole number ≥ 0) | lists |
  /// | `email` | `allowsEmpty` (default `true`) | text |
  /// | `regex` | `pattern`, `allowsEmpty` (default `true`) | text |
  /// | `url` | `allowsEmpty` (default `true`) | URL |
  /// | `greaterThan`, `greaterOrEqualThan` | `min` | numbers and dates |
  /// | `smallerThan`, `smallerOrEqualThan` | `max` | numbers and dates |
  /// | `equalsToRow` | `tag` | every value type of the catalog |
  mutating func registerBuiltInRules() {
    registerGeneralRules(for: String.self)
    registerGeneralRules(for: Int.self)
    registerGeneralRules(for: Double.self)
    registerGeneralRules(for: Float.self)
    registerGeneralRules(for: Bool.self)
    registerGeneralRules(for: Date.self)
    registerGeneralRules(for: URL.self)
    registerGeneralRules(for: [String].self)
    registerGeneralRules(for: FormImage.self)
    registerGeneralRules(for: FormOption<String>.self)
    registerGeneralRules(for: FormOption<Int>.self)
    registerGeneralRules(for: Set<String>.self)
    registerGeneralRules(for: Set<Int>.self)
    registerGeneralRules(for: Set<Double>.self)
    registerGeneralRules(for: Set<FormOption<String>>.self)
    registerGeneralRules(for: Set<FormOption<Int>>.self)
    registerComparisonRules(for: Int.self)
    registerComparisonRules(for: Double.self)
    registerComparisonRules(for: Float.self)
    registerComparisonRules(for: Date.self)
    register(rule: "minLength", for: String.self) {
      RuleMinLength(minLength: UInt(try $0.int("length", minimum: 0)))
    }
    register(rule: "maxLength", for: String.self) {
      RuleMaxLength(maxLength: UInt(try $0.int("length", minimum: 0)))
    }
    register(rule: "exactLength", for: String.self) {
      RuleExactLength(exactLength: UInt(try $0.int("length", minimum: 0)))
    }
    register(rule: "minItems", for: [String].self) {
      RuleMinItems<String>(minItems: UInt(try $0.int("count", minimum: 0)))
    }
    register(rule: "maxItems", for: [String].self) {
      RuleMaxItems<String>(maxItems: UInt(try $0.int("count", minimum: 0)))
    }
    register(rule: "email", for: String.self) {
      var rule = RuleEmail()
      rule.allowsEmpty = try $0.bool("allowsEmpty", default: true)
      return rule
    }
    register(rule: "url", for: URL.self) {
      RuleURL(allowsEmpty: try $0.bool("allowsEmpty", default: true))
    }
    register(rule: "regex", for: String.self) { parameters in
      let pattern = try parameters.string("pattern")
      let allowsEmpty = try parameters.bool("allowsEmpty", default: true)
      let rule = RuleRegExp(regExpr: pattern, allowsEmpty: allowsEmpty)
      if let problem = rule.patternError {
        throw SchemaRuleParameterError(problem, parameter: "pattern")
      }
      return rule
    }
  }

  /// `required` and `equalsToRow`, which check any type of value.
  mutating func registerGeneralRules<Value: Equatable>(for type: Value.Type) {
    register(rule: "required", for: Value.self) { _ in RuleRequired<Value>() }
    register(rule: "equalsToRow", for: Value.self) { parameters in
      RuleEqualsToRow<Value>(form: parameters.form, tag: try parameters.string("tag"))
    }
  }

  /// The four comparisons with a bound.
  mutating func registerComparisonRules<Value: Comparable>(for type: Value.Type) {
    register(rule: "greaterThan", for: Value.self) {
      RuleGreaterThan(min: try $0.value("min", as: Value.self))
    }
    register(rule: "greaterOrEqualThan", for: Value.self) {
      RuleGreaterOrEqualThan(min: try $0.value("min", as: Value.self))
    }
    register(rule: "smallerThan", for: Value.self) {
      RuleSmallerThan(max: try $0.value("max", as: Value.self))
    }
    register(rule: "smallerOrEqualThan", for: Value.self) {
      RuleSmallerOrEqualThan(max: try $0.value("max", as: Value.self))
    }
  }
}
