/// The precedence of `+++`: looser than `<<<`, so rows join their section before the section
/// joins the form.
precedencegroup FormPrecedence {
  associativity: left
  higherThan: LogicalConjunctionPrecedence
}

/// The precedence of `<<<`.
precedencegroup SectionPrecedence {
  associativity: left
  higherThan: FormPrecedence
}

/// Adds a section to a form.
infix operator +++ : FormPrecedence

/// Adds a row to a section.
infix operator <<< : SectionPrecedence

/// Appends a section to a form.
///
/// - Returns: The form, so that more sections can follow.
@discardableResult
public func +++ (left: Form, right: Section) -> Form {
  left.append(right)
  return left
}

/// Appends a new section holding `right` to a form.
@discardableResult
public func +++ (left: Form, right: BaseRow) -> Form {
  left.append(Section() <<< right)
  return left
}

/// Creates a form with two sections.
@discardableResult
public func +++ (left: Section, right: Section) -> Form {
  let form = Form()
  form.append(left)
  form.append(right)
  return form
}

/// Creates a form with `left` and a new section holding `right`.
@discardableResult
public func +++ (left: Section, right: BaseRow) -> Form {
  left +++ (Section() <<< right)
}

/// Creates a form with two sections, each holding one row.
@discardableResult
public func +++ (left: BaseRow, right: BaseRow) -> Form {
  (Section() <<< left) +++ (Section() <<< right)
}

/// Appends a row to a section.
///
/// - Returns: The section, so that more rows can follow.
@discardableResult
public func <<< (left: Section, right: BaseRow) -> Section {
  left.append(right)
  return left
}

/// Creates a section with two rows.
@discardableResult
public func <<< (left: BaseRow, right: BaseRow) -> Section {
  let section = Section()
  section.append(left)
  section.append(right)
  return section
}

/// Appends rows to a section.
public func += <C: Collection>(lhs: inout Section, rhs: C) where C.Element == BaseRow {
  lhs.append(contentsOf: rhs)
}

/// Appends sections to a form.
public func += <C: Collection>(lhs: inout Form, rhs: C) where C.Element == Section {
  lhs.append(contentsOf: rhs)
}
