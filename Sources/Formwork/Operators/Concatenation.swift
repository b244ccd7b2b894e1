import Foundation

// `Form` and `Section` are classes that conform to `RangeReplaceableCollection`, whose standard
// extension offers `+` and `applying(_:)` written for values: on a class, `form + [section]`
// appends to `form` itself and returns it, and `[section] + form` builds a new form and moves
// every section of `form` into it. The overloads below make these spellings do what they read
// as: they return an array and leave the form or section as it was. Where the caller asks for a
// `Form` or `Section` by type, a deprecated overload keeps the standard behaviour, with a
// warning that says so. (An unavailable overload would not help: the compiler prefers the
// standard one to it.) `+=` and `append(contentsOf:)`, which say they change the form, stay.

extension Form {
  /// The form's visible sections followed by `rhs`, as an array; the form is unchanged.
  ///
  /// Sections belong to one form, so `+` cannot make a second form; to add the sections, write
  /// `form += sections`.
  public static func + <Other: Sequence<Section>>(lhs: Form, rhs: Other) -> [Section] {
    Array(lhs) + Array(rhs)
  }

  /// `lhs` followed by the form's visible sections, as an array; the form is unchanged.
  public static func + <Other: Sequence<Section>>(lhs: Other, rhs: Form) -> [Section] {
    Array(lhs) + Array(rhs)
  }

  /// The visible sections of both forms, as an array; neither form changes.
  public static func + (lhs: Form, rhs: Form) -> [Section] {
    Array(lhs) + Array(rhs)
  }

  /// Appends `rhs` to `lhs` and returns `lhs`, as the standard `+` of a range-replaceable
  /// collection does on a class.
  @_disfavoredOverload
  @available(
    *, deprecated,
    message: "a form is a reference: this appends to the left form; write `form += sections`"
  )
  public static func + <Other: Sequence<Section>>(lhs: Form, rhs: Other) -> Form {
    lhs.append(contentsOf: rhs)
    return lhs
  }

  /// A new form holding `lhs` and then the sections of `rhs`, moved out of `rhs`, as the
  /// standard `+` of a range-replaceable collection does on a class.
  @_disfavoredOverload
  @available(
    *, deprecated,
    message:
      "sections belong to one form: this moves the right form's sections into a new form; write `form.insert(contentsOf:at:)`"
  )
  public static func + <Other: Sequence<Section>>(lhs: Other, rhs: Form) -> Form {
    let form = Form()
    form.append(contentsOf: Array(lhs) + Array(rhs))
    return form
  }

  /// The visible sections with `difference` applied, as an array, or `nil` when it does not
  /// apply; the form is unchanged.
  public func applying(_ difference: CollectionDifference<Section>) -> [Section]? {
    Array(self).applying(difference)
  }
}

extension Section {
  /// The section's visible rows followed by `rhs`, as an array; the section is unchanged.
  ///
  /// Rows belong to one section, so `+` cannot make a second section; to add the rows, write
  /// `section += rows`.
  public static func + <Other: Sequence<BaseRow>>(lhs: Section, rhs: Other) -> [BaseRow] {
    Array(lhs) + Array(rhs)
  }

  /// `lhs` followed by the section's visible rows, as an array; the section is unchanged.
  public static func + <Other: Sequence<BaseRow>>(lhs: Other, rhs: Section) -> [BaseRow] {
    Array(lhs) + Array(rhs)
  }

  /// The visible rows of both sections, as an array; neither section changes.
  public static func + (lhs: Section, rhs: Section) -> [BaseRow] {
    Array(lhs) + Array(rhs)
  }

  /// Appends `rhs` to `lhs` and returns `lhs`, as the standard `+` of a range-replaceable
  /// collection does on a class.
  @_disfavoredOverload
  @available(
    *, deprecated,
    message: "a section is a reference: this appends to the left section; write `section += rows`"
  )
  public static func + <Other: Sequence<BaseRow>>(lhs: Section, rhs: Other) -> Section {
    lhs.append(contentsOf: rhs)
    return lhs
  }

  /// A new section holding `lhs` and then the rows of `rhs`, moved out of `rhs`, as the
  /// standard `+` of a range-replaceable collection does on a class.
  @_disfavoredOverload
  @available(
    *, deprecated,
    message:
      "rows belong to one section: this moves the right section's rows into a new section; write `section.insert(contentsOf:at:)`"
  )
  public static func + <Other: Sequence<BaseRow>>(lhs: Other, rhs: Section) -> Section {
    let section = Section()
    section.append(contentsOf: Array(lhs) + Array(rhs))
    return section
  }

  /// The visible rows with `difference` applied, as an array, or `nil` when it does not apply;
  /// the section is unchanged.
  public func applying(_ difference: CollectionDifference<BaseRow>) -> [BaseRow]? {
    Array(self).applying(difference)
  }
}
