extension ReviewTexts {
  /// Spanish.
  static let spanish: [MessageKey: MessageTemplate] = [
    .reviewLineTitle: "Tus respuestas:",
    .reviewLinePrompt: "Escribe un número para cambiar esa respuesta, o nada para enviar.",
    .reviewLineNotOnList:
      "«{answer}» no está en la lista: responde con un número del 1 al {count}, o nada para enviar",
    .reviewEmpty: "(vacío)",
    .reviewLineNoPrevious: "No hay ninguna pregunta anterior a la que volver.",
    .reviewConfirmYes: "Sí",
    .reviewConfirmNo: "No",
    .reviewConfirmDefaultYes: "(S/n)",
    .reviewConfirmDefaultNo: "(s/N)",
    .reviewConfirmHelp: "s/n o {keys} elegir · Intro confirmar · Esc cancelar",
    .reviewProgressFailed: "{title}: error",
    .reviewChecking: "comprobando…",
    .reviewTitle: "Revisa tus respuestas",
    .reviewSubmit: "Enviar",
    .reviewHelp: "{keys} mover · Intro cambiar · Ctrl-S enviar · Esc volver",
    .reviewNew: "(nuevo)",
  ]
}
