extension AnswersTexts {
  /// Dutch.
  static let dutch: [MessageKey: MessageTemplate] = [
    .answersUnknownFlag: "onbekende optie {flag}",
    .answersUnknownFlagNear: "onbekende optie {flag}; bedoelde u {suggestion}?",
    .answersMissingValue: "{flag} heeft een waarde nodig",
    .answersSwitchValue:
      "{flag} is een schakelaar en neemt geen losse waarde: schrijf {flag}={value}",
    .answersNoValue: "{flag} neemt geen waarde",
    .answersRepeated: "{flag} is meer dan eens opgegeven, maar neemt één waarde",
    .answersUnexpectedArgument:
      "onverwacht argument {argument}: antwoorden worden als opties gegeven",
    .answersHiddenField:
      "{source} beantwoordt {field}, dat bij deze antwoorden niet wordt gevraagd",
    .answersUnchangeableField: "{source} beantwoordt {field}, dat niet kan worden gewijzigd",
    .answersUnknownVariable: "{variable} is ingesteld, maar geen veld heeft die naam",
    .answersUnknownKey: "{file} {path}: geen veld heeft die naam",
    .answersWrongType: "{file} {path}: {field} neemt geen waarde van dit type",
    .answersRepeatedKey: "{file} {path}: deze sleutel komt meer dan eens voor",
    .answersUnreadableFile: "het antwoordbestand {file} kan niet worden gelezen",
    .answersFileTooLarge: "het antwoordbestand {file} is groter dan {limit} bytes",
    .answersNotJSON: "het antwoordbestand {file} is geen geldige JSON",
    .answersNotAnObject:
      "het antwoordbestand {file} moet een object met antwoorden per veldnaam bevatten",
    .answersErrorLine: "fout: {message}",
    .answersWarningLine: "waarschuwing: {message}",
    .answersUsageHint: "Voer {command} uit om de opties te zien.",
    .answersIncomplete: """
    Het formulier kan niet worden verzonden zonder iemand die het invult; deze velden \
    ontbreken of zijn ongeldig:
    """,
    .answersHelpUsage: "Gebruik: {command} [opties]",
    .answersHelpFlags: "Opties:",
    .answersHelpRequired: "(verplicht)",
    .answersHelpRepeatable: "(herhaalbaar)",
    .answersHelpDefault: "Standaard: {value}",
    .answersHelpText: "<tekst>",
    .answersHelpNumber: "<getal>",
    .answersHelpItem: "<onderdeel>",
    .answersHelpFile: "<bestand>",
    .answersHelpLocation: "<url-of-pad>",
    .answersHelpAnswersFile:
      "Antwoorden lezen uit een JSON-bestand: een object met waarden per veldnaam.",
    .answersHelpNoInput:
      "Nooit vragen: melden wat ontbreekt of ongeldig is, en stoppen met status 3.",
    .answersHelpShowHelp: "Deze hulp tonen en stoppen.",
    .answersHelpEnvironment: """
    Omgevingsvariabelen, gelezen vóór de opties (een optie gaat voor haar variabele); een \
    lijst neemt één onderdeel per regel, of onderdelen gescheiden door komma's:
    """,
    .answersNotOption: "‘{answer}’ is geen van de keuzes: {options}",
    .answersNoOptions: "er zijn geen keuzes",
    .answersNotYesNo: "‘{answer}’ is geen ja of nee",
    .answersNotDate: "‘{answer}’ is geen datum: schrijf hem als {format}",
    .answersReservedFlag:
      "het veld met tag {tag} heeft de optie {flag}, die de opdracht zelf gebruikt: geef het veld een andere tag",
    .answersSharedFlag:
      "de velden met tags {tag} en {other} hebben allebei de optie {flag}: geef een van beide een andere tag",
  ]
}
