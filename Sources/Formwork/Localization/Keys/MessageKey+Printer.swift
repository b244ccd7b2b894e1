/// The keys of the words the plain-text printer (`FormworkText`) writes beside a form's own
/// text: marks after titles, a switch's state, counts, and the validation summary.
extension MessageKey {
  /// The mark after the title of a disabled row: "(disabled)".
  public static let printerDisabled: MessageKey = "printer.disabled"
  /// A switch that is on, as drawn in its control: "ON".
  public static let printerOn: MessageKey = "printer.on"
  /// A switch that is off, as drawn in its control: "OFF".
  public static let printerOff: MessageKey = "printer.off"
  /// The size of an image whose pixel size is unknown; plural by `{count}`: "120 bytes".
  public static let printerBytes: MessageKey = "printer.bytes"
  /// A list row with no items and no placeholder: "no items".
  public static let printerNoItems: MessageKey = "printer.noItems"
  /// The number of a list row's items; plural by `{count}`: "2 items".
  public static let printerItems: MessageKey = "printer.items"
  /// A swipe action without a title: "(untitled)".
  public static let printerUntitledAction: MessageKey = "printer.untitledAction"
  /// The mark after the swipe action a full swipe performs: "(full swipe)".
  public static let printerFullSwipe: MessageKey = "printer.fullSwipe"
  /// The mark after a destructive swipe action: "(destructive)".
  public static let printerDestructive: MessageKey = "printer.destructive"
  /// The summary of a form that passes validation: "Form is valid".
  public static let printerFormValid: MessageKey = "printer.formValid"
  /// The summary's count of failing rows; plural by `{count}`: "2 rows".
  public static let printerRowCount: MessageKey = "printer.rowCount"
  /// The summary's count of failing sections; plural by `{count}`: "1 section".
  public static let printerSectionCount: MessageKey = "printer.sectionCount"
  /// The summary's two counts together; `{rows}` and `{sections}`: "1 row and 1 section".
  public static let printerRowsAndSections: MessageKey = "printer.rowsAndSections"
  /// The summary of a form that fails; `{counted}` (the counts), `{names}` (the failing rows'
  /// and sections' names, comma-separated), plural by `{count}` (how many names): "2 rows are
  /// invalid: email, age".
  public static let printerFormInvalid: MessageKey = "printer.formInvalid"
}
