extension DraftTexts {
  /// Spanish.
  static let spanish: [MessageKey: MessageTemplate] = [
    .draftResumeQuestion: "¿Retomar las respuestas guardadas el {date}? [S/n]",
    .draftResumeIncomplete:
      "No se ha podido recuperar, porque el formulario ha cambiado: {fields}.",
    .draftResumeUnreadable:
      "No se han podido leer las respuestas guardadas; se empieza con el formulario vacío.",
    .draftKeepQuestion: "¿Guardar sus respuestas como borrador? [S/n]",
    .draftKept: "Sus respuestas se han guardado como borrador.",
    .draftKeepFailed: "No se han podido guardar sus respuestas como borrador.",
    .draftWebSave: "Guardar para más tarde",
    .draftWebSaved: "Sus respuestas se han guardado. Puede volver más tarde para terminar.",
  ]
}
