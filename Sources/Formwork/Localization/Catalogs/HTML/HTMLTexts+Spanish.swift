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
    .htmlImageRefused: "{field} debe ser una imagen en uno de estos formatos: {formats}",
    .htmlFileKept: "Se conserva {file}; elija otro archivo para reemplazarlo.",
  ]
}
