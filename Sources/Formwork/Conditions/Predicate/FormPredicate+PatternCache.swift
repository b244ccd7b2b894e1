/// The process-wide cache of compiled `MATCHES` patterns, as far as callers can see it.
extension FormPredicate {
  /// The most compiled `MATCHES` patterns the process keeps: 256.
  ///
  /// A condition evaluated often compiles its pattern once. Past this many distinct patterns the
  /// one used least recently is dropped (and compiled again if it is used again), so forms built
  /// from untrusted patterns cannot grow the process's memory without a bound.
  public static let maximumCachedPatterns = PredicateRegex.capacity

  /// How many compiled `MATCHES` patterns the process keeps now; never more than
  /// ``maximumCachedPatterns``.
  public static var cachedPatternCount: Int { PredicateRegex.count }
}
