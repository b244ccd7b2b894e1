extension ValidationTexts {
  /// Brazilian Portuguese.
  static let brazilianPortuguese: [MessageKey: MessageTemplate] = [
    .untitledField: "Este campo",
    .untitledSection: "Esta seção",
    .required: "{field} não pode ficar em branco",
    .email: "{field} deve ser um endereço de e-mail, como ada@example.com",
    .url: "{field} deve ser um endereço web, como https://example.com",
    .pattern: "{field} não está no formato correto",
    .matchesField: "{field} deve ser igual a {other}",
    .mismatch: "{field} não confere",
    .greaterThan: "{field} deve ser maior que {min}",
    .greaterThanOrEqual: "{field} deve ser no mínimo {min}",
    .lessThan: "{field} deve ser menor que {max}",
    .lessThanOrEqual: "{field} deve ser no máximo {max}",
    .minimumLength: .plural([
      .one: "{field} deve ter pelo menos {count} caractere",
      .many: "{field} deve ter pelo menos {count} de caracteres",
      .other: "{field} deve ter pelo menos {count} caracteres",
    ]),
    .maximumLength: .plural([
      .one: "{field} deve ter no máximo {count} caractere",
      .many: "{field} deve ter no máximo {count} de caracteres",
      .other: "{field} deve ter no máximo {count} caracteres",
    ]),
    .exactLength: .plural([
      .one: "{field} deve ter exatamente {count} caractere",
      .many: "{field} deve ter exatamente {count} de caracteres",
      .other: "{field} deve ter exatamente {count} caracteres",
    ]),
    .minimumItems: .plural([
      .one: "{field} precisa de pelo menos {count} item",
      .many: "{field} precisa de pelo menos {count} de itens",
      .other: "{field} precisa de pelo menos {count} itens",
    ]),
    .maximumItems: .plural([
      .one: "{field} aceita no máximo {count} item",
      .many: "{field} aceita no máximo {count} de itens",
      .other: "{field} aceita no máximo {count} itens",
    ]),
    .invalid: "{field} não é válido",
    .dateNotBefore: "{field} não pode ser anterior a {date}",
    .dateNotAfter: "{field} não pode ser posterior a {date}",
    .inputWholeNumber: "{field} deve ser um número inteiro",
    .inputNumber: "{field} deve ser um número",
    .inputDate: "{field} deve ser uma data, como {example}",
    .inputTime: "{field} deve ser um horário, como {example}",
    .inputDateAndTime: "{field} deve ser uma data e hora, como {example}",
    .inputDuration: "{field} deve ser uma duração, como {example}",
    .inputURL: "{field} deve ser um endereço web, como https://example.com",
    .inputEmail: "{field} deve ser um endereço de e-mail, como ada@example.com",
    .inputOther: "{field} não é válido",
    .sectionMinimumItems: .plural([
      .one: "{section} precisa de pelo menos {count} item",
      .many: "{section} precisa de pelo menos {count} de itens",
      .other: "{section} precisa de pelo menos {count} itens",
    ]),
    .sectionMaximumItems: .plural([
      .one: "{section} aceita no máximo {count} item",
      .many: "{section} aceita no máximo {count} de itens",
      .other: "{section} aceita no máximo {count} itens",
    ]),
    .sectionMinimumSelections: .plural([
      .one: "Escolha pelo menos {count} opção em {section}",
      .many: "Escolha pelo menos {count} de opções em {section}",
      .other: "Escolha pelo menos {count} opções em {section}",
    ]),
    .sectionMaximumSelections: .plural([
      .one: "Escolha no máximo {count} opção em {section}",
      .many: "Escolha no máximo {count} de opções em {section}",
      .other: "Escolha no máximo {count} opções em {section}",
    ]),
    .sectionFull: .plural([
      .one: "{section} aceita no máximo {count} item",
      .many: "{section} aceita no máximo {count} de itens",
      .other: "{section} aceita no máximo {count} itens",
    ]),
  ]
}
