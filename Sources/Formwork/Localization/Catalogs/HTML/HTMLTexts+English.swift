extension HTMLTexts {
  /// English.
  static let english: [MessageKey: MessageTemplate] = [
    .htmlSubmit: "Submit",
    .htmlAddItem: "Add",
    .htmlRemoveItem: "Remove",
    .htmlRequiredMarker: "required",
    .htmlErrorSummaryTitle: "Please check the following",
    .htmlErrorTitle: "Error: {title}",
    .htmlItemLabel: "{field}, item {number}",
    .htmlImageRefused: "{field} must be an image in one of these formats: {formats}",
    .htmlFileKept: "{file} is kept; choose another file to replace it.",
  ]
}
