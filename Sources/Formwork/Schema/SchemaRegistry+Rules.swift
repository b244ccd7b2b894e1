/// What the registry knows about one rule for one type of value: how to make it and add it to a
/// row.
struct RuleEntry {
  /// The type of value the rule checks, in words.
  let valueType: String
  /// Adds the rule to `row`: `nil` when the row's value is not of the rule's type.
  let attach: (BaseRow, SchemaRuleParameters, RuleSchema) -> Result<Void, SchemaRuleParameterError>?
}

/// A rule that can describe itself as data, so that it travels in a form schema.
///
/// Every built-in rule but ``RuleClosure`` conforms. A custom rule conforms and is registered
/// under the same identifier (``SchemaRegistry/register(rule:for:make:)``):
///
/// ```swift
/// extension RuleEven: SchemaDescribableRule {
///   var schemaRule: RuleSchema? { RuleSchema(rule: "even", message: validationError.msg) }
/// }
/// ```
public protocol SchemaDescribableRule: BaseRuleType {
  /// The rule as data, or `nil` when this one cannot be described.
  var schemaRule: RuleSchema? { get }
}

extension SchemaRegistry {
  /// Registers a rule under an identifier for rows holding `Value`, made from its parameters.
  ///
  /// A rule that checks several types of value is registered once for each; a schema's rule is
  /// made by the registration whose type is the row's. The schema's `message` and `id`, when
  /// given, replace the made rule's.
  ///
  /// - Parameters:
  ///   - name: The identifier schemas use.
  ///   - type: The type of value the rule checks.
  ///   - make: Makes the rule from its parameters; throws ``SchemaRuleParameterError`` (or any
  ///     error, reported by its description) for a parameter that is missing or wrong.
  public mutating func register<Value: Equatable, Rule: RuleType>(
    rule name: String, for type: Value.Type,
    make: @escaping (SchemaRuleParameters) throws -> Rule
  ) where Rule.RowValueType == Value {
    let entry = RuleEntry(valueType: String(describing: Value.self)) { row, parameters, schema in
      guard let row = row as? RowOf<Value> else { return nil }
      do {
        var rule = try make(parameters)
        if let message = schema.message { rule.validationError.msg = message }
        if let id = schema.id {
          rule.id = id
          rule.validationError.ruleID = id
        }
        row.add(rule: rule)
        return .success(())
      } catch let error as SchemaRuleParameterError {
        return .failure(error)
      } catch {
        return .failure(SchemaRuleParameterError(String(describing: error)))
      }
    }
    var entries = ruleEntries[name] ?? []
    entries.removeAll { $0.valueType == entry.valueType }
    entries.append(entry)
    ruleEntries[name] = entries
  }
}
