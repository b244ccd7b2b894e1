/// Checks the rules of one width class, in order, against each other and (when it has one)
/// against the form; keeps the rules that hold in a ``LayoutPlan`` and reports the others.
///
/// Horizontal rules are checked first, then vertical ones (a vertical rule must not stack rows
/// that a horizontal rule puts side by side); problems are reported in rule order.
struct LayoutChecker {
  let layout: FormLayout
  let form: Form?

  func check(_ widthClass: LayoutWidthClass) -> (errors: [LayoutError], plan: LayoutPlan) {
    let rules = layout.rules(for: widthClass)
    var errors: [LayoutError] = []
    func report(_ rule: LayoutRule, _ number: Int, _ offset: Int, _ problem: LayoutError.Problem) {
      errors.append(
        LayoutError(
          rule: rule.source, offset: offset, problem: problem, widthClass: widthClass,
          ruleNumber: number))
    }
    if rules.count > FormLayout.maximumRules,
      let extra = rules.dropFirst(FormLayout.maximumRules).first
    {
      report(
        extra, FormLayout.maximumRules + 1, 0,
        .malformed(expected: "at most \(FormLayout.maximumRules) rules", found: "more"))
    }
    let numbered = Array(rules.prefix(FormLayout.maximumRules).enumerated())
    let order = formOrder()
    var widths = LayoutSizes()
    var heights = LayoutSizes()
    var bands: [LayoutBand] = []
    var placedBy: [String: Int] = [:]
    var widthTags: [String] = []
    var heightTags: [String] = []
    for pass in [LayoutAxis.horizontal, .vertical] {
      for (index, rule) in numbered where rule.error != nil || rule.axis == pass {
        let number = index + 1
        if let error = rule.error {
          if pass == .horizontal {
            var error = error
            error.widthClass = widthClass
            error.ruleNumber = number
            errors.append(error)
          }
          continue
        }
        if let (offset, problem) = formProblem(of: rule, order: order, placedBy: placedBy) {
          report(rule, number, offset, problem)
          continue
        }
        var trial = LayoutSizes.Trial(
          base: pass == .horizontal ? widths : heights,
          unit: pass == .horizontal ? "width" : "height")
        var conflict: (Int, String)?
        search: for (itemIndex, item) in rule.items.enumerated() {
          for (sizeIndex, size) in item.sizes.enumerated() {
            if let reason = trial.apply(size, to: item.tag) {
              conflict = (rule.sizeOffset(itemIndex, sizeIndex), reason)
              break search
            }
          }
        }
        if let (offset, reason) = conflict {
          report(rule, number, offset, .contradiction(reason))
          continue
        }
        let tags = rule.items.flatMap { item in
          [item.tag] + item.sizes.compactMap { if case .sameAs(let tag) = $0 { tag } else { nil } }
        }
        if pass == .horizontal {
          widths.commit(trial)
          widthTags += tags
          for item in rule.items { placedBy[item.tag] = number }
          let spacings = [rule.leadingEdge ?? .none] + rule.items.dropFirst().map(\.spacingBefore)
          bands.append(LayoutBand(tags: rule.items.map(\.tag), spacings: spacings, rule: rule))
        } else {
          heights.commit(trial)
          heightTags += tags
        }
      }
    }
    errors.sort { ($0.ruleNumber ?? 0) < ($1.ruleNumber ?? 0) }
    let (widthBounds, widthGroups) = widths.resolved(for: widthTags)
    let (heightBounds, heightGroups) = heights.resolved(for: heightTags)
    let plan = LayoutPlan(
      widthClass: widthClass, bands: bands, widths: widthBounds, widthGroups: widthGroups,
      heights: heightBounds, heightGroups: heightGroups)
    return (errors, plan)
  }

  /// Every row's place in the form (hidden ones too), by identity.
  private func formOrder() -> [ObjectIdentifier: Int] {
    guard let form else { return [:] }
    var order: [ObjectIdentifier: Int] = [:]
    for (index, row) in form.allRows.enumerated() { order[ObjectIdentifier(row)] = index }
    return order
  }

  /// The first problem of `rule` that needs the form or the rules before it: an unknown tag, a
  /// row already placed, rows of different sections side by side, rows stacked against the
  /// form's order or across a band.
  private func formProblem(
    of rule: LayoutRule, order: [ObjectIdentifier: Int], placedBy: [String: Int]
  ) -> (Int, LayoutError.Problem)? {
    var rows: [BaseRow] = []
    for (index, item) in rule.items.enumerated() {
      if rule.axis == .horizontal, let earlier = placedBy[item.tag] {
        return (
          rule.tagOffset(index),
          .contradiction(
            "'\(item.tag)' is already placed by rule \(earlier); a row sits in one horizontal rule"
          )
        )
      }
      guard let form else { continue }
      guard let row = form.rowBy(tag: item.tag) else {
        return (rule.tagOffset(index), .unknownTag(item.tag))
      }
      for (sizeIndex, size) in item.sizes.enumerated() {
        if case .sameAs(let other) = size, form.rowBy(tag: other) == nil {
          return (rule.sameAsOffset(index, sizeIndex), .unknownTag(other))
        }
      }
      if let previous = rows.last {
        let previousTag = rule.items[index - 1].tag
        if rule.axis == .horizontal, previous.section !== row.section {
          return (
            rule.tagOffset(index),
            .contradiction(
              "'\(item.tag)' is in another section than '\(previousTag)'; "
                + "rows side by side share a section")
          )
        }
        if rule.axis == .vertical {
          if let band = placedBy[item.tag], placedBy[previousTag] == band {
            return (
              rule.tagOffset(index),
              .contradiction(
                "'\(previousTag)' and '\(item.tag)' sit side by side (rule \(band)), "
                  + "not one above the other")
            )
          }
          let before = order[ObjectIdentifier(previous)] ?? 0
          if (order[ObjectIdentifier(row)] ?? 0) < before {
            return (
              rule.tagOffset(index),
              .contradiction(
                "'\(item.tag)' comes before '\(previousTag)' in the form; "
                  + "vertical rules follow the form's order")
            )
          }
        }
      }
      rows.append(row)
    }
    return nil
  }
}
