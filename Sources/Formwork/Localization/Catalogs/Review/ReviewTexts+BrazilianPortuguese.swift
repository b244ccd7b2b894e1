extension ReviewTexts {
  /// Brazilian Portuguese.
  static let brazilianPortuguese: [MessageKey: MessageTemplate] = [
    .reviewLineTitle: "Suas respostas:",
    .reviewLinePrompt: "Digite um número para alterar essa resposta, ou nada para enviar.",
    .reviewLineNotOnList:
      "“{answer}” não está na lista: responda com um número de 1 a {count}, ou nada para enviar",
    .reviewEmpty: "(vazio)",
    .reviewLineNoPrevious: "Não há nenhuma pergunta anterior para voltar.",
    .reviewConfirmYes: "Sim",
    .reviewConfirmNo: "Não",
    .reviewConfirmDefaultYes: "(S/n)",
    .reviewConfirmDefaultNo: "(s/N)",
    .reviewConfirmHelp: "s/n ou {keys} escolher · Enter confirmar · Esc cancelar",
    .reviewProgressFailed: "{title}: falhou",
    .reviewChecking: "verificando…",
    .reviewTitle: "Revise suas respostas",
    .reviewSubmit: "Enviar",
    .reviewHelp: "{keys} mover · Enter alterar · Ctrl-S enviar · Esc voltar",
    .reviewNew: "(novo)",
  ]
}
