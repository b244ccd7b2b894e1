/// Two values picked together, the value of a ``DoublePickerRow``, as Eureka's `Tuple`.
public struct Tuple<A: Equatable, B: Equatable>: Equatable {
  /// The value of the first wheel.
  public let a: A
  /// The value of the second wheel.
  public let b: B

  /// Creates a pair.
  public init(a: A, b: B) {
    self.a = a
    self.b = b
  }
}

/// Three values picked together, the value of a ``TriplePickerRow``, as Eureka's `Tuple3`.
public struct Tuple3<A: Equatable, B: Equatable, C: Equatable>: Equatable {
  /// The value of the first wheel.
  public let a: A
  /// The value of the second wheel.
  public let b: B
  /// The value of the third wheel.
  public let c: C

  /// Creates a triple.
  public init(a: A, b: B, c: C) {
    self.a = a
    self.b = b
    self.c = c
  }
}

extension Tuple: Hashable where A: Hashable, B: Hashable {}
extension Tuple: Sendable where A: Sendable, B: Sendable {}
extension Tuple3: Hashable where A: Hashable, B: Hashable, C: Hashable {}
extension Tuple3: Sendable where A: Sendable, B: Sendable, C: Sendable {}

extension Tuple: CustomStringConvertible {
  /// Both parts, comma-separated, as the row shows them by default: `Europe, Paris`.
  public var description: String { "\(a), \(b)" }
}

extension Tuple3: CustomStringConvertible {
  /// The three parts, comma-separated: `Europe, France, Paris`.
  public var description: String { "\(a), \(b), \(c)" }
}
