extension HTMLTexts {
  /// Japanese.
  static let japanese: [MessageKey: MessageTemplate] = [
    .htmlSubmit: "送信",
    .htmlAddItem: "追加",
    .htmlRemoveItem: "削除",
    .htmlRequiredMarker: "必須",
  ]
}
