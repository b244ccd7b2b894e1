extension ValidationTexts {
  /// German.
  static let german: [MessageKey: MessageTemplate] = [
    .untitledField: "Dieses Feld",
    .untitledSection: "Dieser Abschnitt",
    .required: "{field} darf nicht leer sein",
    .email: "{field} muss eine E-Mail-Adresse wie ada@example.com sein",
    .url: "{field} muss eine Webadresse wie https://example.com sein",
    .pattern: "{field} hat nicht das richtige Format",
    .matchesField: "{field} muss mit {other} übereinstimmen",
    .mismatch: "{field} stimmt nicht überein",
    .greaterThan: "{field} muss größer als {min} sein",
    .greaterThanOrEqual: "{field} muss mindestens {min} sein",
    .lessThan: "{field} muss kleiner als {max} sein",
    .lessThanOrEqual: "{field} darf höchstens {max} sein",
    .minimumLength: .plural([
      .one: "{field} muss mindestens {count} Zeichen lang sein",
      .other: "{field} muss mindestens {count} Zeichen lang sein",
    ]),
    .maximumLength: .plural([
      .one: "{field} darf höchstens {count} Zeichen lang sein",
      .other: "{field} darf höchstens {count} Zeichen lang sein",
    ]),
    .exactLength: .plural([
      .one: "{field} muss genau {count} Zeichen lang sein",
      .other: "{field} muss genau {count} Zeichen lang sein",
    ]),
    .minimumItems: .plural([
      .one: "{field} braucht mindestens {count} Eintrag",
      .other: "{field} braucht mindestens {count} Einträge",
    ]),
    .maximumItems: .plural([
      .one: "{field} darf höchstens {count} Eintrag haben",
      .other: "{field} darf höchstens {count} Einträge haben",
    ]),
    .invalid: "{field} ist ungültig",
    .dateNotBefore: "{field} darf nicht vor {date} liegen",
    .dateNotAfter: "{field} darf nicht nach {date} liegen",
    .inputWholeNumber: "{field} muss eine ganze Zahl sein",
    .inputNumber: "{field} muss eine Zahl sein",
    .inputDate: "{field} muss ein Datum wie {example} sein",
    .inputTime: "{field} muss eine Uhrzeit wie {example} sein",
    .inputDateAndTime: "{field} muss Datum und Uhrzeit wie {example} sein",
    .inputDuration: "{field} muss eine Dauer wie {example} sein",
    .inputURL: "{field} muss eine Webadresse wie https://example.com sein",
    .inputEmail: "{field} muss eine E-Mail-Adresse wie ada@example.com sein",
    .inputOther: "{field} ist ungültig",
    .sectionMinimumItems: .plural([
      .one: "{section} braucht mindestens {count} Eintrag",
      .other: "{section} braucht mindestens {count} Einträge",
    ]),
    .sectionMaximumItems: .plural([
      .one: "{section} darf höchstens {count} Eintrag haben",
      .other: "{section} darf höchstens {count} Einträge haben",
    ]),
    .sectionMinimumSelections: .plural([
      .one: "Wählen Sie in {section} mindestens {count} Option",
      .other: "Wählen Sie in {section} mindestens {count} Optionen",
    ]),
    .sectionMaximumSelections: .plural([
      .one: "Wählen Sie in {section} höchstens {count} Option",
      .other: "Wählen Sie in {section} höchstens {count} Optionen",
    ]),
    .sectionFull: .plural([
      .one: "{section} nimmt höchstens {count} Eintrag auf",
      .other: "{section} nimmt höchstens {count} Einträge auf",
    ]),
  ]
}
