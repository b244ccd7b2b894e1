import FormworkHTML
import HTTPTypes
import Hummingbird

extension Request {
  /// The value of the header `name`, for ``FormworkHTML/FormExchange``: `Host` is the request's
  /// authority (swift-http-types keeps it apart from the other fields).
  func header(named name: String) -> String? {
    if name.lowercased() == "host" { return head.authority }
    return HTTPField.Name(name).flatMap { headers[$0] }
  }
}

extension Response {
  /// `response` as Hummingbird's.
  init(_ response: FormResponse) {
    self.init(
      status: HTTPResponse.Status(code: response.status),
      headers: HTTPFields.pairs(response.headers),
      body: ResponseBody(byteBuffer: ByteBuffer(string: response.body)))
  }
}

extension HTTPFields {
  /// Header pairs of FormworkHTML as fields (every name it writes is a valid field name).
  static func pairs(_ pairs: [(name: String, value: String)]) -> HTTPFields {
    HTTPFields(
      pairs.compactMap { pair in
        HTTPField.Name(pair.name).map { HTTPField(name: $0, value: pair.value) }
      })
  }
}
