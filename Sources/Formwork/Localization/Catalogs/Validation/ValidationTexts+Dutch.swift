extension ValidationTexts {
  /// Dutch.
  static let dutch: [MessageKey: MessageTemplate] = [
    .untitledField: "Dit veld",
    .untitledSection: "Deze sectie",
    .required: "{field} mag niet leeg zijn",
    .email: "{field} moet een e-mailadres zijn, zoals ada@example.com",
    .url: "{field} moet een webadres zijn, zoals https://example.com",
    .pattern: "{field} heeft niet de juiste opmaak",
    .matchesField: "{field} moet overeenkomen met {other}",
    .mismatch: "{field} komt niet overeen",
    .greaterThan: "{field} moet groter zijn dan {min}",
    .greaterThanOrEqual: "{field} moet minstens {min} zijn",
    .lessThan: "{field} moet kleiner zijn dan {max}",
    .lessThanOrEqual: "{field} mag hoogstens {max} zijn",
    .minimumLength: .plural([
      .one: "{field} moet minstens {count} teken bevatten",
      .other: "{field} moet minstens {count} tekens bevatten",
    ]),
    .maximumLength: .plural([
      .one: "{field} mag hoogstens {count} teken bevatten",
      .other: "{field} mag hoogstens {count} tekens bevatten",
    ]),
    .exactLength: .plural([
      .one: "{field} moet precies {count} teken bevatten",
      .other: "{field} moet precies {count} tekens bevatten",
    ]),
    .minimumItems: .plural([
      .one: "{field} heeft minstens {count} item nodig",
      .other: "{field} heeft minstens {count} items nodig",
    ]),
    .maximumItems: .plural([
      .one: "{field} mag hoogstens {count} item bevatten",
      .other: "{field} mag hoogstens {count} items bevatten",
    ]),
    .invalid: "{field} is ongeldig",
    .dateNotBefore: "{field} mag niet vóór {date} liggen",
    .dateNotAfter: "{field} mag niet na {date} liggen",
    .inputWholeNumber: "{field} moet een geheel getal zijn",
    .inputNumber: "{field} moet een getal zijn",
    .inputDate: "{field} moet een datum zijn, zoals {example}",
    .inputTime: "{field} moet een tijd zijn, zoals {example}",
    .inputDateAndTime: "{field} moet een datum en tijd zijn, zoals {example}",
    .inputDuration: "{field} moet een tijdsduur zijn, zoals {example}",
    .inputURL: "{field} moet een webadres zijn, zoals https://example.com",
    .inputEmail: "{field} moet een e-mailadres zijn, zoals ada@example.com",
    .inputOther: "{field} is ongeldig",
    .sectionMinimumItems: .plural([
      .one: "{section} heeft minstens {count} item nodig",
      .other: "{section} heeft minstens {count} items nodig",
    ]),
    .sectionMaximumItems: .plural([
      .one: "{section} mag hoogstens {count} item bevatten",
      .other: "{section} mag hoogstens {count} items bevatten",
    ]),
    .sectionMinimumSelections: .plural([
      .one: "Kies minstens {count} optie in {section}",
      .other: "Kies minstens {count} opties in {section}",
    ]),
    .sectionMaximumSelections: .plural([
      .one: "Kies hoogstens {count} optie in {section}",
      .other: "Kies hoogstens {count} opties in {section}",
    ]),
    .sectionFull: .plural([
      .one: "{section} bevat hoogstens {count} item",
      .other: "{section} bevat hoogstens {count} items",
    ]),
  ]
}
