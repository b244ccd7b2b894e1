/// A form's layout rules per width class, as TLFormView's data source returns different rules
/// for an iPhone and an iPad.
///
/// Below ``compactBelow`` columns the ``compact`` rules apply, from it on the ``regular`` ones;
/// a width class without rules keeps the vertical layout, one row under the other:
///
/// ```swift
/// form.layout = FormLayout(
///   compactBelow: 60,
///   regular: [
///     "H:|-[avatar(==24)]-[user_name]-|",
///     "V:[user_name]-[age(==user_name)]-|",
///   ])
/// ```
///
/// A rule that is malformed, names a tag the form lacks or contradicts itself or an earlier rule
/// of its width class is left out, and reported by ``Form/lint()`` (and so by the printer) with
/// a caret under the spot; the other rules still apply.
public struct FormLayout: Equatable, Hashable, Sendable {
  /// The most rules a width class may have: 1,000; later ones are reported and left out.
  public static let maximumRules = 1_000

  /// The width (in columns) from which the ``regular`` rules apply; below it the ``compact`` ones.
  public var compactBelow: Int
  /// The rules of widths below ``compactBelow``; empty for the vertical layout.
  public var compact: [LayoutRule]
  /// The rules of widths of ``compactBelow`` or more; empty for the vertical layout.
  public var regular: [LayoutRule]

  /// Creates a layout with rules for compact and regular widths.
  ///
  /// - Parameters:
  ///   - compactBelow: The width from which the regular rules apply; 60 unless set.
  ///   - compact: The rules below that width; none (the vertical layout) unless set.
  ///   - regular: The rules from that width on.
  public init(compactBelow: Int = 60, compact: [LayoutRule] = [], regular: [LayoutRule]) {
    self.compactBelow = compactBelow
    self.compact = compact
    self.regular = regular
  }

  /// Creates a layout whose rules apply at every width.
  public init(_ rules: [LayoutRule]) {
    self.init(compactBelow: 0, regular: rules)
  }

  /// The width class of `width`: ``LayoutWidthClass/regular`` from ``compactBelow`` on.
  public func widthClass(forWidth width: Int) -> LayoutWidthClass {
    width >= compactBelow ? .regular : .compact
  }

  /// The rules of `widthClass`.
  public func rules(for widthClass: LayoutWidthClass) -> [LayoutRule] {
    widthClass == .regular ? regular : compact
  }

  /// The problems the rules have without a form to read.
  ///
  /// They are malformed rules, rules past a limit, sizes that contradict each other, a row placed
  /// by two horizontal rules, and vertical rules that stack rows placed side by side;
  /// ``Form/layoutProblems()`` adds those that need the form: unknown tags, rows of different
  /// sections side by side, an order the form's does not follow.
  public var errors: [LayoutError] {
    LayoutChecker(layout: self, form: nil).check(.compact).errors
      + LayoutChecker(layout: self, form: nil).check(.regular).errors
  }
}
