import Formwork

/// Writing a row: its wrapper element, with the classes of its kind and state, then its label
/// and control, a multivalued item's remove button, its help and its messages.
extension HTMLRenderer {
  /// Writes the row as `element` (a `<div>`, or an `<li>` in a multivalued section's list).
  func write(_ parts: RowParts, element: String = "div", to out: inout HTMLLines) {
    let kind = RowKind(parts)
    var classes = "fw-row fw-row--\(kind.rawValue)"
    if parts.cell.isRequired { classes += " fw-row--required" }
    if parts.cell.isDisabled { classes += " fw-row--disabled" }
    if parts.isInvalid { classes += " fw-row--invalid" }
    var attributes: HTMLAttributes = ["class": classes, "id": parts.wrapperID]
    attributes.flag("hidden", parts.row.isHidden)
    out.open(element, attributes)
    writeControl(of: parts, kind: kind, to: &out)
    writeRemoveButton(of: parts, to: &out)
    if let help = parts.help {
      out.element("p", ["class": "fw-help", "id": parts.helpID], text: help)
    }
    if parts.isInvalid { writeMessages(parts.messages, id: parts.messagesID, to: &out) }
    out.close(element)
  }

  /// The row's title as a `<label>` for the control with `id`, with the required marker; nothing
  /// for an untitled row.
  func writeLabel(of parts: RowParts, for id: String?, to out: inout HTMLLines) {
    guard parts.title != nil else { return }
    var attributes = HTMLAttributes()
    attributes.add("for", id)
    out.element("label", attributes, markup: labelMarkup(of: parts))
  }

  /// The row's title, escaped, with a `<span class="fw-required">*</span>` after it for a
  /// required row.
  ///
  /// In a form with a ``Formwork/Form/locale``, the marker's `title` says what it
  /// means in the form's language (``Formwork/MessageKey/htmlRequiredMarker``). The control
  /// itself carries `required`, which assistive technology announces, so the marker is
  /// `aria-hidden`.
  func labelMarkup(of parts: RowParts) -> String {
    let title = HTMLEscaping.text(parts.title ?? "")
    guard parts.cell.isRequired else { return title }
    var attributes: HTMLAttributes = ["class": "fw-required"]
    if parts.row.form?.locale != nil {
      attributes.add("title", parts.words.string(.htmlRequiredMarker))
    }
    attributes.add("aria-hidden", "true")
    return title + "<span" + attributes.markup + ">*</span>"
  }

  /// A group of controls (radio buttons, a picker's wheels, a list's items): a `<fieldset>`
  /// with the row's control id and the title as its `<legend>`, then `body`.
  func writeGroup(
    of parts: RowParts, role: String? = nil, to out: inout HTMLLines,
    body: (inout HTMLLines) -> Void
  ) {
    var attributes: HTMLAttributes = ["class": "fw-group", "id": parts.controlID]
    attributes.add("role", role)
    parts.aria(&attributes)
    out.open("fieldset", attributes)
    if parts.title != nil {
      out.element("legend", ["id": parts.controlID + ".legend"], markup: labelMarkup(of: parts))
    }
    body(&out)
    out.close("fieldset")
  }

  /// The id of the element that names each control of a group: its legend, or, without a title,
  /// what names the row.
  func groupLabelID(of parts: RowParts) -> String? {
    parts.title == nil ? parts.labelledBy : parts.controlID + ".legend"
  }

  /// A multivalued item's remove button, when its section lets a person delete it: it submits
  /// `"<index>:<section tag>"` as ``HTMLFieldNames/removeItem``, and is disabled in an untagged
  /// section, which is not submitted.
  private func writeRemoveButton(of parts: RowParts, to out: inout HTMLLines) {
    guard case .item(let index?) = parts.role,
      case .multivalued(let section)? = parts.row.section?.kind,
      section.multivaluedOptions.contains(.Delete), section.canDeleteRow(at: index)
    else { return }
    var attributes: HTMLAttributes = ["class": "fw-remove", "type": "submit"]
    if let tag = section.tag {
      attributes.add("name", HTMLFieldNames.removeItem)
      attributes.add("value", "\(index):\(tag)")
    }
    attributes.flag("disabled", parts.cell.isDisabled || section.tag == nil)
    out.element(
      "button", attributes,
      text: removeItemTitle ?? parts.cache.text(.htmlRemoveItem, of: parts.row))
  }
}
