/// The names and ids a rendered form uses, shared by the renderer, the binder and the
/// conditions script: the wire format between a form's HTML and the request a browser sends.
///
/// - A tagged row's control is named by its tag; an untagged row is shown but not submitted.
/// - A checkbox (switch, check) submits ``checkedValue`` when checked and nothing when not.
/// - A multiple selector, a multiple selectable section and a multivalued section submit their
///   name once per chosen value or item, in order.
/// - An option submits its ``Formwork/ChoiceComponent/values`` text; a selectable section's row
///   its `selectableValue` as text.
/// - A slider without a value submits the middle of its range, and a hidden
///   ``untouchedSlider`` field names it; a stepper without a value submits empty text.
/// - An image row's file input submits its file (in a `multipart/form-data` body), and a hidden
///   ``keptFile`` field `"<token>:<tag>"` names the file it keeps from an earlier submission.
/// - A multivalued section's add button is named ``addItem`` with the section's tag as value;
///   a remove button ``removeItem`` with `"<index>:<section tag>"` (the index first, so that a
///   tag may hold a colon).
public enum HTMLFieldNames {
  /// The name of a multivalued section's add button; its value is the section's tag.
  public static let addItem = "formwork.add"
  /// The name of a multivalued section item's remove button; its value is
  /// `"<index>:<section tag>"`.
  public static let removeItem = "formwork.remove"
  /// The name of the hidden field that marks a slider without a value; its value is the name
  /// the slider submits under (its tag, or its multivalued section's).
  ///
  /// A range input always submits a number, its start position (the middle of its range) when
  /// nobody moved it. While this mark comes with it, the binder reads the start position as no
  /// value, so that a page submitted unchanged leaves the slider without one; any other
  /// position is taken, and a request without the mark sets the number it sends.
  public static let untouchedSlider = "formwork.untouched"
  /// The name of the hidden field that marks a switch or check without a value that the page
  /// showed; its value is the name the checkbox submits under (its tag).
  ///
  /// A checkbox submits nothing when it is not checked, which a request without a page (a
  /// script, an old page) sends too. While this mark comes with it, the binder reads the
  /// checkbox's silence as *off* and sets the row to `false`; without the mark, a row without a
  /// value keeps none. The mark is written only for a row without a value, and `disabled` with
  /// a disabled row, so that it is not submitted; the binder never binds a hidden or disabled
  /// row, mark or not.
  public static let shownCheckbox = "formwork.shown"
  /// The name of the hidden field that carries a CSRF token.
  public static let csrfToken = "formwork.csrf"
  /// The name of the form's submit button.
  public static let submit = "formwork.submit"
  /// What a checked checkbox submits.
  public static let checkedValue = "on"
  /// The name of the hidden field beside an image row's file input that keeps the file of an
  /// earlier submission; its value is `"<token>:<tag>"`, the token of
  /// ``UploadStore/store(_:)`` (which holds no colon) and the row's tag.
  public static let keptFile = "formwork.kept"

  /// The element id of the control of the row or section tagged `tag`: `fw-` then the tag, with
  /// every character other than an ASCII letter, digit, `-` or `_` written as `.` and its
  /// Unicode scalar value in hex, then `.` — so different tags always give different ids, and
  /// a suffix after a `.` that is not hex (`.row`, `.messages`) never makes another tag's id.
  ///
  /// ```swift
  /// HTMLFieldNames.id(forTag: "user_name")     // "fw-user_name"
  /// HTMLFieldNames.id(forTag: "address.city")  // "fw-address.2e.city"
  /// ```
  public static func id(forTag tag: String) -> String {
    // Most tags are ASCII letters, digits, `-` and `_` only: their id is the tag after `fw-`.
    if tag.utf8.allSatisfy(isKeptAsIs) { return "fw-" + tag }
    var id = "fw-"
    for scalar in tag.unicodeScalars {
      if scalar.isASCII,
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || scalar == "-" || scalar == "_"
      {
        id.unicodeScalars.append(scalar)
      } else {
        id += "." + String(scalar.value, radix: 16) + "."
      }
    }
    return id
  }

  /// Whether `byte` is an ASCII letter, digit, `-` or `_`, which an id keeps as it is.
  private static func isKeptAsIs(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
      return true
    default: return false
    }
  }

  /// The element id of the messages (validation errors) of the row or section tagged `tag`.
  public static func messagesID(forTag tag: String) -> String { id(forTag: tag) + ".messages" }

  /// The element id of the help text of the row or section tagged `tag`.
  public static func helpID(forTag tag: String) -> String { id(forTag: tag) + ".help" }
}
