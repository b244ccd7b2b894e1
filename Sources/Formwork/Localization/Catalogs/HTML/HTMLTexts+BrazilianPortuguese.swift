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
  ]
}
