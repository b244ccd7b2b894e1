extension PrinterTexts {
  /// Arabic.
  static let arabic: [MessageKey: MessageTemplate] = [
    .printerDisabled: "(معطّل)",
    .printerOn: "تشغيل",
    .printerOff: "إيقاف",
    .printerBytes: .plural([
      .zero: "{count} بايت",
      .one: "بايت واحد",
      .two: "بايتان",
      .few: "{count} بايتات",
      .many: "{count} بايتًا",
      .other: "{count} بايت",
    ]),
    .printerNoItems: "لا توجد عناصر",
    .printerItems: .plural([
      .zero: "{count} عنصر",
      .one: "عنصر واحد",
      .two: "عنصران",
      .few: "{count} عناصر",
      .many: "{count} عنصرًا",
      .other: "{count} عنصر",
    ]),
    .printerUntitledAction: "(بلا عنوان)",
    .printerFullSwipe: "(سحب كامل)",
    .printerDestructive: "(إجراء هدّام)",
    .printerFormValid: "النموذج صالح",
    .printerRowCount: .plural([
      .zero: "{count} صف",
      .one: "صف واحد",
      .two: "صفان",
      .few: "{count} صفوف",
      .many: "{count} صفًا",
      .other: "{count} صف",
    ]),
    .printerSectionCount: .plural([
      .zero: "{count} قسم",
      .one: "قسم واحد",
      .two: "قسمان",
      .few: "{count} أقسام",
      .many: "{count} قسمًا",
      .other: "{count} قسم",
    ]),
    .printerRowsAndSections: "{rows} و{sections}",
    .printerFormInvalid: .plural([
      .zero: "غير صالح ({counted}): {names}",
      .one: "غير صالح ({counted}): {names}",
      .two: "غير صالح ({counted}): {names}",
      .few: "غير صالح ({counted}): {names}",
      .many: "غير صالح ({counted}): {names}",
      .other: "غير صالح ({counted}): {names}",
    ]),
  ]
}
