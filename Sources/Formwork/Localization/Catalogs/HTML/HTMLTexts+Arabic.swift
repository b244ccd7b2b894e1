extension HTMLTexts {
  /// Arabic.
  static let arabic: [MessageKey: MessageTemplate] = [
    .htmlSubmit: "إرسال",
    .htmlAddItem: "إضافة",
    .htmlRemoveItem: "إزالة",
    .htmlRequiredMarker: "مطلوب",
    .htmlErrorSummaryTitle: "يرجى مراجعة ما يلي",
    .htmlErrorTitle: "خطأ: {title}",
    .htmlItemLabel: "{field}، العنصر {number}",
  ]
}
