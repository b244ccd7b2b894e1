extension ValidationTexts {
  /// Spanish.
  static let spanish: [MessageKey: MessageTemplate] = [
    .untitledField: "Este campo",
    .untitledSection: "Esta sección",
    .required: "{field} no puede quedar en blanco",
    .email: "{field} debe ser una dirección de correo electrónico, como ada@example.com",
    .url: "{field} debe ser una dirección web, como https://example.com",
    .pattern: "{field} no tiene el formato correcto",
    .matchesField: "{field} debe coincidir con {other}",
    .mismatch: "{field} no coincide",
    .greaterThan: "{field} debe ser mayor que {min}",
    .greaterThanOrEqual: "{field} debe ser como mínimo {min}",
    .lessThan: "{field} debe ser menor que {max}",
    .lessThanOrEqual: "{field} debe ser como máximo {max}",
    .minimumLength: .plural([
      .one: "{field} debe tener al menos {count} carácter",
      .many: "{field} debe tener al menos {count} de caracteres",
      .other: "{field} debe tener al menos {count} caracteres",
    ]),
    .maximumLength: .plural([
      .one: "{field} debe tener como máximo {count} carácter",
      .many: "{field} debe tener como máximo {count} de caracteres",
      .other: "{field} debe tener como máximo {count} caracteres",
    ]),
    .exactLength: .plural([
      .one: "{field} debe tener exactamente {count} carácter",
      .many: "{field} debe tener exactamente {count} de caracteres",
      .other: "{field} debe tener exactamente {count} caracteres",
    ]),
    .minimumItems: .plural([
      .one: "{field} necesita al menos {count} elemento",
      .many: "{field} necesita al menos {count} de elementos",
      .other: "{field} necesita al menos {count} elementos",
    ]),
    .maximumItems: .plural([
      .one: "{field} admite como máximo {count} elemento",
      .many: "{field} admite como máximo {count} de elementos",
      .other: "{field} admite como máximo {count} elementos",
    ]),
    .invalid: "{field} no es válido",
    .dateNotBefore: "{field} no puede ser anterior al {date}",
    .dateNotAfter: "{field} no puede ser posterior al {date}",
    .inputWholeNumber: "{field} debe ser un número entero",
    .inputNumber: "{field} debe ser un número",
    .inputDate: "{field} debe ser una fecha, como {example}",
    .inputTime: "{field} debe ser una hora, como {example}",
    .inputDateAndTime: "{field} debe ser una fecha y hora, como {example}",
    .inputDuration: "{field} debe ser una duración, como {example}",
    .inputURL: "{field} debe ser una dirección web, como https://example.com",
    .inputEmail: "{field} debe ser una dirección de correo electrónico, como ada@example.com",
    .inputOther: "{field} no es válido",
    .sectionMinimumItems: .plural([
      .one: "{section} necesita al menos {count} elemento",
      .many: "{section} necesita al menos {count} de elementos",
      .other: "{section} necesita al menos {count} elementos",
    ]),
    .sectionMaximumItems: .plural([
      .one: "{section} admite como máximo {count} elemento",
      .many: "{section} admite como máximo {count} de elementos",
      .other: "{section} admite como máximo {count} elementos",
    ]),
    .sectionMinimumSelections: .plural([
      .one: "Elige al menos {count} opción en {section}",
      .many: "Elige al menos {count} de opciones en {section}",
      .other: "Elige al menos {count} opciones en {section}",
    ]),
    .sectionMaximumSelections: .plural([
      .one: "Elige como máximo {count} opción en {section}",
      .many: "Elige como máximo {count} de opciones en {section}",
      .other: "Elige como máximo {count} opciones en {section}",
    ]),
    .sectionFull: .plural([
      .one: "{section} admite como máximo {count} elemento",
      .many: "{section} admite como máximo {count} de elementos",
      .other: "{section} admite como máximo {count} elementos",
    ]),
  ]
}
