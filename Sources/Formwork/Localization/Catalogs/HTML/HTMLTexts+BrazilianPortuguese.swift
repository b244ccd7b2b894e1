extension HTMLTexts {
  /// Brazilian Portuguese.
  static let brazilianPortuguese: [MessageKey: MessageTemplate] = [
    .htmlSubmit: "Enviar",
    .htmlAddItem: "Adicionar",
    .htmlRemoveItem: "Remover",
    .htmlRequiredMarker: "obrigatório",
    .htmlErrorSummaryTitle: "Verifique o seguinte, por favor",
    .htmlErrorTitle: "Erro: {title}",
    .htmlItemLabel: "{field}, item {number}",
    .htmlImageRefused: "{field} deve ser uma imagem em um destes formatos: {formats}",
    .htmlFileKept: "{file} foi mantido; escolha outro arquivo para substituí-lo.",
  ]
}
