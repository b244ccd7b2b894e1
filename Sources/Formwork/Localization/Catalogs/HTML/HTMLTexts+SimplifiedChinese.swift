extension HTMLTexts {
  /// Simplified Chinese.
  static let simplifiedChinese: [MessageKey: MessageTemplate] = [
    .htmlSubmit: "提交",
    .htmlAddItem: "添加",
    .htmlRemoveItem: "删除",
    .htmlRequiredMarker: "必填",
    .htmlErrorSummaryTitle: "请检查以下内容",
    .htmlErrorTitle: "错误：{title}",
    .htmlItemLabel: "{field}，第 {number} 项",
    .htmlImageRefused: "{field}必须是以下格式之一的图片：{formats}",
    .htmlFileKept: "已保留 {file}；如需替换，请选择其他文件。",
  ]
}
