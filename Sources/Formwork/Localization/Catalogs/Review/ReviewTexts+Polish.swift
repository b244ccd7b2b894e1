extension ReviewTexts {
  /// Polish.
  static let polish: [MessageKey: MessageTemplate] = [
    .reviewLineTitle: "Twoje odpowiedzi:",
    .reviewLinePrompt: "Wpisz numer, aby zmienić tę odpowiedź, lub nic, aby wysłać.",
    .reviewLineNotOnList:
      "„{answer}” nie ma na liście: odpowiedz numerem od 1 do {count} lub nic nie wpisuj, aby wysłać",
    .reviewEmpty: "(puste)",
    .reviewLineNoPrevious: "Nie ma wcześniejszego pytania, do którego można wrócić.",
    .reviewConfirmYes: "Tak",
    .reviewConfirmNo: "Nie",
    .reviewConfirmDefaultYes: "(T/n)",
    .reviewConfirmDefaultNo: "(t/N)",
    .reviewConfirmHelp: "t/n lub {keys} wybierz · Enter zatwierdź · Esc anuluj",
    .reviewProgressFailed: "{title}: niepowodzenie",
    .reviewChecking: "sprawdzanie…",
    .reviewTitle: "Sprawdź odpowiedzi",
    .reviewSubmit: "Wyślij",
    .reviewHelp: "{keys} przesuń · Enter zmień · Ctrl-S wyślij · Esc wróć",
    .reviewNew: "(nowe)",
  ]
}
