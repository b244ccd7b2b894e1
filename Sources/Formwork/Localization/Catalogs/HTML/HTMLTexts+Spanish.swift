extension HTMLTexts {
  /// Spanish.
  static let spanish: [MessageKey: MessageTemplate] = [
    .htmlSubmit: "Enviar",
    .htmlAddItem: "Añadir",
    .htmlRemoveItem: "Eliminar",
    .htmlRequiredMarker: "obligatorio",
    .htmlErrorSummaryTitle: "Revise lo siguiente, por favor",
    .htmlErrorTitle: "Error: {title}",
    .htmlItemLabel: "{field}, elemento {number}",
  ]
}
