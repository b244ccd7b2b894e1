extension DraftTexts {
  /// Brazilian Portuguese.
  static let brazilianPortuguese: [MessageKey: MessageTemplate] = [
    .draftResumeQuestion: "Retomar as respostas guardadas em {date}? [S/n]",
    .draftResumeIncomplete: "Não restaurado, porque o formulário mudou: {fields}.",
    .draftResumeUnreadable:
      "Não foi possível ler as respostas guardadas; o formulário começa vazio.",
    .draftKeepQuestion: "Guardar suas respostas como rascunho? [S/n]",
    .draftKept: "Suas respostas foram guardadas como rascunho.",
    .draftKeepFailed: "Não foi possível guardar suas respostas como rascunho.",
    .draftWebSave: "Salvar para depois",
    .draftWebSaved: "Suas respostas foram salvas. Você pode voltar e terminar depois.",
  ]
}
