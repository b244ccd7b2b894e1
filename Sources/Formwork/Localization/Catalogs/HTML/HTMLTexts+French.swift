extension HTMLTexts {
  /// French.
  static let french: [MessageKey: MessageTemplate] = [
    .htmlSubmit: "Envoyer",
    .htmlAddItem: "Ajouter",
    .htmlRemoveItem: "Supprimer",
    .htmlRequiredMarker: "obligatoire",
    .htmlErrorSummaryTitle: "Veuillez vérifier les points suivants",
    .htmlErrorTitle: "Erreur\u{00A0}: {title}",
    .htmlItemLabel: "{field}, élément {number}",
  ]
}
