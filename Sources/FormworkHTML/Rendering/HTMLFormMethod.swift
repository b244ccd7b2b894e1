/// The HTTP method a rendered form submits with: the `method` attribute of its `<form>`.
public enum HTMLFormMethod: String, Equatable, Hashable, Sendable {
  /// `GET`: the fields travel in the query string of the form's URL.
  case get
  /// `POST`: the fields travel in the request's body, as
  /// `application/x-www-form-urlencoded`.
  case post
}
