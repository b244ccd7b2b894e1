extension DraftTexts {
  /// Arabic.
  static let arabic: [MessageKey: MessageTemplate] = [
    .draftResumeQuestion: "هل تريد استئناف الإجابات التي حفظتها في {date}؟ [نعم/لا]",
    .draftResumeIncomplete: "لم تُستعد هذه الحقول لأن النموذج تغيّر: {fields}.",
    .draftResumeUnreadable: "تعذّرت قراءة الإجابات المحفوظة؛ سيبدأ النموذج فارغًا.",
    .draftKeepQuestion: "هل تريد الاحتفاظ بإجاباتك كمسودة؟ [نعم/لا]",
    .draftKept: "احتُفظ بإجاباتك كمسودة.",
    .draftKeepFailed: "تعذّر الاحتفاظ بإجاباتك كمسودة.",
    .draftWebSave: "حفظ لوقت لاحق",
    .draftWebSaved: "حُفظت إجاباتك. يمكنك العودة لاحقًا لإكمالها.",
  ]
}
