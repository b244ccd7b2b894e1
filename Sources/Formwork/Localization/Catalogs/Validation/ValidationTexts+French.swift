extension ValidationTexts {
  /// French.
  static let french: [MessageKey: MessageTemplate] = [
    .untitledField: "Ce champ",
    .untitledSection: "Cette section",
    .required: "{field} ne peut pas être vide",
    .email: "{field} doit être une adresse e-mail, par exemple ada@example.com",
    .url: "{field} doit être une adresse web, par exemple https://example.com",
    .pattern: "{field} n’a pas le bon format",
    .matchesField: "{field} doit correspondre à {other}",
    .mismatch: "{field} ne correspond pas",
    .greaterThan: "{field} doit dépasser {min}",
    .greaterThanOrEqual: "{field} doit valoir au moins {min}",
    .lessThan: "{field} doit rester en dessous de {max}",
    .lessThanOrEqual: "{field} doit valoir au plus {max}",
    .minimumLength: .plural([
      .one: "{field} doit contenir au moins {count} caractère",
      .many: "{field} doit contenir au moins {count} de caractères",
      .other: "{field} doit contenir au moins {count} caractères",
    ]),
    .maximumLength: .plural([
      .one: "{field} doit contenir au plus {count} caractère",
      .many: "{field} doit contenir au plus {count} de caractères",
      .other: "{field} doit contenir au plus {count} caractères",
    ]),
    .exactLength: .plural([
      .one: "{field} doit contenir exactement {count} caractère",
      .many: "{field} doit contenir exactement {count} de caractères",
      .other: "{field} doit contenir exactement {count} caractères",
    ]),
    .minimumItems: .plural([
      .one: "{field} doit contenir au moins {count} élément",
      .many: "{field} doit contenir au moins {count} d’éléments",
      .other: "{field} doit contenir au moins {count} éléments",
    ]),
    .maximumItems: .plural([
      .one: "{field} accepte au plus {count} élément",
      .many: "{field} accepte au plus {count} d’éléments",
      .other: "{field} accepte au plus {count} éléments",
    ]),
    .invalid: "{field} n’est pas valide",
    .dateNotBefore: "{field} ne peut pas être antérieur au {date}",
    .dateNotAfter: "{field} ne peut pas être postérieur au {date}",
    .inputWholeNumber: "{field} doit être un nombre entier",
    .inputNumber: "{field} doit être un nombre",
    .inputDate: "{field} doit être une date, par exemple {example}",
    .inputTime: "{field} doit être une heure, par exemple {example}",
    .inputDateAndTime: "{field} doit être une date et une heure, par exemple {example}",
    .inputDuration: "{field} doit être une durée, par exemple {example}",
    .inputURL: "{field} doit être une adresse web, par exemple https://example.com",
    .inputEmail: "{field} doit être une adresse e-mail, par exemple ada@example.com",
    .inputOther: "{field} n’est pas valide",
    .sectionMinimumItems: .plural([
      .one: "{section} doit contenir au moins {count} élément",
      .many: "{section} doit contenir au moins {count} d’éléments",
      .other: "{section} doit contenir au moins {count} éléments",
    ]),
    .sectionMaximumItems: .plural([
      .one: "{section} accepte au plus {count} élément",
      .many: "{section} accepte au plus {count} d’éléments",
      .other: "{section} accepte au plus {count} éléments",
    ]),
    .sectionMinimumSelections: .plural([
      .one: "Choisissez au moins {count} option dans {section}",
      .many: "Choisissez au moins {count} d’options dans {section}",
      .other: "Choisissez au moins {count} options dans {section}",
    ]),
    .sectionMaximumSelections: .plural([
      .one: "Choisissez au plus {count} option dans {section}",
      .many: "Choisissez au plus {count} d’options dans {section}",
      .other: "Choisissez au plus {count} options dans {section}",
    ]),
    .sectionFull: .plural([
      .one: "{section} accepte au plus {count} élément",
      .many: "{section} accepte au plus {count} d’éléments",
      .other: "{section} accepte au plus {count} éléments",
    ]),
  ]
}
