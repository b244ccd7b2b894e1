extension HTMLTexts {
  /// English.
  static let english: [MessageKey: MessageTemplate] = [
    .htmlSubmit: "Submit",
    .htmlAddItem: "Add",
    .htmlRemoveItem: "Remove",
    .htmlRequiredMarker: "required",
  ]
}
