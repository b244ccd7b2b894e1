extension DraftTexts {
  /// Simplified Chinese.
  static let simplifiedChinese: [MessageKey: MessageTemplate] = [
    .draftResumeQuestion: "要继续使用 {date} 保存的回答吗？[是/否]",
    .draftResumeIncomplete: "表单已更改，以下内容未能恢复：{fields}。",
    .draftResumeUnreadable: "无法读取保存的回答，将从空白表单开始。",
    .draftKeepQuestion: "将回答保存为草稿吗？[是/否]",
    .draftKept: "回答已保存为草稿。",
    .draftKeepFailed: "无法将回答保存为草稿。",
    .draftWebSave: "保存，稍后继续",
    .draftWebSaved: "回答已保存。您可以稍后回来继续填写。",
  ]
}
