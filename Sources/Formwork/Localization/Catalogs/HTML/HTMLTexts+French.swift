extension HTMLTexts {
  /// French.
  static let french: [MessageKey: MessageTemplate] = [
    .htmlSubmit: "Envoyer",
    .htmlAddItem: "Ajouter",
    .htmlRemoveItem: "Supprimer",
    .htmlRequiredMarker: "obligatoire",
  ]
}
