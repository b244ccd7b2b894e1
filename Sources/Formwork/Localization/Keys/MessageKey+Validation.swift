/// The keys of validation messages: a rule that failed, text that did not parse, a section's
/// limits. Every one may use `{field}`, the row's title (or ``untitledField``); the others a key
/// uses are named beside it.
extension MessageKey {
  /// How a message names a row without a title: "This field".
  public static let untitledField: MessageKey = "field.untitled"
  /// How a message names a section without a header: "This section".
  public static let untitledSection: MessageKey = "section.untitled"

  /// An empty ``BaseRow/required`` row, or ``RuleRequired``: "Name can't be empty".
  public static let required: MessageKey = "validation.required"
  /// ``RuleEmail``: "E-mail must be an e-mail address such as ada@example.com".
  public static let email: MessageKey = "validation.email"
  /// ``RuleURL``: "Website must be a web address such as https://example.com".
  public static let url: MessageKey = "validation.url"
  /// ``RuleRegExp``: "Code isn't in the right format".
  public static let pattern: MessageKey = "validation.pattern"
  /// ``RuleEqualsToRow``; `{other}` is the other row's title: "Repeat password must match
  /// Password".
  public static let matchesField: MessageKey = "validation.matchesField"
  /// ``RuleEqualsToRow`` when the other row has no title: "Repeat password doesn't match".
  public static let mismatch: MessageKey = "validation.mismatch"
  /// ``RuleGreaterThan``; `{min}`: "Age must be greater than 17".
  public static let greaterThan: MessageKey = "validation.greaterThan"
  /// ``RuleGreaterOrEqualThan``; `{min}`: "Age must be at least 18".
  public static let greaterThanOrEqual: MessageKey = "validation.greaterThanOrEqual"
  /// ``RuleSmallerThan``; `{max}`: "Guests must be less than 10".
  public static let lessThan: MessageKey = "validation.lessThan"
  /// ``RuleSmallerOrEqualThan``; `{max}`: "Guests must be at most 9".
  public static let lessThanOrEqual: MessageKey = "validation.lessThanOrEqual"
  /// ``RuleMinLength``; plural by `{count}`.
  public static let minimumLength: MessageKey = "validation.minimumLength"
  /// ``RuleMaxLength``; plural by `{count}`.
  public static let maximumLength: MessageKey = "validation.maximumLength"
  /// ``RuleExactLength``; plural by `{count}`.
  public static let exactLength: MessageKey = "validation.exactLength"
  /// ``RuleMinItems``; plural by `{count}`.
  public static let minimumItems: MessageKey = "validation.minimumItems"
  /// ``RuleMaxItems``; plural by `{count}`.
  public static let maximumItems: MessageKey = "validation.maximumItems"
  /// ``RuleClosure`` without an error of its own: "Name isn't valid".
  public static let invalid: MessageKey = "validation.invalid"
  /// A date row's ``DateBaseRow/minimumDate``; `{date}`.
  public static let dateNotBefore: MessageKey = "validation.dateNotBefore"
  /// A date row's ``DateBaseRow/maximumDate``; `{date}`.
  public static let dateNotAfter: MessageKey = "validation.dateNotAfter"

  /// Typed text that is not a whole number.
  public static let inputWholeNumber: MessageKey = "input.wholeNumber"
  /// Typed text that is not a number.
  public static let inputNumber: MessageKey = "input.number"
  /// Typed text that is not a date; `{example}` is a date written in the row's format.
  public static let inputDate: MessageKey = "input.date"
  /// Typed text that is not a time; `{example}`.
  public static let inputTime: MessageKey = "input.time"
  /// Typed text that is not a date and time; `{example}`.
  public static let inputDateAndTime: MessageKey = "input.dateAndTime"
  /// Typed text that is not a duration; `{example}`.
  public static let inputDuration: MessageKey = "input.duration"
  /// Typed text that is not a web address.
  public static let inputURL: MessageKey = "input.url"
  /// Typed text that is not an e-mail address.
  public static let inputEmail: MessageKey = "input.email"
  /// Typed text that is not a value of the row's own type.
  public static let inputOther: MessageKey = "input.other"

  /// A multivalued section with too few items; `{section}` (its header), plural by `{count}`.
  public static let sectionMinimumItems: MessageKey = "section.minimumItems"
  /// A multivalued section with too many items; `{section}`, plural by `{count}`.
  public static let sectionMaximumItems: MessageKey = "section.maximumItems"
  /// A selectable section with too few selected; `{section}`, plural by `{count}`.
  public static let sectionMinimumSelections: MessageKey = "section.minimumSelections"
  /// A selectable section with too many selected; `{section}`, plural by `{count}`.
  public static let sectionMaximumSelections: MessageKey = "section.maximumSelections"
  /// An item refused because a multivalued section is full; `{section}`, plural by `{count}`.
  public static let sectionFull: MessageKey = "section.full"
}
