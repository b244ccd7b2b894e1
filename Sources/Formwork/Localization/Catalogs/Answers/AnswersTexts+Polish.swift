extension AnswersTexts {
  /// Polish.
  static let polish: [MessageKey: MessageTemplate] = [
    .answersUnknownFlag: "nieznana opcja {flag}",
    .answersUnknownFlagNear: "nieznana opcja {flag}; czy chodziło o {suggestion}?",
    .answersMissingValue: "{flag} wymaga wartości",
    .answersSwitchValue:
      "{flag} jest przełącznikiem i nie przyjmuje osobnej wartości: napisz {flag}={value}",
    .answersNoValue: "{flag} nie przyjmuje wartości",
    .answersRepeated: "{flag} podano więcej niż raz, a przyjmuje jedną wartość",
    .answersUnexpectedArgument:
      "nieoczekiwany argument {argument}: odpowiedzi podaje się jako opcje",
    .answersHiddenField:
      "{source} odpowiada na pole {field}, o które przy tych odpowiedziach się nie pyta",
    .answersUnchangeableField: "{source} odpowiada na pole {field}, którego nie można zmienić",
    .answersUnknownVariable:
      "zmienna {variable} jest ustawiona, ale żadne pole nie ma takiej nazwy",
    .answersUnknownKey: "{file} {path}: żadne pole nie ma takiej nazwy",
    .answersWrongType: "{file} {path}: pole {field} nie przyjmuje wartości tego typu",
    .answersRepeatedKey: "{file} {path}: ten klucz występuje więcej niż raz",
    .answersUnreadableFile: "nie można odczytać pliku odpowiedzi {file}",
    .answersFileTooLarge: "plik odpowiedzi {file} ma więcej niż {limit} bajtów",
    .answersNotJSON: "plik odpowiedzi {file} nie jest poprawnym JSON-em",
    .answersNotAnObject:
      "plik odpowiedzi {file} musi zawierać obiekt z odpowiedziami według nazw pól",
    .answersErrorLine: "błąd: {message}",
    .answersWarningLine: "ostrzeżenie: {message}",
    .answersUsageHint: "Uruchom {command}, aby zobaczyć opcje.",
    .answersIncomplete:
      "Formularza nie można wysłać bez osoby, która go wypełni; te pola są puste lub niepoprawne:",
    .answersHelpUsage: "Użycie: {command} [opcje]",
    .answersHelpFlags: "Opcje:",
    .answersHelpRequired: "(wymagane)",
    .answersHelpRepeatable: "(można powtarzać)",
    .answersHelpDefault: "Domyślnie: {value}",
    .answersHelpText: "<tekst>",
    .answersHelpNumber: "<liczba>",
    .answersHelpItem: "<element>",
    .answersHelpFile: "<plik>",
    .answersHelpLocation: "<url-lub-ścieżka>",
    .answersHelpAnswersFile:
      "Czyta odpowiedzi z pliku JSON: obiektu z wartościami według nazw pól.",
    .answersHelpNoInput:
      "Nigdy nie pyta: zgłasza, czego brakuje lub co jest niepoprawne, i kończy ze statusem 3.",
    .answersHelpShowHelp: "Pokazuje tę pomoc i kończy.",
    .answersHelpEnvironment: """
    Zmienne środowiskowe, czytane przed opcjami (opcja ma pierwszeństwo przed swoją zmienną); \
    lista przyjmuje jeden element na wiersz albo elementy rozdzielone przecinkami:
    """,
    .answersNotOption: "„{answer}” nie jest żadną z opcji: {options}",
    .answersNoOptions: "nie ma opcji do wyboru",
    .answersNotYesNo: "„{answer}” to ani tak, ani nie",
    .answersNotDate: "„{answer}” nie jest datą: zapisz ją jako {format}",
    .answersReservedFlag:
      "pole z tagiem {tag} ma opcję {flag}, którą polecenie zastrzega dla siebie: nadaj polu inny tag",
    .answersSharedFlag:
      "pola z tagami {tag} i {other} mają tę samą opcję {flag}: nadaj jednemu z nich inny tag",
  ]
}
