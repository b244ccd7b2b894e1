extension HTMLTexts {
  /// English.
  static let english: [MessageKey: MessageTemplate] = [
    .htmlSubmit: "Submit",
    .htmlAddItem: "Add",
    .htmlRemoveItem: "Remove",
    .htmlRequiredMarker: "required",
    .htmlImageRefused: "{field} must be an image in one of these formats: {formats}",
    .htmlFileKept: "{file} is kept; choose another file to replace it.",
  ]
}
