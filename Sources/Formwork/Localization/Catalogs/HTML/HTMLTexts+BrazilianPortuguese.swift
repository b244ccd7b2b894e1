extension HTMLTexts {
  /// Brazilian Portuguese.
  static let brazilianPortuguese: [MessageKey: MessageTemplate] = [
    .htmlSubmit: "Enviar",
    .htmlAddItem: "Adicionar",
    .htmlRemoveItem: "Remover",
    .htmlRequiredMarker: "obrigatório",
  ]
}
