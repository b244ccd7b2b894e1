extension HTMLTexts {
  /// Arabic.
  static let arabic: [MessageKey: MessageTemplate] = [
    .htmlSubmit: "إرسال",
    .htmlAddItem: "إضافة",
    .htmlRemoveItem: "إزالة",
    .htmlRequiredMarker: "مطلوب",
  ]
}
