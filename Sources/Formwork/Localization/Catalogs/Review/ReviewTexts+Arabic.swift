extension ReviewTexts {
  /// Arabic.
  static let arabic: [MessageKey: MessageTemplate] = [
    .reviewLineTitle: "إجاباتك:",
    .reviewLinePrompt: "اكتب رقمًا لتغيير تلك الإجابة، أو لا تكتب شيئًا للإرسال.",
    .reviewLineNotOnList:
      "«{answer}» ليست في القائمة: أجب برقم من 1 إلى {count}، أو لا تكتب شيئًا للإرسال",
    .reviewEmpty: "(فارغ)",
    .reviewLineNoPrevious: "لا يوجد سؤال سابق للرجوع إليه.",
    .reviewConfirmYes: "نعم",
    .reviewConfirmNo: "لا",
    .reviewConfirmDefaultYes: "(نعم/لا، Enter تعني نعم)",
    .reviewConfirmDefaultNo: "(نعم/لا، Enter تعني لا)",
    .reviewConfirmHelp: "نعم/لا أو {keys} اختيار · Enter تأكيد · Esc إلغاء",
    .reviewProgressFailed: "{title}: فشل",
    .reviewChecking: "جارٍ التحقق…",
    .reviewTitle: "راجع إجاباتك",
    .reviewSubmit: "إرسال",
    .reviewHelp: "{keys} تنقّل · Enter تغيير · Ctrl-S إرسال · Esc رجوع",
    .reviewNew: "(جديد)",
  ]
}
