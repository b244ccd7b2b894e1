extension Section {
  /// The section's own rules, described.
  ///
  /// They are a multivalued section's ``BaseMultivaluedSection/minimumItems`` and ``BaseMultivaluedSection/maximumItems``, a
  /// selectable section's ``SelectableSection/minimumSelections`` and
  /// ``SelectableSection/maximumSelections`` (as ``RuleConstraint/minItems(_:)`` and
  /// ``RuleConstraint/maxItems(_:)``), each with the error a count past it gets, its message
  /// naming the section as its validation would. Empty for other sections.
  public var ruleDescriptions: [RuleDescription] {
    (self as? any CountLimitedSection)?.countLimits.descriptions(of: self) ?? []
  }
}

/// A section with limits on how many items or selections it holds.
protocol CountLimitedSection: Section {
  /// The limits, with their keys and texts.
  var countLimits: SectionCountLimits { get }
}

extension BaseMultivaluedSection: CountLimitedSection {}
extension SelectableSection: CountLimitedSection {}
