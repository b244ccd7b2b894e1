/// The built-in rules as data: each writes its registered identifier, its parameters, its
/// message and its own identifier.
extension RuleSchema {
  /// A description of `rule` under `name`, with the parameters given.
  init(_ name: String, _ rule: some BaseRuleType, _ parameters: [String: FormValue] = [:]) {
    self.init(
      rule: name, parameters: parameters.isEmpty ? nil : parameters,
      message: rule.validationError.msg, id: rule.id)
  }

  /// A description of a comparison rule, or `nil` when its bound has no JSON form.
  static func comparison(
    _ name: String, _ rule: some BaseRuleType, _ key: String, _ bound: Any
  ) -> RuleSchema? {
    guard let value = try? FormValue.from(bound, tag: key) else { return nil }
    return RuleSchema(name, rule, [key: value])
  }
}

extension RuleRequired: SchemaDescribableRule {
  /// `required`.
  public var schemaRule: RuleSchema? { RuleSchema("required", self) }
}

extension RuleMinLength: SchemaDescribableRule {
  /// `minLength` with its `length`.
  public var schemaRule: RuleSchema? { RuleSchema("minLength", self, ["length": .int(Int(min))]) }
}

extension RuleMaxLength: SchemaDescribableRule {
  /// `maxLength` with its `length`.
  public var schemaRule: RuleSchema? { RuleSchema("maxLength", self, ["length": .int(Int(max))]) }
}

extension RuleExactLength: SchemaDescribableRule {
  /// `exactLength` with its `length`.
  public var schemaRule: RuleSchema? {
    RuleSchema("exactLength", self, ["length": .int(Int(length))])
  }
}

extension RuleEmail: SchemaDescribableRule {
  /// `email`, with `allowsEmpty` when it is `false`.
  public var schemaRule: RuleSchema? {
    RuleSchema("email", self, allowsEmpty ? [:] : ["allowsEmpty": .bool(false)])
  }
}

extension RuleURL: SchemaDescribableRule {
  /// `url`, with `allowsEmpty` when it is `false`.
  public var schemaRule: RuleSchema? {
    RuleSchema("url", self, allowsEmpty ? [:] : ["allowsEmpty": .bool(false)])
  }
}

extension RuleRegExp: SchemaDescribableRule {
  /// `regex` with its `pattern`, and `allowsEmpty` when it is `false`.
  public var schemaRule: RuleSchema? {
    var parameters: [String: FormValue] = ["pattern": .string(regExpr)]
    if !allowsEmpty { parameters["allowsEmpty"] = .bool(false) }
    return RuleSchema("regex", self, parameters)
  }
}

extension RuleGreaterThan: SchemaDescribableRule {
  /// `greaterThan` with its `min`.
  public var schemaRule: RuleSchema? { .comparison("greaterThan", self, "min", min) }
}

extension RuleGreaterOrEqualThan: SchemaDescribableRule {
  /// `greaterOrEqualThan` with its `min`.
  public var schemaRule: RuleSchema? { .comparison("greaterOrEqualThan", self, "min", min) }
}

extension RuleSmallerThan: SchemaDescribableRule {
  /// `smallerThan` with its `max`.
  public var schemaRule: RuleSchema? { .comparison("smallerThan", self, "max", max) }
}

extension RuleSmallerOrEqualThan: SchemaDescribableRule {
  /// `smallerOrEqualThan` with its `max`.
  public var schemaRule: RuleSchema? { .comparison("smallerOrEqualThan", self, "max", max) }
}

extension RuleEqualsToRow: SchemaDescribableRule {
  /// `equalsToRow` with the `tag` of the other row, or `nil` for a rule given the row itself
  /// when that row has no tag.
  public var schemaRule: RuleSchema? {
    guard let tag = tag ?? row?.tag else { return nil }
    return RuleSchema("equalsToRow", self, ["tag": .string(tag)])
  }
}

extension RuleMinItems: SchemaDescribableRule {
  /// `minItems` with its `count`.
  public var schemaRule: RuleSchema? { RuleSchema("minItems", self, ["count": .int(min)]) }
}

extension RuleMaxItems: SchemaDescribableRule {
  /// `maxItems` with its `count`.
  public var schemaRule: RuleSchema? { RuleSchema("maxItems", self, ["count": .int(max)]) }
}
