extension HTMLTexts {
  /// Arabic.
  static let arabic: [MessageKey: MessageTemplate] = [
    .htmlSubmit: "إرسال",
    .htmlAddItem: "إضافة",
    .htmlRemoveItem: "إزالة",
    .htmlRequiredMarker: "مطلوب",
    .htmlImageRefused: "يجب أن يكون {field} صورة بأحد هذه التنسيقات: {formats}",
    .htmlFileKept: "تم الاحتفاظ بالملف {file}؛ اختر ملفًا آخر لاستبداله.",
  ]
}
