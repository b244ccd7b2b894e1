/// The strings a charset draws each element with; every `Character` of a glyph takes one column.
struct Glyphs: Sendable {
  /// The box's top-left corner.
  var topLeft: String
  /// The box's top-right corner.
  var topRight: String
  /// The box's bottom-left corner.
  var bottomLeft: String
  /// The box's bottom-right corner.
  var bottomRight: String
  /// The box's top and bottom edge.
  var horizontal: String
  /// The box's left and right edge.
  var vertical: String
  /// The mark in the gutter of the focused row.
  var focus: String
  /// The mark after the text of a text field that has keyboard focus.
  var cursor: String
  /// The mark before a text field's or text area's text.
  var fieldOpen: String
  /// The mark after a text field's or text area's text.
  var fieldClose: String
  /// The mark that replaces each character of a secure field.
  var mask: String
  /// The mark before a placeholder.
  var placeholderOpen: String
  /// The mark after a placeholder.
  var placeholderClose: String
  /// The dot repeated between a title and its value.
  var leader: String
  /// The mark that stands for text cut off.
  var ellipsis: String
  /// The knob of a switch that is on, after its word (`[ON  ●]`); empty for none.
  var switchKnobOn: String
  /// The knob of a switch that is off, before its word (`[○ OFF]`); empty for none.
  var switchKnobOff: String
  /// A check that is set.
  var checkOn: String
  /// A check that is clear.
  var checkOff: String
  /// One cell of a slider's track before the knob.
  var sliderFilled: String
  /// A slider's knob.
  var sliderKnob: String
  /// One cell of a slider's track after the knob.
  var sliderEmpty: String
  /// The mark before a slider's track.
  var sliderOpen: String
  /// The mark after a slider's track.
  var sliderClose: String
  /// A stepper's minus button.
  var stepperMinus: String
  /// A stepper's plus button.
  var stepperPlus: String
  /// The mark before the selected option of a segmented control.
  var segmentSelected: String
  /// The mark between the options of a segmented control.
  var segmentSeparator: String
  /// The mark before a button's title.
  var buttonOpen: String
  /// The mark after a button's title.
  var buttonClose: String
  /// The disclosure-indicator accessory.
  var disclosure: String
  /// The check-mark accessory.
  var accessoryCheck: String
  /// The detail-button accessory.
  var detail: String
  /// The mark that starts the message line of an input error or of a validation message.
  var error: String
  /// The mark that starts the note of a row's help text.
  var help: String = "->"
  /// The mark that starts the list of a row's leading swipe actions.
  var leadingSwipe: String = ">>"
  /// The mark that starts the list of a row's trailing swipe actions.
  var trailingSwipe: String = "<<"
  /// The mark between swipe actions.
  var swipeSeparator: String = "|"
  /// The mark between an image's width and height.
  var times: String = "x"
  /// The mark before each item of a list row.
  var bullet: String = "-"
  /// The line under a title row's heading.
  var headingRule: String = "="

  /// The glyphs of `charset`.
  static func of(_ charset: Charset) -> Glyphs {
    switch charset {
    case .unicode: return unicode
    case .ascii: return ascii
    }
  }

  static let unicode = Glyphs(
    topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
    horizontal: "─", vertical: "│",
    focus: "▸", cursor: "▏", fieldOpen: "[", fieldClose: "]", mask: "•",
    placeholderOpen: "‹", placeholderClose: "›",
    leader: "·", ellipsis: "…",
    switchKnobOn: "●", switchKnobOff: "○",
    checkOn: "[✓]", checkOff: "[ ]",
    sliderFilled: "━", sliderKnob: "●", sliderEmpty: "─", sliderOpen: "", sliderClose: "",
    stepperMinus: "[−]", stepperPlus: "[+]",
    segmentSelected: "●", segmentSeparator: "│",
    buttonOpen: "( ", buttonClose: " )",
    disclosure: "›", accessoryCheck: "✓", detail: "(i)",
    error: "!",
    help: "↳",
    leadingSwipe: "»", trailingSwipe: "«", swipeSeparator: "·",
    times: "×", bullet: "•", headingRule: "═"
  )

  static let ascii = Glyphs(
    topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
    horizontal: "-", vertical: "|",
    focus: ">", cursor: "_", fieldOpen: "[", fieldClose: "]", mask: "*",
    placeholderOpen: "<", placeholderClose: ">",
    leader: ".", ellipsis: "...",
    switchKnobOn: "", switchKnobOff: "",
    checkOn: "[x]", checkOff: "[ ]",
    sliderFilled: "=", sliderKnob: "|", sliderEmpty: "-", sliderOpen: "[", sliderClose: "]",
    stepperMinus: "[-]", stepperPlus: "[+]",
    segmentSelected: "*", segmentSeparator: "|",
    buttonOpen: "( ", buttonClose: " )",
    disclosure: ">", accessoryCheck: "x", detail: "(i)",
    error: "!",
    help: "->",
    leadingSwipe: ">>", trailingSwipe: "<<", swipeSeparator: "|",
    times: "x", bullet: "-", headingRule: "="
  )
}
