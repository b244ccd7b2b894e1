/// The bound on value changes that callbacks set off inside each other.
extension Form {
  /// How many value changes may run inside each other — a change whose `onChange` (or
  /// validation callback, observer, delegate) sets another row's value, whose callbacks set
  /// another's, and so on: 100.
  ///
  /// Conditions need no such bound (they are evaluated in a loop, and a cycle among them is
  /// caught), but callbacks are arbitrary code: two `onChange` callbacks that set each other's row
  /// to a new value each time would otherwise recurse until the stack overflows. A change nested
  /// deeper than this is still stored, its cell updated and the conditions that read it
  /// evaluated, but its callbacks do not run, so the loop ends there; the form records
  /// ``FormError/valueChangeLoop(_:)`` naming the rows of the loop in ``problems``, and
  /// ``lint()`` and ``check()`` report it.
  ///
  /// ```swift
  /// let a = IntRow("a"), b = IntRow("b")
  /// a.onChange { b.value = ($0.value ?? 0) + 1 }
  /// b.onChange { a.value = ($0.value ?? 0) + 1 }
  /// let form = Form() +++ Section() <<< a <<< b
  /// a.value = 0
  /// form.problems  // [.valueChangeLoop(["a", "b"])]
  /// ```
  public static let maximumNestedValueChanges = 100

  /// Whether a value change of `row` may run its callbacks now; when it may not, the loop is
  /// recorded in ``problems``.
  func mayRunCallbacks(forChangeOf row: BaseRow) -> Bool {
    guard valueChangeChain.count + eventQueue.deliveryDepth >= Self.maximumNestedValueChanges
    else { return true }
    var seen: Set<ObjectIdentifier> = []
    var members: [String] = []
    for member in valueChangeChain + [row] where seen.insert(ObjectIdentifier(member)).inserted {
      members.append(member.reference)
    }
    let problem = FormError.valueChangeLoop(members)
    if !problems.contains(problem) { record(problem) }
    return false
  }
}
