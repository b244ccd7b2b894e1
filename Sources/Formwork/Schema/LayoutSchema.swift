/// A form's layout rules as data: the width at which the regular rules take over, and the rules
/// of each width class as they are written.
///
/// ```json
/// "layout": {
///   "compact": [],
///   "compactBelow": 60,
///   "regular": ["H:|-[avatar(==24)]-[user_name]-|"]
/// }
/// ```
///
/// Building a form from a schema checks the rules as ``Form/layoutProblems()`` does; each
/// problem is reported at the rule's path, such as `$.layout.regular[0]`.
public struct LayoutSchema: Codable, Equatable, Sendable {
  /// The width (in columns) from which the ``regular`` rules apply.
  public var compactBelow: Int
  /// The rules of widths below ``compactBelow``, in the Visual Format Language.
  public var compact: [String]
  /// The rules of widths of ``compactBelow`` or more, in the Visual Format Language.
  public var regular: [String]

  /// Creates a layout schema from its threshold and its rules.
  ///
  /// - Parameters:
  ///   - compactBelow: The width from which the regular rules apply; 60 unless set.
  ///   - compact: The rules below that width; none unless set.
  ///   - regular: The rules from that width on; none unless set.
  public init(compactBelow: Int = 60, compact: [String] = [], regular: [String] = []) {
    self.compactBelow = compactBelow
    self.compact = compact
    self.regular = regular
  }

  /// The schema of a form's layout: each rule as written (a rule built in code as its
  /// ``LayoutRule/description`` spells it).
  public init(_ layout: FormLayout) {
    self.init(
      compactBelow: layout.compactBelow, compact: layout.compact.map(\.source),
      regular: layout.regular.map(\.source))
  }

  /// The layout the schema describes; rules that do not parse keep their ``LayoutRule/error``.
  public var formLayout: FormLayout {
    FormLayout(
      compactBelow: compactBelow, compact: compact.map { LayoutRule($0) },
      regular: regular.map { LayoutRule($0) })
  }
}
