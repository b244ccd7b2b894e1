/// An answer for a server framework to send: a status, header pairs and a text body, as
/// ``FormExchange`` makes them.
///
/// Convert it once in the server (a few lines per framework; see <doc:ServingForms>):
///
/// ```swift
/// var headers = HTTPHeaders(response.headers.map { ($0.name, $0.value) })
/// return Response(status: .init(statusCode: response.status), headers: headers,
///                 body: .init(string: response.body))
/// ```
public struct FormResponse: Sendable {
  /// The HTTP status code, such as 200, 303 or 422.
  public var status: Int
  /// The header pairs, in order; a name may come more than once.
  public var headers: [(name: String, value: String)]
  /// The body, as UTF-8 text (HTML or plain text); empty for a redirect.
  public var body: String
  /// Whether the server should close the connection after the answer.
  ///
  /// It is set when the body was refused before it was read whole (too large, too slow): read no
  /// more of it. The headers then hold `Connection: close` too.
  public var closesConnection: Bool

  /// Creates an answer.
  ///
  /// - Parameters:
  ///   - status: The HTTP status code.
  ///   - headers: The header pairs.
  ///   - body: The body's text.
  ///   - closesConnection: Whether to close the connection after it.
  public init(
    status: Int, headers: [(name: String, value: String)] = [], body: String = "",
    closesConnection: Bool = false
  ) {
    self.status = status
    self.headers = headers
    self.body = body
    self.closesConnection = closesConnection
  }

  /// The value of the first header named `name` (compared without regard to ASCII case).
  ///
  /// - Parameter name: The header's name.
  /// - Returns: Its value, or `nil` when the answer has no such header.
  public func header(_ name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }

  /// A plain-text answer with the headers of an answer that is not a page
  /// (``SecurityHeaders/otherAnswer()``).
  ///
  /// - Parameters:
  ///   - text: The text, a sentence for the person or program that sent the request.
  ///   - status: The HTTP status code.
  ///   - closesConnection: Whether to close the connection after it (`Connection: close`).
  /// - Returns: The answer.
  public static func text(_ text: String, status: Int, closesConnection: Bool = false)
    -> FormResponse
  {
    var headers = [(name: "Content-Type", value: "text/plain; charset=utf-8")]
    headers += SecurityHeaders.otherAnswer()
    if closesConnection { headers.append(("Connection", "close")) }
    return FormResponse(
      status: status, headers: headers, body: text, closesConnection: closesConnection)
  }

  /// `303 See Other` to `location`: what a handler answers a valid submission with once it has
  /// stored it, so that reloading the next page does not send the form again.
  ///
  /// - Parameter location: The address to go to, such as `/welcome`.
  /// - Returns: The answer.
  public static func redirect(to location: String) -> FormResponse {
    FormResponse(status: 303, headers: [("Location", location)] + SecurityHeaders.otherAnswer())
  }
}
