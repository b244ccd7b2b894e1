/// The limits on how many items (or selected rows) a section holds, with what is said when a
/// count passes one: the catalogue keys for people and Eureka-style texts for code.
struct SectionCountLimits {
  /// The fewest, if any.
  var minimum: Int?
  /// The most, if any.
  var maximum: Int?
  /// The catalogue keys of too few and too many.
  var keys: (tooFew: MessageKey, tooMany: MessageKey)
  /// The ``ValidationError/msg`` of too few, given the minimum.
  var tooFew: (Int) -> String
  /// The ``ValidationError/msg`` of too many, given the maximum.
  var tooMany: (Int) -> String

  /// The errors of `section` holding `count`: at most one for too few and one for too many.
  func errors(of section: Section, count: Int) -> [ValidationError] {
    var errors: [ValidationError] = []
    if let minimum, count < minimum { errors.append(tooFewError(of: section, minimum)) }
    if let maximum, count > maximum { errors.append(tooManyError(of: section, maximum)) }
    return errors
  }

  /// The limits as rule descriptions, each with the error a count past it gets.
  func descriptions(of section: Section) -> [RuleDescription] {
    var descriptions: [RuleDescription] = []
    if let minimum {
      descriptions.append(
        RuleDescription(
          constraint: .minItems(minimum), allowsEmpty: minimum <= 0,
          error: tooFewError(of: section, minimum)))
    }
    if let maximum {
      descriptions.append(
        RuleDescription(
          constraint: .maxItems(maximum), allowsEmpty: true,
          error: tooManyError(of: section, maximum)))
    }
    return descriptions
  }

  private func tooFewError(of section: Section, _ minimum: Int) -> ValidationError {
    ValidationError.countError(
      of: section, limit: minimum, key: keys.tooFew, msg: tooFew(minimum),
      id: ValidationError.minimumCountRuleID)
  }

  private func tooManyError(of section: Section, _ maximum: Int) -> ValidationError {
    ValidationError.countError(
      of: section, limit: maximum, key: keys.tooMany, msg: tooMany(maximum),
      id: ValidationError.maximumCountRuleID)
  }
}
