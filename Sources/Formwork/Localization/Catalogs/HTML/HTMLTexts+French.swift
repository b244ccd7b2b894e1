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
    .htmlImageRefused: "{field} doit être une image dans l’un de ces formats : {formats}",
    .htmlFileKept: "{file} est conservé ; choisissez un autre fichier pour le remplacer.",
  ]
}
