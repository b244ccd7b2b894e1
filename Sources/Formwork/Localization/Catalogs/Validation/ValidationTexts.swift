/// The validation keys' templates, by language (BCP 47 identifier).
enum ValidationTexts {
  /// Each shipped language's table.
  static let tables: [String: [MessageKey: MessageTemplate]] = [
    "en": english, "de": german, "fr": french, "es": spanish, "it": italian,
    "pt-BR": brazilianPortuguese, "nl": dutch, "pl": polish, "ru": russian, "ja": japanese,
    "zh-Hans": simplifiedChinese, "ar": arabic,
  ]

  /// English.
  static let english: [MessageKey: MessageTemplate] = [
    .untitledField: "This field",
    .untitledSection: "This section",
    .required: "{field} can't be empty",
    .email: "{field} must be an e-mail address such as ada@example.com",
    .url: "{field} must be a web address such as https://example.com",
    .pattern: "{field} isn't in the right format",
    .matchesField: "{field} must match {other}",
    .mismatch: "{field} doesn't match",
    .greaterThan: "{field} must be greater than {min}",
    .greaterThanOrEqual: "{field} must be at least {min}",
    .lessThan: "{field} must be less than {max}",
    .lessThanOrEqual: "{field} must be at most {max}",
    .minimumLength: .plural([
      .one: "{field} must have at least {count} character",
      .other: "{field} must have at least {count} characters",
    ]),
    .maximumLength: .plural([
      .one: "{field} must have at most {count} character",
      .other: "{field} must have at most {count} characters",
    ]),
    .exactLength: .plural([
      .one: "{field} must have exactly {count} character",
      .other: "{field} must have exactly {count} characters",
    ]),
    .minimumItems: .plural([
      .one: "{field} needs at least {count} item",
      .other: "{field} needs at least {count} items",
    ]),
    .maximumItems: .plural([
      .one: "{field} takes at most {count} item",
      .other: "{field} takes at most {count} items",
    ]),
    .invalid: "{field} isn't valid",
    .dateNotBefore: "{field} must not be before {date}",
    .dateNotAfter: "{field} must not be after {date}",
    .inputWholeNumber: "{field} must be a whole number",
    .inputNumber: "{field} must be a number",
    .inputDate: "{field} must be a date such as {example}",
    .inputTime: "{field} must be a time such as {example}",
    .inputDateAndTime: "{field} must be a date and time such as {example}",
    .inputDuration: "{field} must be a duration such as {example}",
    .inputURL: "{field} must be a web address such as https://example.com",
    .inputEmail: "{field} must be an e-mail address such as ada@example.com",
    .inputOther: "{field} isn't valid",
    .sectionMinimumItems: .plural([
      .one: "{section} needs at least {count} item",
      .other: "{section} needs at least {count} items",
    ]),
    .sectionMaximumItems: .plural([
      .one: "{section} takes at most {count} item",
      .other: "{section} takes at most {count} items",
    ]),
    .sectionMinimumSelections: .plural([
      .one: "Choose at least {count} option in {section}",
      .other: "Choose at least {count} options in {section}",
    ]),
    .sectionMaximumSelections: .plural([
      .one: "Choose at most {count} option in {section}",
      .other: "Choose at most {count} options in {section}",
    ]),
    .sectionFull: .plural([
      .one: "{section} takes at most {count} item",
      .other: "{section} takes at most {count} items",
    ]),
  ]
}
