/// The reference from an element to what holds it: a row's to its section, a section's to its
/// form.
///
/// It is `unowned(unsafe)` rather than `weak`: a weak reference costs a side-table lookup on
/// every read, and gives the object it points to a side table, which makes every retain and
/// release of that object slower (measured: a fifth of the time of a condition toggle). It is
/// safe because the holder keeps it right: it sets it when the element joins, clears it when
/// the element leaves, and clears the references of the elements it still holds when it is
/// deinitialized, so it never points to a freed object.
///
/// Reading ``holder`` gives a strong reference, which costs a retain and a release;
/// ``withHolder(_:)`` lends the holder to a closure without them, for the checks made for every
/// row a change hides or shows (measured by `ChangeRatios`' toggle of 200 rows, issue #28).
struct HolderReference<Holder: AnyObject> {
  /// The holder, unretained, or `nil`.
  private var storage: Unmanaged<Holder>?

  /// The holder, or `nil`.
  var holder: Holder? {
    get { storage?.takeUnretainedValue() }
    set { storage = newValue.map { Unmanaged.passUnretained($0) } }
  }

  /// What `body` gives for the holder, lent without a retain; `nil` when there is no holder.
  @inline(__always)
  func withHolder<Result>(_ body: (Holder) -> Result) -> Result? {
    storage?._withUnsafeGuaranteedRef(body)
  }
}
