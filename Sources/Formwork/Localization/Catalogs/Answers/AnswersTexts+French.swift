extension AnswersTexts {
  /// French.
  static let french: [MessageKey: MessageTemplate] = [
    .answersUnknownFlag: "option inconnue {flag}",
    .answersUnknownFlagNear: "option inconnue {flag} ; vouliez-vous dire {suggestion} ?",
    .answersMissingValue: "{flag} attend une valeur",
    .answersSwitchValue:
      "{flag} est un interrupteur et ne prend pas de valeur séparée : écrivez {flag}={value}",
    .answersNoValue: "{flag} ne prend pas de valeur",
    .answersRepeated: "{flag} est donné plusieurs fois, mais ne prend qu’une valeur",
    .answersUnexpectedArgument:
      "argument inattendu {argument} : les réponses se donnent sous forme d’options",
    .answersHiddenField: "{source} répond à {field}, qui n’est pas demandé avec ces réponses",
    .answersUnchangeableField: "{source} répond à {field}, qui ne peut pas être modifié",
    .answersUnknownVariable: "{variable} est définie, mais aucun champ ne porte ce nom",
    .answersUnknownKey: "{file} {path} : aucun champ ne porte ce nom",
    .answersWrongType: "{file} {path} : {field} n’accepte pas une valeur de ce type",
    .answersRepeatedKey: "{file} {path} : cette clé apparaît plusieurs fois",
    .answersUnreadableFile: "impossible de lire le fichier de réponses {file}",
    .answersFileTooLarge: "le fichier de réponses {file} dépasse {limit} octets",
    .answersNotJSON: "le fichier de réponses {file} n’est pas du JSON valide",
    .answersNotAnObject:
      "le fichier de réponses {file} doit contenir un objet de réponses par nom de champ",
    .answersErrorLine: "erreur : {message}",
    .answersWarningLine: "avertissement : {message}",
    .answersUsageHint: "Lancez {command} pour voir les options.",
    .answersIncomplete: """
    Le formulaire ne peut pas être envoyé sans personne pour le remplir ; ces champs manquent \
    ou ne sont pas valides :
    """,
    .answersHelpUsage: "Utilisation : {command} [options]",
    .answersHelpFlags: "Options :",
    .answersHelpRequired: "(obligatoire)",
    .answersHelpRepeatable: "(répétable)",
    .answersHelpDefault: "Par défaut : {value}",
    .answersHelpText: "<texte>",
    .answersHelpNumber: "<nombre>",
    .answersHelpItem: "<élément>",
    .answersHelpFile: "<fichier>",
    .answersHelpLocation: "<url-ou-chemin>",
    .answersHelpAnswersFile:
      "Lire les réponses dans un fichier JSON : un objet de valeurs par nom de champ.",
    .answersHelpNoInput: """
    Ne jamais demander : signaler ce qui manque ou n’est pas valide, et quitter avec le statut \
    3.
    """,
    .answersHelpShowHelp: "Afficher cette aide et quitter.",
    .answersHelpEnvironment: """
    Variables d’environnement, lues avant les options (une option l’emporte sur sa variable) ; \
    une liste prend un élément par ligne, ou des éléments séparés par des virgules :
    """,
    .answersNotOption: "« {answer} » ne fait pas partie des choix : {options}",
    .answersNoOptions: "il n’y a aucun choix possible",
    .answersNotYesNo: "« {answer} » n’est ni oui ni non",
    .answersNotDate: "« {answer} » n’est pas une date : l’écrire au format {format}",
    .answersReservedFlag:
      "le champ de tag {tag} a l’option {flag}, que la commande se réserve : donnez un autre tag au champ",
    .answersSharedFlag:
      "les champs de tags {tag} et {other} ont tous deux l’option {flag} : donnez un autre tag à l’un d’eux",
  ]
}
