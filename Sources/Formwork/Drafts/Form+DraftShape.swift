/// The shape of a form as a draft sees it: the kind of each row and a fingerprint of the whole.
extension Form {
  /// The kind of `row` a draft records: how a person gives it a value (``BaseRow/input``) and
  /// the type of that value, such as `"text:Int"` for an ``IntRow`` or `"choice:String"` for a
  /// ``PushRow``.
  ///
  /// - Parameter row: Any row.
  /// - Returns: The kind; two rows of one kind take the same values the same way.
  public func draftKind(of row: BaseRow) -> String {
    let input =
      switch row.input {
      case .none: "none"
      case .button: "button"
      case .text: "text"
      case .toggle: "toggle"
      case .choice: "choice"
      case .date: "date"
      case .adjust: "adjust"
      case .image: "image"
      case .list: "list"
      case .option: "option"
      }
    return input + ":" + row.valueTypeName
  }

  /// A fingerprint of the form's shape: its tagged rows and sections, each with its kind.
  ///
  /// Tags are taken in order. Two forms with the same tags and kinds give the same fingerprint, whatever
  /// their values, titles or order; a renamed tag or a row of another kind changes it.
  ///
  /// - Complexity: O(*n* log *n*) in the number of tagged rows and sections.
  public var draftShape: String {
    var entries: [String] = []
    for section in storedAllSections {
      if let tag = section.tag, let kind = Self.draftKind(of: section) {
        entries.append("section \(tag) \(kind)")
        continue
      }
      for row in section.storedAllRows where row.inlineOwner == nil && ownsTag(row) {
        if let tag = row.tag { entries.append("row \(tag) \(draftKind(of: row))") }
      }
    }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in entries.sorted().joined(separator: "\n").utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// `"multivalued"` or `"selectable"` for a section whose value a draft keeps, else `nil`.
  static func draftKind(of section: Section) -> String? {
    guard section is any SectionValueProviding else { return nil }
    switch section.kind {
    case .multivalued: return "multivalued"
    case .selectable: return "selectable"
    case .plain: return "section"
    }
  }
}
