import Foundation

/// The tuning that validating a large form needs, kept in one place so that `RowOf` and
/// `BaseRow` read plainly.
///
/// Measures, each justified by `Benchmarks/ValidationBenchmarks` (`form.validate()` and
/// `form.validate(quietly: true)` over 100,000 rows of three rules, against the plain-closure
/// controls of the same run; issue #13 measured each one switched off):
/// - ``errors(of:)`` runs code specialised for rows of `String`, `Int`, `Double` and `Bool`
///   (`unsafeDowncast` after a type check): generic code looks up the metadata of `T?` on every
///   call, which costs more than the rules themselves.
/// - ``SharedChecks`` lets rows given equal built-in rules share one stored check, so validating
///   reads a few checks from memory instead of one per rule per row.
/// - `RowOf.collectErrors()` gives back the row's last errors, the same array, while its rules
///   fail as they did (the same rules' errors, in order) and the errors still name the row as
///   it is (`BaseRow.reportsAgain(_:)`): a form validated again without changes builds no
///   arrays and writes nothing, and the row's setter sees the same array at once. Issue #28
///   measured it with `ChangeRatios --only "form.validate()"`: about a sixth of the instructions.
/// - ``SharedRuleLists`` lets rows given the same shared checks in the same order share one
///   rules array, and `BaseRow.validationStorage` sits next to `RowOf`'s value and rules, so a
///   large form's validation reads a few cache lines a row instead of ten (issue #28, measured
///   with callgrind's cache simulation; see `Benchmarks/README.md`).
/// - ``PlainKind`` lets the form validate rows of its own final classes without a dynamic call,
///   `ValidationPrefetcher` asks for each row's lines before they are read, and
///   `FormValidationAnswer` gives back the form's last answer while no row's errors changed
///   (issue #28, profiled with `perf`: what a large form's validation waited for).
///
/// Without the first two, validation took about three times as long at the first quartile; the
/// run-time exclusivity checks on the row's value, rules and input error, once left out with
/// `@exclusivity(unchecked)`, made no difference that the benchmark could see and came back.
/// Counted in instructions (issue #28), the checks on the rules and on the row's validation
/// state are a few percent of a validation, and are left out again.
@usableFromInline
enum ValidationFastPath {
  /// The errors of `row`'s current value, through code specialised for the common value types.
  static func errors<T>(of row: RowOf<T>) -> [ValidationError] {
    if T.self == String.self { return unsafeDowncast(row, to: RowOf<String>.self).collectErrors() }
    if T.self == Int.self { return unsafeDowncast(row, to: RowOf<Int>.self).collectErrors() }
    if T.self == Double.self { return unsafeDowncast(row, to: RowOf<Double>.self).collectErrors() }
    if T.self == Bool.self { return unsafeDowncast(row, to: RowOf<Bool>.self).collectErrors() }
    return row.collectErrors()
  }
}

extension ValidationFastPath {
  /// Lets rows that are given equal rules share one stored check.
  ///
  /// A form of many rows usually gives each row the same few rules, written inline
  /// (`$0.add(rule: RuleRequired())`). Each stored check is a closure holding a copy of its rule, so
  /// without sharing every row carries its own copies, and validating a large form reads them all
  /// from memory. For each rule type this remembers the last built-in rule added and its check; a
  /// rule equal to it reuses that check. The built-in rules are values whose checks read nothing
  /// but their stored properties, so equal rules check the same way and sharing changes nothing a
  /// row can observe; at most one check per rule type is kept alive. Rules defined outside the
  /// library are never shared: their `==` may ignore something their check reads.
  @usableFromInline
  final class SharedChecks: @unchecked Sendable {
    /// The checks rows share, across every form.
    @usableFromInline static let shared = SharedChecks()

    /// What is known of one rule type: nothing to share, or its last rule and that rule's check.
    private enum Entry {
      case notSharable
      /// `matches` compares a rule of the entry's type, passed by address, with the last one;
      /// `check` is a `Box<ValidationRuleHelper<RowValueType>>`.
      case last(matches: (UnsafeRawPointer) -> Bool, check: AnyObject)
    }

    /// A check kept as an object, so reading it back is a cast no run-time lookup has to prove.
    private final class Box<Value> {
      let value: Value
      init(_ value: Value) { self.value = value }
    }

    // Guards `entries`, which any thread adding a rule may read and write.
    private let lock = NSLock()
    // Keyed by the rule's type, which also fixes the type of the stored check.
    private var entries: [ObjectIdentifier: Entry] = [:]

    /// The check remembered for a rule equal to `rule`, if there is one.
    @usableFromInline
    func check<Rule: RuleType>(for rule: Rule) -> ValidationRuleHelper<Rule.RowValueType>? {
      let entry = lock.withLock { entries[ObjectIdentifier(Rule.self)] }
      guard case .last(let matches, let check)? = entry,
        withUnsafePointer(to: rule, { matches(UnsafeRawPointer($0)) })
      else { return nil }
      // The entry was stored for `Rule`, so its check holds a helper of `Rule.RowValueType`.
      return unsafeDowncast(check, to: Box<ValidationRuleHelper<Rule.RowValueType>>.self).value
    }

    /// Remembers `helper` as the check of `rule`, for the next equal rule.
    @usableFromInline
    func remember<Rule: RuleType>(_ helper: ValidationRuleHelper<Rule.RowValueType>, for rule: Rule)
    {
      let key = ObjectIdentifier(Rule.self)
      if case .notSharable? = lock.withLock({ entries[key] }) { return }
      guard let sharable = rule as? any SharableRule else {
        lock.withLock { entries[key] = .notSharable }
        return
      }
      let entry = Entry.last(matches: Self.matcher(for: sharable), check: Box(helper))
      lock.withLock { entries[key] = entry }
    }

    private static func matcher<Value: SharableRule>(for value: Value) -> (UnsafeRawPointer) -> Bool
    {
      { $0.assumingMemoryBound(to: Value.self).pointee == value }
    }
  }
}

/// A built-in rule whose check reads only its stored properties, so equal rules may share one
/// stored check (see `ValidationFastPath.SharedChecks`).
@usableFromInline
protocol SharableRule: Equatable {}

extension ValidationFastPath {
  /// A rule's check, kept as an immutable object.
  ///
  /// Validating a row calls it without a retain and a release of its closure for each rule
  /// (`RowOf.collectErrors()`, through `Unmanaged`, while the row's rules array holds it).
  /// Issue #28, `ChangeRatios --only "form.validate()"`: retains and releases were about half
  /// its time.
  @usableFromInline
  final class RuleCheck<Value> {
    /// The check: `nil` when the value passes, otherwise the error.
    @usableFromInline let run: (Value?) -> ValidationError?

    /// A check running `run`.
    @inlinable
    init(_ run: @escaping (Value?) -> ValidationError?) { self.run = run }
  }
}
