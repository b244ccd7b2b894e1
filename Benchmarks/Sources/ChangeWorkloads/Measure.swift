import Foundation

import CAllocatedBytes

/// Bytes the process has allocated with `malloc` and not freed yet, where the C library tells
/// (glibc's `mallinfo2`, Darwin's zone statistics); `nil` elsewhere.
public func allocatedBytes() -> Int? {
  let bytes = formwork_allocated_bytes()
  return bytes < 0 ? nil : Int(bytes)
}

/// The bytes per row that `build` leaves allocated, for a form of `rows` rows: the allocated
/// bytes after building, minus before, over `rows`. What `build` returns is kept until measured.
public func bytesPerRow<T>(rows: Int, _ build: (Int) -> T) -> Double? {
  guard let before = allocatedBytes() else { return nil }
  let built = build(rows)
  guard let after = allocatedBytes() else { return nil }
  withExtendedLifetime(built) {}
  return Double(after - before) / Double(rows)
}

/// Nanoseconds `body` takes, on the continuous clock.
public func nanoseconds(_ body: () -> Void) -> Double {
  let start = ContinuousClock.now
  body()
  let elapsed = ContinuousClock.now - start
  return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
}
