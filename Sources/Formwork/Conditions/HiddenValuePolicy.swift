/// What happens to the value of a row while it is hidden.
///
/// Whatever the policy, a hidden row's value is left out of ``Form/values(includeHidden:)``
/// unless `includeHidden` is `true`, as in Eureka.
public enum HiddenValuePolicy: Sendable {
  /// The row keeps its value while hidden, and shows it again when it comes back (Eureka's and
  /// XLForm's behaviour, and the default).
  case keep
  /// The row's value is cleared (set to `nil`, which runs `onChange`) when the row is hidden.
  case clear
}
