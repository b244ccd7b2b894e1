/// The reference from an element to what holds it: a row's to its section, a section's to its
/// form.
///
/// It is `unowned(unsafe)` rather than `weak`: a weak reference costs a side-table lookup on
/// every read, and gives the object it points to a side table, which makes every retain and
/// release of that object slower (measured: a fifth of the time of a condition toggle). It is
/// safe because the holder keeps it right: it sets it when the element joins, clears it when
/// the element leaves, and clears the references of the elements it still holds when it is
/// deinitialized, so it never points to a freed object.
struct HolderReference<Holder: AnyObject> {
  /// The holder, or `nil`.
  unowned(unsafe) var holder: Holder?
}
