/// The keys of the HTML renderer's own words (FormworkHTML): its buttons and the accessible text
/// of the required marker. Validation messages use the keys of `MessageKey+Validation`.
extension MessageKey {
  /// The form's submit button, unless the renderer sets a title of its own: "Submit".
  public static let htmlSubmit: MessageKey = "html.submit"
  /// The button that adds an item to a multivalued section whose add row has no title: "Add".
  public static let htmlAddItem: MessageKey = "html.addItem"
  /// The button that removes an item of a multivalued section: "Remove".
  public static let htmlRemoveItem: MessageKey = "html.removeItem"
  /// What the required marker (`*`) after a title means, as its tooltip: "required".
  public static let htmlRequiredMarker: MessageKey = "html.requiredMarker"
  /// The heading of the error summary at the top of a form that has messages: "Please check
  /// the following".
  public static let htmlErrorSummaryTitle: MessageKey = "html.errorSummaryTitle"
  /// The page title of a form that has messages, `{title}` the page's own title:
  /// "Error: {title}".
  public static let htmlErrorTitle: MessageKey = "html.errorTitle"
  /// The accessible name of an untitled item of a multivalued section, `{field}` the section's
  /// header and `{number}` the item's place among the items, from 1: "{field}, item {number}".
  public static let htmlItemLabel: MessageKey = "html.itemLabel"
  /// A file picked for an image row that is not an image it takes (``InputKind/image(formats:)``);
  /// `{formats}` lists them: "Photo must be an image in one of these formats: PNG, JPEG, GIF".
  public static let htmlImageRefused: MessageKey = "html.imageRefused"
  /// Beside a file input whose row keeps a file from an earlier submission; `{file}` is its
  /// name: "photo.png is kept; choose another file to replace it".
  public static let htmlFileKept: MessageKey = "html.fileKept"
}
