extension PrinterTexts {
  /// Japanese.
  static let japanese: [MessageKey: MessageTemplate] = [
    .printerDisabled: "(無効)",
    .printerOn: "オン",
    .printerOff: "オフ",
    .printerBytes: "{count} バイト",
    .printerNoItems: "項目なし",
    .printerItems: "{count} 件",
    .printerUntitledAction: "(無題)",
    .printerFullSwipe: "(フルスワイプ)",
    .printerDestructive: "(破壊的)",
    .printerFormValid: "フォームは有効です",
    .printerRowCount: "{count} 行",
    .printerSectionCount: "{count} セクション",
    .printerRowsAndSections: "{rows}と{sections}",
    .printerFormInvalid: "{counted}が無効です: {names}",
  ]
}
