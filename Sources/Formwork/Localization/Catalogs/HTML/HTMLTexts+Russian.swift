extension HTMLTexts {
  /// Russian.
  static let russian: [MessageKey: MessageTemplate] = [
    .htmlSubmit: "Отправить",
    .htmlAddItem: "Добавить",
    .htmlRemoveItem: "Удалить",
    .htmlRequiredMarker: "обязательно",
    .htmlErrorSummaryTitle: "Пожалуйста, проверьте следующее",
    .htmlErrorTitle: "Ошибка: {title}",
    .htmlItemLabel: "{field}, элемент {number}",
    .htmlImageRefused: "{field}: нужно изображение в одном из форматов: {formats}",
    .htmlFileKept: "Файл {file} сохранён; выберите другой файл, чтобы заменить его.",
  ]
}
