extension AnswersTexts {
  /// Russian.
  static let russian: [MessageKey: MessageTemplate] = [
    .answersUnknownFlag: "неизвестный флаг {flag}",
    .answersUnknownFlagNear: "неизвестный флаг {flag}; возможно, вы имели в виду {suggestion}?",
    .answersMissingValue: "для {flag} нужно значение",
    .answersSwitchValue:
      "{flag} — переключатель и не принимает отдельного значения: напишите {flag}={value}",
    .answersNoValue: "{flag} не принимает значения",
    .answersRepeated: "{flag} указан больше одного раза, но принимает одно значение",
    .answersUnexpectedArgument: "неожиданный аргумент {argument}: ответы передаются флагами",
    .answersHiddenField: "{source} отвечает на поле {field}, которое при этих ответах не задаётся",
    .answersUnchangeableField: "{source} отвечает на поле {field}, которое нельзя изменить",
    .answersUnknownVariable: "переменная {variable} задана, но поля с таким именем нет",
    .answersUnknownKey: "{file} {path}: поля с таким именем нет",
    .answersWrongType: "{file} {path}: поле {field} не принимает значение такого типа",
    .answersRepeatedKey: "{file} {path}: этот ключ указан больше одного раза",
    .answersUnreadableFile: "не удаётся прочитать файл ответов {file}",
    .answersFileTooLarge: "файл ответов {file} больше {limit} байт",
    .answersNotJSON: "файл ответов {file} не является корректным JSON",
    .answersNotAnObject: "файл ответов {file} должен содержать объект с ответами по именам полей",
    .answersErrorLine: "ошибка: {message}",
    .answersWarningLine: "предупреждение: {message}",
    .answersUsageHint: "Запустите {command}, чтобы увидеть флаги.",
    .answersIncomplete:
      "Форму нельзя отправить без участия человека; эти поля не заполнены или заполнены неверно:",
    .answersHelpUsage: "Использование: {command} [флаги]",
    .answersHelpFlags: "Флаги:",
    .answersHelpRequired: "(обязательно)",
    .answersHelpRepeatable: "(можно повторять)",
    .answersHelpDefault: "По умолчанию: {value}",
    .answersHelpText: "<текст>",
    .answersHelpNumber: "<число>",
    .answersHelpItem: "<элемент>",
    .answersHelpFile: "<файл>",
    .answersHelpLocation: "<url-или-путь>",
    .answersHelpAnswersFile: "Читать ответы из файла JSON: объекта со значениями по именам полей.",
    .answersHelpNoInput:
      "Никогда не спрашивать: сообщить, чего не хватает или что неверно, и завершиться с кодом 3.",
    .answersHelpShowHelp: "Показать эту справку и выйти.",
    .answersHelpEnvironment: """
    Переменные окружения читаются до флагов (флаг важнее своей переменной); список — по одному \
    элементу в строке или элементы через запятую:
    """,
    .answersNotOption: "«{answer}» — не один из вариантов: {options}",
    .answersNoOptions: "вариантов для выбора нет",
    .answersNotYesNo: "«{answer}» — ни «да», ни «нет»",
    .answersNotDate: "«{answer}» — не дата: запишите её как {format}",
    .answersReservedFlag:
      "у поля с тегом {tag} флаг {flag}, который команда использует сама: дайте полю другой тег",
    .answersSharedFlag:
      "у полей с тегами {tag} и {other} один и тот же флаг {flag}: дайте одному из них другой тег",
  ]
}
