extension ReviewTexts {
  /// Simplified Chinese.
  static let simplifiedChinese: [MessageKey: MessageTemplate] = [
    .reviewLineTitle: "你的回答：",
    .reviewLinePrompt: "输入编号可修改该回答，不输入内容则提交。",
    .reviewLineNotOnList: "“{answer}”不在列表中：请输入 1 到 {count} 之间的编号，或不输入内容直接提交",
    .reviewEmpty: "（空）",
    .reviewLineNoPrevious: "没有可以返回的上一个问题。",
    .reviewConfirmYes: "是",
    .reviewConfirmNo: "否",
    .reviewConfirmDefaultYes: "(是/否，Enter 为是)",
    .reviewConfirmDefaultNo: "(是/否，Enter 为否)",
    .reviewConfirmHelp: "是/否 或 {keys} 选择 · Enter 确认 · Esc 取消",
    .reviewProgressFailed: "{title}：失败",
    .reviewChecking: "正在检查…",
    .reviewTitle: "检查你的回答",
    .reviewSubmit: "提交",
    .reviewHelp: "{keys} 移动 · Enter 修改 · Ctrl-S 提交 · Esc 返回",
    .reviewNew: "（新）",
  ]
}
