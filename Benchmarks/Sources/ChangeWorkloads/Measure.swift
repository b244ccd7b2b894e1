import BenchmarkSupport
import CAllocatedBytes
import Formwork
import Foundation

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

/// The bytes each kind of object of a form keeps alone, per object, for 10,000 of them: rows
/// of each type outside a form, sections, and the baseline's rows.
public func memoryParts() -> [(String, Double)] {
  let count = 10_000
  func part<T>(_ name: String, _ make: @escaping (Int) -> T) -> (String, Double) {
    (name, bytesPerRow(rows: count) { n in (0..<n).map(make) } ?? 0)
  }
  return [
    part("TextRow with tag, title, value") { i in
      TextRow(tag(i)) {
        $0.title = "Text \(i)"
        $0.value = "value \(i)"
      }
    },
    part("IntRow with tag, title, value") { i in
      IntRow(tag(i)) {
        $0.title = "Int \(i)"
        $0.value = i
      }
    },
    part("SwitchRow with tag, title, value") { i in
      SwitchRow(tag(i)) {
        $0.title = "Switch \(i)"
        $0.value = true
      }
    },
    part("Section with a header") { i in Section("Section \(i)") },
    part("baseline row with tag, title, value") { i in
      PlainValueRow<String>(tag(i)) {
        $0.title = "Text \(i)"
        $0.value = "value \(i)"
      }
    },
  ]
}
