import Formwork

/// The error summary at the top of a form with messages, and the page title that says so.
extension HTMLRenderer {
  /// The id of the error summary's element, which a page's script focuses.
  static let errorSummaryID = "fw.error-summary"

  /// One line of the error summary: a message and the id of the control it links to.
  struct SummaryEntry: Equatable {
    let message: String
    let targetID: String
  }

  /// The title of a page showing `form`: `title` itself, or, while the form shows messages (as
  /// ``render(_:)-(Form)`` writes them: after a person changed a row and left it, or after a
  /// submit), the catalogue's error title around it (``Formwork/MessageKey/htmlErrorTitle``,
  /// "Error: Sign up"), so that a person who hears the title first knows the page needs them.
  ///
  /// ```swift
  /// let title = HTMLRenderer.documentTitle("Sign up", for: form)
  /// page += "<title>\(HTMLEscaping.text(title))</title>"
  /// // "Sign up", or after an invalid submit "Error: Sign up" ("Fehler: …" in German)
  /// ```
  ///
  /// - Parameters:
  ///   - title: The page's own title.
  ///   - form: The form the page shows.
  /// - Returns: The title, not escaped: escape it where it goes (``HTMLEscaping/text(_:)``).
  /// - Complexity: O(*n*) in the rows and sections.
  public static func documentTitle(_ title: String, for form: Form) -> String {
    guard HTMLRenderer().hasVisibleMessages(form) else { return title }
    return form.messages.string(.htmlErrorTitle, ["title": .text(title)])
  }

  /// Whether any row or section that shows shows a message now.
  func hasVisibleMessages(_ form: Form) -> Bool {
    for section in form.allSections where !section.isHidden {
      if !section.validationErrors.isEmpty { return true }
      if section.allRows.contains(where: { showsMessages($0) }) { return true }
    }
    return false
  }

  /// Whether `row` is rendered, shown and has messages a person should see now.
  private func showsMessages(_ row: BaseRow) -> Bool {
    !row.isHidden && row.inlineOwner == nil && !row.visibleValidationErrors.isEmpty
  }

  /// The messages of the form in its order, each with the control it links to: every shown
  /// row's (the same ``RowParts/messages`` written under the field), then after a section's
  /// rows the section's own, linked to the section's first control (its `<fieldset>` without
  /// one).
  func summaryEntries(of form: Form, naming: ElementNaming) -> [SummaryEntry] {
    var entries: [SummaryEntry] = []
    for (place, section) in form.allSections.enumerated() where !section.isHidden {
      for (index, row) in section.allRows.enumerated() where showsMessages(row) {
        let parts = rowParts(of: row, in: section, place: index, naming: naming)
        for message in parts.messages {
          entries.append(SummaryEntry(message: message, targetID: parts.firstControlID))
        }
      }
      let messages = section.validationErrors.map(\.message)
      guard !messages.isEmpty else { continue }
      let target =
        firstControlID(of: section, naming: naming)
        ?? naming.sectionID(of: section, place: place)
      for message in messages { entries.append(SummaryEntry(message: message, targetID: target)) }
    }
    return entries
  }

  /// The id of the first control of `section`'s shown rows, or `nil` when none has one.
  private func firstControlID(of section: Section, naming: ElementNaming) -> String? {
    for (index, row) in section.allRows.enumerated() where !row.isHidden && row.inlineOwner == nil {
      let parts = rowParts(of: row, in: section, place: index, naming: naming)
      if RowKind(parts) != .title { return parts.firstControlID }
    }
    return nil
  }

  /// Writes the error summary: a `<div role="alert">` with the catalogue's heading
  /// (``Formwork/MessageKey/htmlErrorSummaryTitle``) and a link to each control with a message,
  /// in the form's order; nothing when there are no entries.
  func writeErrorSummary(_ entries: [SummaryEntry], words: MessageCatalog, to out: inout HTMLLines)
  {
    guard !entries.isEmpty else { return }
    let titleID = Self.errorSummaryID + ".title"
    out.open(
      "div",
      [
        "class": "fw-error-summary", "id": Self.errorSummaryID, "role": "alert",
        "tabindex": "-1", "aria-labelledby": titleID,
      ])
    out.element(
      "h2", ["class": "fw-error-summary__title", "id": titleID],
      text: words.string(.htmlErrorSummaryTitle))
    out.open("ul", ["class": "fw-error-summary__list"])
    for entry in entries {
      let link = "<a" + (["href": "#" + entry.targetID] as HTMLAttributes).markup + ">"
      out.element("li", markup: link + HTMLEscaping.text(entry.message) + "</a>")
    }
    out.close("ul")
    out.close("div")
  }
}
