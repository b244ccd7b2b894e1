/// One name and value of a submitted form, as a browser sends it: a control's `name` and the
/// text it submits, both decoded.
///
/// ```swift
/// let data = try FormData(urlEncoded: "name=Ada+Lovelace&age=36")
/// data.fields[0]  // FormField(name: "name", value: "Ada Lovelace")
/// ```
public struct FormField: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The control's name: a row's or section's tag, or one of ``HTMLFieldNames``' names.
  public var name: String
  /// The text the control submitted.
  public var value: String

  /// Creates a field.
  ///
  /// - Parameters:
  ///   - name: The control's name.
  ///   - value: The text it submitted.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }

  /// The field as `name=value`, unencoded.
  public var description: String { "\(name)=\(value)" }
}
