extension ReviewTexts {
  /// Japanese.
  static let japanese: [MessageKey: MessageTemplate] = [
    .reviewLineTitle: "回答の一覧:",
    .reviewLinePrompt: "変更する回答の番号を入力してください。何も入力しなければ送信します。",
    .reviewLineNotOnList: "「{answer}」は一覧にありません。1 から {count} までの番号を入力するか、何も入力せずに送信してください",
    .reviewEmpty: "(未入力)",
    .reviewLineNoPrevious: "戻れる前の質問はありません。",
    .reviewConfirmYes: "はい",
    .reviewConfirmNo: "いいえ",
    .reviewConfirmDefaultYes: "(はい/いいえ、Enter ではい)",
    .reviewConfirmDefaultNo: "(はい/いいえ、Enter でいいえ)",
    .reviewConfirmHelp: "はい/いいえ または {keys} 選択 · Enter 確定 · Esc キャンセル",
    .reviewProgressFailed: "{title}: 失敗しました",
    .reviewChecking: "確認中…",
    .reviewTitle: "回答の確認",
    .reviewSubmit: "送信",
    .reviewHelp: "{keys} 移動 · Enter 変更 · Ctrl-S 送信 · Esc 戻る",
    .reviewNew: "(新規)",
  ]
}
