extension DraftTexts {
  /// Japanese.
  static let japanese: [MessageKey: MessageTemplate] = [
    .draftResumeQuestion: "{date}に保存した回答から再開しますか？ [はい/いいえ]",
    .draftResumeIncomplete: "フォームが変更されたため、復元できませんでした：{fields}。",
    .draftResumeUnreadable: "保存した回答を読み込めませんでした。空のフォームから始めます。",
    .draftKeepQuestion: "回答を下書きとして保存しますか？ [はい/いいえ]",
    .draftKept: "回答を下書きとして保存しました。",
    .draftKeepFailed: "回答を下書きとして保存できませんでした。",
    .draftWebSave: "保存して後で続ける",
    .draftWebSaved: "回答を保存しました。後で戻って続きを入力できます。",
  ]
}
