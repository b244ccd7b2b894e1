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
    .htmlImageRefused: "يجب أن يكون {field} صورة بأحد هذه التنسيقات: {formats}",
    .htmlFileKept: "تم الاحتفاظ بالملف {file}؛ اختر ملفًا آخر لاستبداله.",
  ]
}
