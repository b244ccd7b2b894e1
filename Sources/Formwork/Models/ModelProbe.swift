import Foundation

/// Makes a placeholder instance of a `Decodable` model type, with no data, so that the walker
/// that maps instances to rows (``ModelWalker``) maps the type alone the same way.
///
/// The type decodes itself from a ``ModelProbeDecoder`` that answers every request with a
/// placeholder: text empty, numbers 0, `Bool` false, fixed `Date`, `URL`, `Decimal`, `UUID` and
/// ``FormImage`` values, a `CaseIterable` enum its first case (without decoding), arrays and
/// dictionaries empty, optional properties `nil` (the walker probes an optional nested model
/// when it meets one), and nested models probed in turn. The placeholders never reach a row:
/// the form built from them is emptied.
enum ModelProbe {
  /// A placeholder instance of `type`, probed at `path` (empty for the root), `depth` levels
  /// below the root, inside the model types `ancestors`.
  ///
  /// - Throws: ``ModelFormError/notAModel(type:)`` when the root does not decode as keys and
  ///   values; ``ModelFormError/recursiveType(property:type:)`` and
  ///   ``ModelFormError/tooDeeplyNested(property:limit:)`` as the walker reports them;
  ///   ``ModelFormError/unsupportedType(property:type:reason:)`` for an enum without cases or a
  ///   value that is no model and has no placeholder;
  ///   ``ModelFormError/placeholderRejected(property:type:reason:)`` when the type's
  ///   `init(from:)` refuses the placeholders.
  static func instance<Model: Decodable>(
    of type: Model.Type, options: ModelFormOptions, path: String = "", depth: Int = 0,
    ancestors: [ObjectIdentifier] = []
  ) throws(ModelFormError) -> Model {
    let context = ModelProbeContext(maximumDepth: options.maximumDepth)
    let decoder = ModelProbeDecoder(
      context: context, type: Model.self, path: path, depth: depth, ancestors: ancestors,
      isRoot: true)
    do {
      return try placeholder(Model.self, decoder: decoder)
    } catch let failure as ModelProbeFailure {
      throw failure.error
    } catch {
      throw .placeholderRejected(
        property: path, type: ModelTypeName.of(Model.self), reason: FormValueError.reason(error))
    }
  }

  /// A placeholder instance of a type known only at run time, or `nil` when it is not
  /// `Decodable`.
  static func instance(
    ofAny type: Any.Type, options: ModelFormOptions, path: String, depth: Int,
    ancestors: [ObjectIdentifier]
  ) throws(ModelFormError) -> Any? {
    guard let decodable = type as? any Decodable.Type else { return nil }
    func open<Model: Decodable>(_ type: Model.Type) throws(ModelFormError) -> Any {
      try instance(of: type, options: options, path: path, depth: depth, ancestors: ancestors)
    }
    return try open(decodable)
  }

  /// The placeholder of a value type that cannot decode itself from placeholders, or `nil`.
  static func fixedPlaceholder(_ type: Any.Type) -> Any? {
    switch type {
    case is String.Type: ""
    case is Bool.Type: false
    case is Int.Type: 0
    case is Double.Type: 0.0
    case is Float.Type: Float(0)
    case is Decimal.Type: Decimal.zero
    case is Date.Type: Date(timeIntervalSinceReferenceDate: 0)
    case is URL.Type: URL(fileURLWithPath: "/")
    case is UUID.Type: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    case is Data.Type: Data()
    case is FormImage.Type: FormImage(url: URL(fileURLWithPath: "/"))
    default: nil
    }
  }

  /// The placeholder of `type`, decoded from `decoder` unless the type has a fixed one or is a
  /// `CaseIterable` enum.
  static func placeholder<Value: Decodable>(_ type: Value.Type, decoder: ModelProbeDecoder)
    throws -> Value
  {
    if let fixed = fixedPlaceholder(type) as? Value { return fixed }
    if let iterable = type as? any CaseIterable.Type {
      func first<Choice: CaseIterable>(_: Choice.Type) -> Any? { Choice.allCases.first }
      guard let value = first(iterable) as? Value else {
        throw ModelProbeFailure(
          error: .unsupportedType(
            property: decoder.path, type: ModelTypeName.of(type),
            reason: "the enum has no cases to choose from"))
      }
      return value
    }
    do {
      return try Value(from: decoder)
    } catch let failure as ModelProbeFailure {
      throw failure
    } catch {
      if type is any RawRepresentable.Type, !decoder.askedForKeys {
        throw ModelProbeFailure(
          error: .unsupportedType(
            property: decoder.path, type: ModelTypeName.of(type), reason: "no row shows this type"
          ))
      }
      throw ModelProbeFailure(
        error: .placeholderRejected(
          property: decoder.path, type: ModelTypeName.of(type),
          reason: FormValueError.reason(error)))
    }
  }
}

/// A problem found while probing, carried through `Decodable`'s untyped throws.
struct ModelProbeFailure: Error {
  var error: ModelFormError
}

/// What every decoder of one probe shares.
final class ModelProbeContext {
  let maximumDepth: Int

  init(maximumDepth: Int) {
    self.maximumDepth = maximumDepth
  }
}

/// The key a probe's `superDecoder()` answers under.
struct ModelProbeKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    intValue = nil
  }

  init(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }
}
