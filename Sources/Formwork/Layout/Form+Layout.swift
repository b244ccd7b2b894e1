/// A form's layout rules, checked against its rows, and the plan renderers follow.
extension Form {
  /// Every problem of ``layout`` at once, for both width classes (compact first), each rule's
  /// first: malformed rules, tags no row has, sizes that contradict each other or an earlier
  /// rule, a row placed by two horizontal rules, rows of different sections side by side, and
  /// vertical rules that go against the form's order or stack rows placed side by side.
  ///
  /// ``lint()`` lists them as ``FormError/invalidLayout(_:)``.
  ///
  /// - Returns: The problems; empty without a layout.
  /// - Complexity: O(*n* + *r*) in the rows and the size of the rules.
  public func layoutProblems() -> [LayoutError] {
    guard let layout else { return [] }
    let checker = LayoutChecker(layout: layout, form: self)
    return checker.check(.compact).errors + checker.check(.regular).errors
  }

  /// The rules that apply at `width` columns and hold, resolved against the form; `nil` when
  /// the form has no ``layout`` or none of the width class's rules hold (the vertical layout).
  ///
  /// - Parameter width: The width being drawn, in columns.
  /// - Returns: The plan of the width class of `width`, or `nil` for the vertical layout.
  /// - Complexity: O(*n* + *r*) in the rows and the size of the rules.
  public func layoutPlan(forWidth width: Int) -> LayoutPlan? {
    guard let layout else { return nil }
    let plan = LayoutChecker(layout: layout, form: self).check(layout.widthClass(forWidth: width))
      .plan
    return plan.isEmpty ? nil : plan
  }
}
