import Foundation

/// Nanoseconds of wall-clock time for one run of `work`.
///
/// - Parameter work: What is measured.
/// - Returns: The time it took, in nanoseconds.
/// - Throws: What `work` throws.
public func time(_ work: () throws -> Void) rethrows -> Double {
  let start = ContinuousClock.now
  try work()
  return nanoseconds(of: ContinuousClock.now - start)
}

/// The nanoseconds of `duration`.
///
/// - Parameter duration: A time span, such as the difference of two `ContinuousClock` instants.
/// - Returns: `duration` in nanoseconds.
public func nanoseconds(of duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

/// The median of `values`: the middle one once sorted (the upper middle of an even count).
///
/// - Parameter values: At least one sample.
/// - Returns: The median, or 0 for no samples.
public func median(_ values: [Double]) -> Double {
  guard !values.isEmpty else { return 0 }
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

/// A figure with its unit: nanoseconds under 10,000 as ns, under a million as µs, above as ms.
///
/// - Parameter nanoseconds: A time in nanoseconds.
/// - Returns: The time written with its unit, such as `12.3 µs`.
public func format(_ nanoseconds: Double) -> String {
  nanoseconds >= 1_000_000
    ? String(format: "%.2f ms", nanoseconds / 1e6)
    : nanoseconds >= 10_000
      ? String(format: "%.1f µs", nanoseconds / 1e3) : String(format: "%.0f ns", nanoseconds)
}
