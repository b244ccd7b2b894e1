import Formwork

/// A line of text asked for under the current row: an image row's URL or path, or a new item
/// of an editable list row.
struct RowPrompt: Equatable {
  /// What the text is for.
  enum Purpose: Equatable {
    /// The location of an image row's image (``Formwork/ImagePickingRow/pickImage(at:)``).
    case imageLocation
    /// A new item at the end of a list row (``Formwork/ListEditingRow/appendItem(_:)``).
    case listItem
  }

  /// What the text is for.
  var purpose: Purpose
  /// The text typed so far, and the cursor in it.
  var editor: LineEditor

  /// The words before the text's field, from `messages`, and a space.
  func label(_ messages: MessageCatalog) -> String {
    switch purpose {
    case .imageLocation: messages.string(.terminalPromptLocation) + " "
    case .listItem: messages.string(.terminalPromptItem) + " "
    }
  }
}

/// Asking for a line of text for a row that is not a text field.
///
/// - An image row: Enter opens a prompt holding the image's URL (or path); Enter picks the
///   image at the text typed (empty text removes the image); Esc leaves it unchanged.
/// - An editable list row: Enter or Ctrl-N opens a prompt for a new item; Enter adds it and
///   asks for the next one, Enter on empty text (or Esc) closes the prompt; Ctrl-D removes the
///   last item.
///
/// Ctrl-S while a prompt is open applies its text first, so nothing typed is lost.
extension FormSession {
  /// Opens a prompt for `row` when it is an image row or an editable list row.
  ///
  /// - Returns: Whether a prompt opened.
  @discardableResult
  func openPrompt(on row: BaseRow) -> Bool {
    guard !row.isDisabled else {
      message = say(.terminalDisabled, about: row)
      return true
    }
    switch row.input {
    case .image(let picking):
      let location = picking.image?.url.map { $0.isFileURL ? $0.path : $0.absoluteString } ?? ""
      prompt = RowPrompt(purpose: .imageLocation, editor: LineEditor(text: location))
      return true
    case .list(let list):
      guard list.isEditable else {
        message = say(.terminalReadOnly, about: row)
        return true
      }
      prompt = RowPrompt(purpose: .listItem, editor: LineEditor())
      return true
    case .none, .button, .text, .toggle, .choice, .date, .adjust, .option:
      return false
    }
  }

  /// Keys while a prompt is open: the editor takes text keys, Enter applies, Esc closes.
  func handleInPrompt(_ key: Key, row: BaseRow) -> Step {
    guard var prompt else { return .continue }
    switch key {
    case .escape:
      self.prompt = nil
    case .enter:
      applyPrompt(on: row)
    default:
      _ = prompt.editor.handle(key)
      self.prompt = prompt
    }
    return .continue
  }

  /// Applies the prompt's text to `row`: picks the image, or adds the item and asks for the
  /// next one (an empty item closes the prompt).
  func applyPrompt(on row: BaseRow?) {
    guard let prompt, let row else { return }
    let text = prompt.editor.text
    switch prompt.purpose {
    case .imageLocation:
      self.prompt = nil
      guard case .image(let picking) = row.input else { return }
      perform { try picking.pickImage(at: text) }
    case .listItem:
      guard case .list(let list) = row.input, text.contains(where: { !$0.isWhitespace }) else {
        self.prompt = nil
        return
      }
      self.prompt = RowPrompt(purpose: .listItem, editor: LineEditor())
      perform { try list.appendItem(text) }
    }
  }

  /// Ctrl-D on an editable list row: removes its last item.
  func removeLastItem(of list: any ListEditingRow) {
    guard !list.itemTexts.isEmpty else {
      message = say(.terminalNoItems, about: list)
      return
    }
    perform { try list.removeItem(at: list.itemTexts.count - 1) }
  }

  /// The prompt's line under the row's first line, and the cursor's column in it.
  func promptLine(_ prompt: RowPrompt, width: Int) -> (text: String, column: Int) {
    let head = "    " + prompt.label(messages) + "["
    let fieldWidth = max(1, width - ScreenText.width(head) - 1)
    let slice = prompt.editor.visibleSlice(width: fieldWidth)
    return (
      head + ScreenText.fit(slice.text, to: fieldWidth) + "]",
      ScreenText.width(head) + slice.cursorColumn
    )
  }
}
