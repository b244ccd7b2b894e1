extension ValidationTexts {
  /// Italian.
  static let italian: [MessageKey: MessageTemplate] = [
    .untitledField: "Questo campo",
    .untitledSection: "Questa sezione",
    .required: "{field} non può essere vuoto",
    .email: "{field} deve essere un indirizzo e-mail, ad esempio ada@example.com",
    .url: "{field} deve essere un indirizzo web, ad esempio https://example.com",
    .pattern: "{field} non è nel formato corretto",
    .matchesField: "{field} deve corrispondere a {other}",
    .mismatch: "{field} non corrisponde",
    .greaterThan: "{field} deve essere maggiore di {min}",
    .greaterThanOrEqual: "{field} deve essere almeno {min}",
    .lessThan: "{field} deve essere minore di {max}",
    .lessThanOrEqual: "{field} deve essere al massimo {max}",
    .minimumLength: .plural([
      .one: "{field} deve avere almeno {count} carattere",
      .many: "{field} deve avere almeno {count} di caratteri",
      .other: "{field} deve avere almeno {count} caratteri",
    ]),
    .maximumLength: .plural([
      .one: "{field} può avere al massimo {count} carattere",
      .many: "{field} può avere al massimo {count} di caratteri",
      .other: "{field} può avere al massimo {count} caratteri",
    ]),
    .exactLength: .plural([
      .one: "{field} deve avere esattamente {count} carattere",
      .many: "{field} deve avere esattamente {count} di caratteri",
      .other: "{field} deve avere esattamente {count} caratteri",
    ]),
    .minimumItems: .plural([
      .one: "{field} richiede almeno {count} elemento",
      .many: "{field} richiede almeno {count} di elementi",
      .other: "{field} richiede almeno {count} elementi",
    ]),
    .maximumItems: .plural([
      .one: "{field} accetta al massimo {count} elemento",
      .many: "{field} accetta al massimo {count} di elementi",
      .other: "{field} accetta al massimo {count} elementi",
    ]),
    .invalid: "{field} non è valido",
    .dateNotBefore: "{field} non può essere precedente al {date}",
    .dateNotAfter: "{field} non può essere successivo al {date}",
    .inputWholeNumber: "{field} deve essere un numero intero",
    .inputNumber: "{field} deve essere un numero",
    .inputDate: "{field} deve essere una data, ad esempio {example}",
    .inputTime: "{field} deve essere un orario, ad esempio {example}",
    .inputDateAndTime: "{field} deve essere una data con orario, ad esempio {example}",
    .inputDuration: "{field} deve essere una durata, ad esempio {example}",
    .inputURL: "{field} deve essere un indirizzo web, ad esempio https://example.com",
    .inputEmail: "{field} deve essere un indirizzo e-mail, ad esempio ada@example.com",
    .inputOther: "{field} non è valido",
    .sectionMinimumItems: .plural([
      .one: "{section} richiede almeno {count} elemento",
      .many: "{section} richiede almeno {count} di elementi",
      .other: "{section} richiede almeno {count} elementi",
    ]),
    .sectionMaximumItems: .plural([
      .one: "{section} accetta al massimo {count} elemento",
      .many: "{section} accetta al massimo {count} di elementi",
      .other: "{section} accetta al massimo {count} elementi",
    ]),
    .sectionMinimumSelections: .plural([
      .one: "Scegli almeno {count} opzione in {section}",
      .many: "Scegli almeno {count} di opzioni in {section}",
      .other: "Scegli almeno {count} opzioni in {section}",
    ]),
    .sectionMaximumSelections: .plural([
      .one: "Scegli al massimo {count} opzione in {section}",
      .many: "Scegli al massimo {count} di opzioni in {section}",
      .other: "Scegli al massimo {count} opzioni in {section}",
    ]),
    .sectionFull: .plural([
      .one: "{section} accetta al massimo {count} elemento",
      .many: "{section} accetta al massimo {count} di elementi",
      .other: "{section} accetta al massimo {count} elementi",
    ]),
  ]
}
