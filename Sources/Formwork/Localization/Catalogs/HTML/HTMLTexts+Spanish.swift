extension HTMLTexts {
  /// Spanish.
  static let spanish: [MessageKey: MessageTemplate] = [
    .htmlSubmit: "Enviar",
    .htmlAddItem: "Añadir",
    .htmlRemoveItem: "Eliminar",
    .htmlRequiredMarker: "obligatorio",
  ]
}
