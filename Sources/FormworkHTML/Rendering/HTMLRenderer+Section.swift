import Formwork

/// Writing a section: a `<fieldset>` with its header as `<legend>`, its rows (a list of items
/// and an add button for a multivalued section), the messages of its own rules and its footer
/// as a description.
extension HTMLRenderer {
  func write(_ section: Section, place: Int, naming: ElementNaming, to out: inout HTMLLines) {
    let sectionID = naming.sectionID(of: section, place: place)
    let header = nonBlank(section.header?.title)
    let footer = nonBlank(section.footer?.title)
    // A section's own errors exist after a submit only (a non-quiet validation of the form).
    let messages = section.validationErrors.map(\.message)
    let messagesID = section.tag.map(HTMLFieldNames.messagesID(forTag:)) ?? sectionID + ".messages"
    let descriptionID = sectionID + ".description"

    // Each row's parts need the kind too: read once (it casts the section to a protocol).
    let kind = section.kind
    var classes = "fw-section"
    var role: String?
    switch kind {
    case .plain:
      break
    case .selectable(let selectionType, _, _):
      classes += " fw-section--selectable"
      role = selectionType == .multipleSelection ? "group" : "radiogroup"
    case .multivalued:
      classes += " fw-section--multivalued"
    }
    if !messages.isEmpty { classes += " fw-section--invalid" }
    var attributes: HTMLAttributes = ["class": classes, "id": sectionID]
    attributes.add("role", role)
    attributes.flag("hidden", section.isHidden)
    if !messages.isEmpty { attributes.add("aria-invalid", "true") }
    let describedBy = [footer == nil ? nil : descriptionID, messages.isEmpty ? nil : messagesID]
      .compactMap { $0 }
    attributes.add(
      "aria-describedby", describedBy.isEmpty ? nil : describedBy.joined(separator: " "))

    out.open("fieldset", attributes)
    if let header { out.element("legend", ["id": sectionID + ".legend"], text: header) }
    if case .multivalued(let multivalued) = kind {
      writeItems(
        of: multivalued, legendID: header == nil ? nil : sectionID + ".legend", naming: naming,
        to: &out)
    } else {
      for (index, row) in section.allRows.enumerated() where row.inlineOwner == nil {
        write(
          rowParts(of: row, in: section, kind: kind, place: index, naming: naming), to: &out)
      }
    }
    writeMessages(messages, id: messagesID, to: &out)
    if let footer {
      out.element("p", ["class": "fw-description", "id": descriptionID], text: footer)
    }
    out.close("fieldset")
  }

  /// A multivalued section's items as an ordered list, each with its remove button where the
  /// section lets it go, then its add button (or, in last-row mode, the empty last row as the
  /// list's last item).
  private func writeItems(
    of section: any MultivaluedSectionType, legendID: String?, naming: ElementNaming,
    to out: inout HTMLLines
  ) {
    let insertion = section.insertionRow
    let indices = Self.itemIndices(of: section)
    var addButton: RowParts?
    out.open("ol", ["class": "fw-items"])
    for (place, row) in section.allRows.enumerated() where row.inlineOwner == nil {
      let parts = rowParts(
        of: row, in: section, kind: .multivalued(section), place: place, naming: naming,
        itemIndices: indices, legendID: legendID)
      if row === insertion, section.insertMode == .addButton {
        addButton = parts
      } else {
        write(parts, element: "li", to: &out)
      }
    }
    out.close("ol")
    if let addButton { write(addButton, to: &out) }
  }

  /// The place of each visible item of `section` among them, which remove buttons name.
  static func itemIndices(of section: any MultivaluedSectionType) -> [ObjectIdentifier: Int] {
    var indices: [ObjectIdentifier: Int] = [:]
    for (index, row) in section.itemRows.enumerated() { indices[ObjectIdentifier(row)] = index }
    return indices
  }

  /// How `row` takes part in `section`, and the names and ids of its elements.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - section: The row's section, if it has one.
  ///   - kind: The section's ``Formwork/Section/kind``, when already read.
  ///   - place: The row's place in its section, which numbers it when it has no form.
  ///   - naming: The ids of the form's rows and sections.
  ///   - itemIndices: The places of a multivalued section's visible items, when already
  ///     worked out.
  ///   - legendID: The id of a multivalued section's legend, which names its untitled items.
  /// - Returns: The row's parts.
  func rowParts(
    of row: BaseRow, in section: Section?, kind: SectionKind? = nil, place: Int,
    naming: ElementNaming, itemIndices: [ObjectIdentifier: Int]? = nil, legendID: String? = nil
  ) -> RowParts {
    let wrapperID = naming.wrapperID(of: row, place: place)
    // The displayed cell first: reading the input may create the cell, and a cell created
    // before it is displayed is not updated (its `cellUpdate` would not run).
    let cell = row.displayedCell
    let input = row.input
    switch kind ?? section?.kind {
    case .selectable(let selectionType, _, _) where input.isOption:
      return RowParts(
        row: row, cell: cell, input: input,
        role: .option(multiple: selectionType == .multipleSelection),
        name: section?.tag, wrapperID: wrapperID, cache: naming.cache)
    case .multivalued(let multivalued):
      if row === multivalued.insertionRow, multivalued.insertMode == .addButton {
        return RowParts(
          row: row, cell: cell, input: input, role: .addButton, name: nil, wrapperID: wrapperID,
          cache: naming.cache)
      }
      let indices = itemIndices ?? Self.itemIndices(of: multivalued)
      let index = indices[ObjectIdentifier(row)]
      let header = nonBlank(multivalued.header?.title)
      var legendID = legendID
      if legendID == nil, header != nil, let section {
        legendID = naming.sectionID(of: section, place: 0) + ".legend"
      }
      return RowParts(
        row: row, cell: cell, input: input, role: .item(index: index), name: multivalued.tag,
        wrapperID: wrapperID, labelledBy: legendID,
        label: itemLabel(header: header, index: index, of: row, cache: naming.cache),
        cache: naming.cache)
    case .plain, .selectable, nil:
      return RowParts(
        row: row, cell: cell, input: input, role: .plain, name: row.tag, wrapperID: wrapperID,
        cache: naming.cache)
    }
  }

  /// The accessible name of a multivalued section's item, "Tags, item 2"
  /// (``Formwork/MessageKey/htmlItemLabel``), so that every item's control has a name of its
  /// own; `nil` for a hidden item or a section without a header, whose items the legend or
  /// nothing names.
  private func itemLabel(header: String?, index: Int?, of row: BaseRow, cache: RenderingCache)
    -> String?
  {
    guard let header, let index else { return nil }
    let words = cache.words(of: row)
    return words.string(.htmlItemLabel, ["field": .text(header), "number": .integer(index + 1)])
  }

  /// A list of messages with `id`, or nothing when there are none.
  func writeMessages(_ messages: [String], id: String, to out: inout HTMLLines) {
    guard !messages.isEmpty else { return }
    out.open("ul", ["class": "fw-messages", "id": id])
    for message in messages { out.element("li", text: message) }
    out.close("ul")
  }

  /// `text`, or `nil` when it is `nil`, empty or only white space.
  func nonBlank(_ text: String?) -> String? {
    guard let text, VisibleText.isShown(text) else { return nil }
    return text
  }
}
