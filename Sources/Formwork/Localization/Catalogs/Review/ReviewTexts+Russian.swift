extension ReviewTexts {
  /// Russian.
  static let russian: [MessageKey: MessageTemplate] = [
    .reviewLineTitle: "Ваши ответы:",
    .reviewLinePrompt: "Введите номер, чтобы изменить этот ответ, или ничего, чтобы отправить.",
    .reviewLineNotOnList:
      "«{answer}» нет в списке: ответьте номером от 1 до {count} или ничего не вводите, чтобы отправить",
    .reviewEmpty: "(пусто)",
    .reviewLineNoPrevious: "Нет предыдущего вопроса, к которому можно вернуться.",
    .reviewConfirmYes: "Да",
    .reviewConfirmNo: "Нет",
    .reviewConfirmDefaultYes: "(Д/н)",
    .reviewConfirmDefaultNo: "(д/Н)",
    .reviewConfirmHelp: "д/н или {keys} выбрать · Enter подтвердить · Esc отмена",
    .reviewProgressFailed: "{title}: не удалось",
    .reviewChecking: "проверка…",
    .reviewTitle: "Проверьте ответы",
    .reviewSubmit: "Отправить",
    .reviewHelp: "{keys} перемещение · Enter изменить · Ctrl-S отправить · Esc назад",
    .reviewNew: "(новое)",
  ]
}
