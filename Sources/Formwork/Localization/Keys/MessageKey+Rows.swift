/// The keys of words the rows themselves show, before any renderer adds its own.
extension MessageKey {
  /// The title of a multivalued section's default add button: "Add".
  public static let addItem: MessageKey = "row.addItem"
  /// What an ``ImageRow`` without an image and without a placeholder shows: "No image".
  public static let noImage: MessageKey = "row.noImage"
}
