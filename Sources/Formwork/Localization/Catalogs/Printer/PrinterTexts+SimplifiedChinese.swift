extension PrinterTexts {
  /// Simplified Chinese.
  static let simplifiedChinese: [MessageKey: MessageTemplate] = [
    .printerDisabled: "(已停用)",
    .printerOn: "开",
    .printerOff: "关",
    .printerBytes: "{count} 字节",
    .printerNoItems: "无项目",
    .printerItems: "{count} 项",
    .printerUntitledAction: "(无标题)",
    .printerFullSwipe: "(完全滑动)",
    .printerDestructive: "(破坏性)",
    .printerFormValid: "表单有效",
    .printerRowCount: "{count} 行",
    .printerSectionCount: "{count} 个部分",
    .printerRowsAndSections: "{rows}和{sections}",
    .printerFormInvalid: "{counted}无效：{names}",
  ]
}
