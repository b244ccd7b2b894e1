extension DraftTexts {
  /// Russian.
  static let russian: [MessageKey: MessageTemplate] = [
    .draftResumeQuestion: "Продолжить с ответами, сохранёнными {date}? [Д/н]",
    .draftResumeIncomplete: "Не восстановлено, так как форма изменилась: {fields}.",
    .draftResumeUnreadable: "Не удалось прочитать сохранённые ответы; форма начинается заново.",
    .draftKeepQuestion: "Сохранить ответы как черновик? [Д/н]",
    .draftKept: "Ответы сохранены как черновик.",
    .draftKeepFailed: "Не удалось сохранить ответы как черновик.",
    .draftWebSave: "Сохранить на потом",
    .draftWebSaved: "Ответы сохранены. Вы можете вернуться и закончить позже.",
  ]
}
