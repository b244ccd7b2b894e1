import FormworkHTML

/// The page of the catalogue form (``CatalogForm``), posting to `/catalog`.
public enum CatalogPage {
  /// Renders `page`.
  ///
  /// - Parameter page: The page ``FormworkHTML/FormExchange`` handed out.
  /// - Returns: The page's HTML.
  public static func html(_ page: FormPage) -> String {
    SignUpPage.document(page, title: "Every row kind", action: "/catalog", submitTitle: nil)
  }
}
