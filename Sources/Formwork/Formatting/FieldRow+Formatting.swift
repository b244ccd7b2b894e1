import Foundation

/// Formatting: how a field row writes its value with its ``FieldRow/formatter`` or
/// ``FieldRow/formatStyle``, and how it reads typed text back.
extension FieldRow {
  /// Whether the row has a formatter or a format style.
  public var hasFormatting: Bool { formatter != nil || formatStyle != nil }

  /// The text of `value` as the row shows it, as Eureka's field rows write it: the formatted text
  /// when the row does not have focus; while it has focus, the editing text when
  /// ``useFormatterOnDidBeginEditing`` (or, unset, ``useFormatterDuringInput``) says so, else
  /// the plain value.
  ///
  /// Without a formatter or format style, a number (`Int`, `Double`, `Float`) is written in the
  /// form's ``Form/locale`` when it has one (`1.234,5` in German; `1234,5` while the row has
  /// focus), and typed text is read in it (see the article "Numbers and Dates in the Form's Locale").
  ///
  /// It is the row's ``RowOf/displayValueFor`` unless that is replaced, as in Eureka; a replaced
  /// `displayValueFor` writes the value instead, while typed text is still read by the formatter.
  ///
  /// - Parameter value: The value to write.
  /// - Returns: The text, or `nil` for no value.
  public func formattedText(for value: Cell.Value?) -> String? {
    guard let value else { return nil }
    guard hasFormatting else {
      return localeText(for: value, editing: isHighlighted) ?? String(describing: value)
    }
    if isHighlighted {
      let useFormatter = useFormatterOnDidBeginEditing ?? useFormatterDuringInput
      return useFormatter ? text(for: value, editing: true) : String(describing: value)
    }
    return text(for: value, editing: false)
  }

  /// A number written in the form's ``Form/locale`` (see ``LocaleNumberFormat``): grouped when
  /// shown, without grouping marks while edited; `nil` for a row whose form has no locale or
  /// whose value is not an `Int`, `Double` or `Float`.
  func localeText(for value: Cell.Value, editing: Bool) -> String? {
    guard let number = value as? any LocalizedNumber, let format = form?.localeNumberFormat
    else { return nil }
    return number.text(in: format, grouping: !editing)
  }

  /// The number typed `text` stands for in the form's ``Form/locale``: `.some(nil)` when the row
  /// holds numbers, its form has a locale and `text` is not a number written in it; `nil` when
  /// the locale does not decide (no locale, or not a number row).
  private func localeNumber(fromTypedText text: String) -> Cell.Value?? {
    guard let type = Cell.Value.self as? any LocalizedNumber.Type,
      let format = form?.localeNumberFormat
    else { return nil }
    return .some(type.read(text, in: format) as? Cell.Value)
  }

  /// The formatted or editing text of `value`; `String(describing:)` when the formatter cannot
  /// write it.
  func text(for value: Cell.Value, editing: Bool) -> String {
    if let formatStyle {
      return editing ? formatStyle.editingFormat(value) : formatStyle.format(value)
    }
    if let formatter {
      let written = editing ? formatter.editingString(for: value) : formatter.string(for: value)
      if let written { return written }
    }
    return String(describing: value)
  }

  /// The value typed `text` stands for: read by the format style or the formatter, else by the
  /// value type's `init?(string:)` (as Eureka falls back; a ``URLRow`` by its
  /// ``URLBaseRow/textRule``), else `nil`; and whether the formatter
  /// read it (only then is the text written back during input).
  ///
  /// Text that reads as a number that is not finite (`NaN`, `∞`, or digits past the largest
  /// `Double`) reads as no value, so the row reports an ``BaseRow/inputError``.
  func parseTypedText(_ text: String) -> (value: Cell.Value, byFormatter: Bool)? {
    guard let parsed = readTypedText(text), !AnyValue.isNonFinite(parsed.value) else { return nil }
    return parsed
  }

  private func readTypedText(_ text: String) -> (value: Cell.Value, byFormatter: Bool)? {
    if let formatStyle, let value = FormattedText.parse(text, with: formatStyle) {
      return (value, true)
    }
    if formatStyle == nil, let formatter,
      let value = FormattedText.parse(text, with: formatter, as: Cell.Value.self)
    {
      return (value, true)
    }
    if !hasFormatting, let number = localeNumber(fromTypedText: text) {
      return number.map { ($0, false) }
    }
    return value(fromTypedText: text).map { ($0, false) }
  }

  /// After typed text became a value: with ``useFormatterDuringInput``, writes the value back as
  /// the formatter's editing text and moves the caret as a ``FormatterProtocol`` formatter says.
  func rewriteTypedText(_ typed: String, value: Cell.Value) {
    guard useFormatterDuringInput, hasFormatting else { return }
    let rewritten = text(for: value, editing: true)
    guard rewritten != typed else { return }
    let position = cursorPosition ?? typed.count
    let moved =
      (formatter as? any FormatterProtocol)?.getNewPosition(
        forPosition: position, inTextInput: self, oldValue: typed, newValue: rewritten)
      ?? position
    inputText = rewritten
    cursorPosition = min(max(moved, 0), rewritten.count)
    updateCellIfLoaded()
  }
}
