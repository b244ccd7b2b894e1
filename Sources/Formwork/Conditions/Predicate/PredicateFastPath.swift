/// The tuning that evaluating a predicate over a typed row needs, kept in one place so that
/// `RowOf` reads plainly.
///
/// A predicate reads a row's value for every evaluation (`"$sw == true"` reads the switch once
/// for each of the rows it hides). Reading it through generic code looks up the metadata of
/// `T?` twice per read, which cost about a tenth of the 200-row toggle of
/// `Benchmarks/Sources/ChangeWorkloads` (`ChangeRatios`, issue #28). For rows of `Bool`,
/// `String`, `Int` and `Double`, ``value(of:)`` reads the value as that type instead
/// (`unsafeDowncast` after a type check), through the row's ``RowOf/value`` as before, so a
/// subclass that overrides `value` is still read through its override. Any other type is read in
/// a function of its own (``genericValue(of:)``): written inline, it made every call ask the
/// runtime for the metadata of `T?` before the first comparison (about 300 instructions and a
/// lookup in a locked cache, per read of the switch, in the same toggle).
enum PredicateFastPath {
  /// `row`'s value as a predicate reads it.
  static func value<T>(of row: RowOf<T>) -> PredicateValue {
    if T.self == Bool.self { return .reading(unsafeDowncast(row, to: RowOf<Bool>.self).value) }
    if T.self == String.self {
      return .reading(unsafeDowncast(row, to: RowOf<String>.self).value)
    }
    if T.self == Int.self { return .reading(unsafeDowncast(row, to: RowOf<Int>.self).value) }
    if T.self == Double.self {
      return .reading(unsafeDowncast(row, to: RowOf<Double>.self).value)
    }
    return genericValue(of: row)
  }

  /// `row`'s value as a predicate reads it, for a `T` other than the four above.
  @inline(never)
  private static func genericValue<T>(of row: RowOf<T>) -> PredicateValue {
    .reading(row.value)
  }
}
