extension HTMLTexts {
  /// Japanese.
  static let japanese: [MessageKey: MessageTemplate] = [
    .htmlSubmit: "送信",
    .htmlAddItem: "追加",
    .htmlRemoveItem: "削除",
    .htmlRequiredMarker: "必須",
    .htmlImageRefused: "{field}には次のいずれかの形式の画像を選んでください: {formats}",
    .htmlFileKept: "{file} は保持されています。置き換えるには別のファイルを選んでください。",
  ]
}
