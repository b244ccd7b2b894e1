import Formwork

/// Writing an image row as a file input, with the file it keeps from an earlier submission.
extension HTMLRenderer {
  /// Writes an image row as a file input.
  ///
  /// The `<input type="file">` accepts the row's
  /// ``Formwork/ImagePickingRow/acceptedImageTypes``. While the row keeps an image — one given
  /// by a URL, or one held as bytes that the renderer's ``uploadStore`` stored — a note says so
  /// (``Formwork/MessageKey/htmlFileKept``: "photo.png is kept; choose another file to replace
  /// it."), the input's `aria-describedby` names it, and the input is not `required` (the kept
  /// image answers it); an image held as bytes has its token in a hidden
  /// ``HTMLFieldNames/keptFile`` field. Without a store, an image held as bytes is not kept:
  /// the person chooses the file again.
  func writeImage(_ parts: RowParts, image: FormImage?, to out: inout HTMLLines) {
    writeLabel(of: parts, for: parts.controlID, to: &out)
    let accepted =
      parts.input.imagePickingRow?.acceptedImageTypes
      ?? ImageFormat.allCases.map(\.mediaType)
    let token = image.flatMap { keptToken(of: $0, parts: parts) }
    let isKept = image != nil && (image?.data == nil || token != nil)
    let keptID = parts.controlID + ".kept"
    var attributes: HTMLAttributes = ["type": "file"]
    attributes.add("name", parts.name)
    attributes.add("id", parts.controlID)
    attributes.add("accept", accepted.joined(separator: ","))
    parts.flags(&attributes, takesRequired: !isKept)
    attributes.add("aria-labelledby", parts.labelledBy)
    if parts.isInvalid { attributes.add("aria-invalid", "true") }
    let describedBy = [isKept ? keptID : nil, parts.describedBy].compactMap { $0 }
    attributes.add(
      "aria-describedby", describedBy.isEmpty ? nil : describedBy.joined(separator: " "))
    out.void("input", attributes)
    guard isKept, let image else { return }
    out.element(
      "p", ["class": "fw-kept", "id": keptID],
      text: parts.words.string(.htmlFileKept, ["file": .text(image.name)]))
    guard let token, let tag = parts.row.tag else { return }
    var kept: HTMLAttributes = ["type": "hidden", "name": HTMLFieldNames.keptFile]
    kept.add("value", token + ":" + tag)
    kept.flag("disabled", parts.cell.isDisabled)
    out.void("input", kept)
  }

  /// The token under which ``uploadStore`` keeps `image`, held as bytes by a tagged row of its
  /// own (not an item of a multivalued section); `nil` otherwise.
  private func keptToken(of image: FormImage, parts: RowParts) -> String? {
    guard let data = image.data, let store = uploadStore, case .plain = parts.role,
      let tag = parts.row.tag
    else { return nil }
    let type = ImageHeader(data: data)?.format.mediaType
    return store.store(FormFile(name: tag, data: data, contentType: type, fileName: image.name))
  }

  /// Whether `form` has a file input to render, so that its `<form>` sends
  /// `multipart/form-data`: a row picking an image, hidden ones included (a script may show
  /// them), inline rows left out (they are not rendered).
  ///
  /// - Complexity: O(*n*) in the rows.
  static func hasFileInput(_ form: Form) -> Bool {
    form.allSections.contains { section in
      section.allRows.contains { row in
        // One cast rules out most rows before the row's input is worked out.
        row.inlineOwner == nil && row is any ImagePickingRow && row.input.imagePickingRow != nil
      }
    }
  }
}
