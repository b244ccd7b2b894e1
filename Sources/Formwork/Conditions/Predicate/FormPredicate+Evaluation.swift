import Foundation

extension FormPredicate {
  /// Evaluates the predicate against a form's current rows.
  ///
  /// A tag no row has reads as `nil`; ``Form/lint()`` reports it.
  ///
  /// - Complexity: O(*n*) in the size of the predicate at most (`AND` and `OR` stop at the first
  ///   part that decides); it does not recurse, so a predicate built in code may nest deeper
  ///   than the parser's ``maximumNestingDepth``.
  public func evaluate(in form: Form) -> Bool {
    evaluate { reference in form.predicateValue(for: reference) }
  }

  /// A group whose parts are still being evaluated.
  private enum PendingGroup {
    case not
    case and(ArraySlice<FormPredicate>)
    case or(ArraySlice<FormPredicate>)
  }

  /// Evaluates the predicate, reading each tag's value or state through `resolve`.
  func evaluate(_ resolve: (PredicateOperand.Reference) -> PredicateValue) -> Bool {
    var groups: [PendingGroup] = []
    var next = self
    var answer = false
    while true {
      // Go down to the first part that is not a group, keeping the groups on the way.
      switch next {
      case .constant(let value):
        answer = value
      case .comparison(let left, let op, let right, let options):
        answer = PredicateComparison.holds(
          left.resolved(resolve), op, right.resolved(resolve), options)
      case .not(let inner):
        groups.append(.not)
        next = inner
        continue
      case .and(let parts):
        guard let first = parts.first else {
          answer = true
          break
        }
        groups.append(.and(parts.dropFirst()))
        next = first
        continue
      case .or(let parts):
        guard let first = parts.first else {
          answer = false
          break
        }
        groups.append(.or(parts.dropFirst()))
        next = first
        continue
      }
      // Come back up with the answer until a group needs its next part.
      var descended = false
      while !descended, let group = groups.popLast() {
        switch group {
        case .not:
          answer.toggle()
        case .and(let rest):
          if answer, let part = rest.first {
            groups.append(.and(rest.dropFirst()))
            next = part
            descended = true
          }
        case .or(let rest):
          if !answer, let part = rest.first {
            groups.append(.or(rest.dropFirst()))
            next = part
            descended = true
          }
        }
      }
      if !descended { return answer }
    }
  }
}

extension PredicateOperand {
  func resolved(_ resolve: (Reference) -> PredicateValue) -> PredicateValue {
    if case .literal(let value) = self { return value }
    guard let reference else { return .nil }
    return resolve(reference)
  }
}

extension Form {
  /// What a predicate reads for a tag: a row's value or state, or a section's hidden state.
  func predicateValue(for reference: PredicateOperand.Reference) -> PredicateValue {
    let row = rowBy(tag: reference.tag)
    switch reference.property {
    case .value:
      return row?.predicateValue ?? .nil
    case .isHidden:
      if let row { return .bool(row.isHidden) }
      if let section = sectionBy(tag: reference.tag) { return .bool(section.isHidden) }
      return .nil
    case .isDisabled:
      return row.map { .bool($0.isDisabled) } ?? .nil
    }
  }
}

/// The typed comparisons of the predicate language.
enum PredicateComparison {
  static func holds(
    _ lhs: PredicateValue, _ op: PredicateOperator, _ rhs: PredicateValue,
    _ options: PredicateOptions
  ) -> Bool {
    switch op {
    case .equalTo: return equal(lhs, rhs, options)
    case .notEqualTo: return !equal(lhs, rhs, options)
    case .lessThan: return order(lhs, rhs, options) == .orderedAscending
    case .lessThanOrEqualTo:
      return order(lhs, rhs, options).map { $0 != .orderedDescending } ?? false
    case .greaterThan: return order(lhs, rhs, options) == .orderedDescending
    case .greaterThanOrEqualTo:
      return order(lhs, rhs, options).map { $0 != .orderedAscending } ?? false
    case .contains:
      switch (lhs, rhs) {
      case (.string(let text), .string(let part)):
        return PredicateText.contains(fold(text, options), fold(part, options))
      case (.list(let items), _):
        return items.contains { equal($0, rhs, options) }
      default:
        return false
      }
    case .beginsWith:
      guard case .string(let text) = lhs, case .string(let prefix) = rhs else { return false }
      return PredicateText.hasPrefix(fold(text, options), fold(prefix, options))
    case .endsWith:
      guard case .string(let text) = lhs, case .string(let suffix) = rhs else { return false }
      return PredicateText.hasSuffix(fold(text, options), fold(suffix, options))
    case .like:
      guard case .string(let text) = lhs, case .string(let pattern) = rhs else { return false }
      return PredicateText.like(fold(text, options), pattern: fold(pattern, options))
    case .matches:
      guard case .string(let text) = lhs, case .string(let pattern) = rhs,
        let regex = PredicateRegex.compile(pattern, options: options)
      else { return false }
      let subject = options.contains(.diacriticInsensitive) ? fold(text, options) : text
      let range = NSRange(subject.startIndex..., in: subject)
      return regex.firstMatch(in: subject, options: [], range: range) != nil
    case .in:
      switch rhs {
      case .list(let items):
        return items.contains { equal(lhs, $0, options) }
      case .string(let text):
        guard case .string(let part) = lhs else { return false }
        return PredicateText.contains(fold(text, options), fold(part, options))
      default:
        return false
      }
    }
  }

  private static func fold(_ text: String, _ options: PredicateOptions) -> String {
    PredicateText.fold(text, options)
  }

  static func equal(_ lhs: PredicateValue, _ rhs: PredicateValue, _ options: PredicateOptions)
    -> Bool
  {
    switch (lhs, rhs) {
    case (.nil, .nil): return true
    case (.nil, _), (_, .nil): return false
    case (.string(let a), .string(let b)): return fold(a, options) == fold(b, options)
    case (.date(let a), .date(let b)): return a == b
    case (.list(let a), .list(let b)):
      return sameElements(a, b, options)
    case (.int(let a), .int(let b)): return a == b
    default:
      guard let a = lhs.number, let b = rhs.number else { return false }
      return a == b
    }
  }

  /// Whether two lists hold equal values the same number of times, in any order: a row's `Set`
  /// has no order, so `{'a', 'b'}` and `{'b', 'a'}` must both equal it.
  ///
  /// - Complexity: O(*n*²) comparisons; lists in predicates are short.
  private static func sameElements(
    _ a: [PredicateValue], _ b: [PredicateValue], _ options: PredicateOptions
  ) -> Bool {
    guard a.count == b.count else { return false }
    if zip(a, b).allSatisfy({ equal($0, $1, options) }) { return true }
    var unmatched = b
    for value in a {
      guard let index = unmatched.firstIndex(where: { equal(value, $0, options) }) else {
        return false
      }
      unmatched.remove(at: index)
    }
    return true
  }

  static func order(_ lhs: PredicateValue, _ rhs: PredicateValue, _ options: PredicateOptions)
    -> ComparisonResult?
  {
    func result<T: Comparable>(_ a: T, _ b: T) -> ComparisonResult {
      a < b ? .orderedAscending : (a > b ? .orderedDescending : .orderedSame)
    }
    switch (lhs, rhs) {
    case (.string(let a), .string(let b)): return result(fold(a, options), fold(b, options))
    case (.date(let a), .date(let b)): return result(a, b)
    case (.int(let a), .int(let b)): return result(a, b)
    default:
      guard let a = lhs.number, let b = rhs.number else { return nil }
      return result(a, b)
    }
  }
}
