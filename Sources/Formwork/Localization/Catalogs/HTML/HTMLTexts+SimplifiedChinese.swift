extension HTMLTexts {
  /// Simplified Chinese.
  static let simplifiedChinese: [MessageKey: MessageTemplate] = [
    .htmlSubmit: "提交",
    .htmlAddItem: "添加",
    .htmlRemoveItem: "删除",
    .htmlRequiredMarker: "必填",
  ]
}
