extension HTMLTexts {
  /// Japanese.
  static let japanese: [MessageKey: MessageTemplate] = [
    .htmlSubmit: "送信",
    .htmlAddItem: "追加",
    .htmlRemoveItem: "削除",
    .htmlRequiredMarker: "必須",
    .htmlErrorSummaryTitle: "以下の項目をご確認ください",
    .htmlErrorTitle: "エラー: {title}",
    .htmlItemLabel: "{field}、項目 {number}",
    .htmlImageRefused: "{field}には次のいずれかの形式の画像を選んでください: {formats}",
    .htmlFileKept: "{file} は保持されています。置き換えるには別のファイルを選んでください。",
  ]
}
