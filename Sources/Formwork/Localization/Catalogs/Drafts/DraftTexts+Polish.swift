extension DraftTexts {
  /// Polish.
  static let polish: [MessageKey: MessageTemplate] = [
    .draftResumeQuestion: "Wznowić odpowiedzi zapisane {date}? [T/n]",
    .draftResumeIncomplete: "Nie przywrócono, ponieważ formularz się zmienił: {fields}.",
    .draftResumeUnreadable:
      "Nie udało się odczytać zapisanych odpowiedzi; formularz zaczyna się od nowa.",
    .draftKeepQuestion: "Zachować odpowiedzi jako wersję roboczą? [T/n]",
    .draftKept: "Odpowiedzi zachowano jako wersję roboczą.",
    .draftKeepFailed: "Nie udało się zachować odpowiedzi jako wersji roboczej.",
    .draftWebSave: "Zapisz na później",
    .draftWebSaved: "Odpowiedzi zostały zapisane. Możesz wrócić później i dokończyć.",
  ]
}
