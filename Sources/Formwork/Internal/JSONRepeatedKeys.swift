import Foundation

/// A key that an object of a JSON document holds more than once, and the path of that object.
struct JSONRepeatedKey: Equatable {
  /// The key, its escapes decoded.
  var key: String
  /// The JSON path of the object, such as `$.sections[0].rows[2]`.
  var path: String
}

/// Finds the keys that an object of a JSON document repeats.
///
/// Foundation's decoders keep one of the values of a repeated key without a word (the first),
/// while JavaScript and Python keep the last: a document with one reads as two different things
/// depending on who reads it. Nothing else reports them, so this scans the document's bytes.
///
/// Keys are compared once their escapes are decoded (`"a"` and `"\u0061"` are the same key), as
/// Swift compares strings: canonically equivalent keys (`"é"` and `"e\u0301"`) are the same key,
/// since a Swift dictionary keeps one of them.
///
/// The scan is one pass over the bytes with a stack of the open objects and arrays (no recursion),
/// so its time is linear in the document's length and its memory in the keys of the open objects.
/// It is meant for a document a JSON decoder has read already: on malformed JSON it stops at the
/// first thing it cannot follow and returns what it found before.
enum JSONRepeatedKeys {
  /// One open object or array.
  private struct Container {
    /// How the parent names this container: its key or index; `nil` for the document's root.
    var component: PathComponent?
    /// Whether it is an object (else an array).
    var isObject: Bool
    /// An object's keys so far.
    var keys: Set<String> = []
    /// The keys already reported for this object (each is reported once).
    var reported: Set<String> = []
    /// An object's last key, or an array's index: what a container opened now is named by.
    var current: PathComponent?
    /// Whether an object expects a key next (after `{` or `,`).
    var expectsKey = false
  }

  /// A step of a JSON path.
  private enum PathComponent {
    case key(String)
    case index(Int)
  }

  /// The repeated keys of `data`, in document order; each repeated key of an object once.
  ///
  /// - Complexity: O(*n*) in the length of `data`.
  static func find(in data: Data) -> [JSONRepeatedKey] {
    data.withUnsafeBytes { buffer in find(in: buffer.bindMemory(to: UInt8.self)) }
  }

  private static func find(in bytes: UnsafeBufferPointer<UInt8>) -> [JSONRepeatedKey] {
    var found: [JSONRepeatedKey] = []
    var stack: [Container] = []
    var offset = 0
    while offset < bytes.count {
      let byte = bytes[offset]
      offset += 1
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        let isObject = byte == UInt8(ascii: "{")
        stack.append(
          Container(
            component: stack.last?.current, isObject: isObject, current: isObject ? nil : .index(0),
            expectsKey: isObject))
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        guard stack.popLast() != nil else { return found }
      case UInt8(ascii: ","):
        guard let last = stack.indices.last else { return found }
        if stack[last].isObject {
          stack[last].expectsKey = true
        } else if case .index(let index) = stack[last].current {
          stack[last].current = .index(index + 1)
        }
      case UInt8(ascii: "\""):
        guard let end = stringEnd(in: bytes, from: offset) else { return found }
        defer { offset = end + 1 }
        guard let last = stack.indices.last, stack[last].isObject, stack[last].expectsKey else {
          continue
        }
        let key = decodedString(bytes, offset..<end)
        stack[last].expectsKey = false
        stack[last].current = .key(key)
        if !stack[last].keys.insert(key).inserted, stack[last].reported.insert(key).inserted {
          found.append(JSONRepeatedKey(key: key, path: path(of: stack)))
        }
      default:
        continue
      }
    }
    return found
  }

  /// The offset of the quote that ends the string whose content starts at `start`, or `nil`
  /// when it does not end.
  private static func stringEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var offset = start
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: "\""): return offset
      case UInt8(ascii: "\\"): offset += 2
      default: offset += 1
      }
    }
    return nil
  }

  /// The text of a JSON string's content, its escapes decoded; a lone surrogate becomes U+FFFD.
  private static func decodedString(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> String
  {
    let raw = UnsafeBufferPointer(rebasing: bytes[range])
    guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
    var utf16: [UInt16] = []
    var text = ""
    func flushUTF16() {
      guard !utf16.isEmpty else { return }
      text += String(decoding: utf16, as: UTF16.self)
      utf16.removeAll()
    }
    var offset = 0
    var plainStart = 0
    while offset < raw.count {
      guard raw[offset] == UInt8(ascii: "\\"), offset + 1 < raw.count else {
        offset += 1
        continue
      }
      if plainStart < offset {
        flushUTF16()
        text += String(
          decoding: UnsafeBufferPointer(rebasing: raw[plainStart..<offset]), as: UTF8.self)
      }
      let escape = raw[offset + 1]
      offset += 2
      if escape == UInt8(ascii: "u"), offset + 4 <= raw.count,
        let unit = UInt16(
          String(decoding: UnsafeBufferPointer(rebasing: raw[offset..<offset + 4]), as: UTF8.self),
          radix: 16)
      {
        utf16.append(unit)
        offset += 4
      } else {
        flushUTF16()
        text.unicodeScalars.append(unescaped(escape))
      }
      plainStart = offset
    }
    flushUTF16()
    if plainStart < raw.count {
      text += String(decoding: UnsafeBufferPointer(rebasing: raw[plainStart...]), as: UTF8.self)
    }
    return text
  }

  /// The character a one-letter escape stands for (`n` for a line feed); the letter itself for
  /// `"`, `\` and `/`.
  private static func unescaped(_ escape: UInt8) -> Unicode.Scalar {
    switch escape {
    case UInt8(ascii: "b"): "\u{08}"
    case UInt8(ascii: "f"): "\u{0C}"
    case UInt8(ascii: "n"): "\n"
    case UInt8(ascii: "r"): "\r"
    case UInt8(ascii: "t"): "\t"
    default: Unicode.Scalar(escape)
    }
  }

  /// The JSON path of the innermost open container.
  private static func path(of stack: [Container]) -> String {
    var path = "$"
    for container in stack {
      switch container.component {
      case .key(let key)?: path = SchemaPath.key(key, in: path)
      case .index(let index)?: path = SchemaPath.index(index, in: path)
      case nil: break
      }
    }
    return path
  }
}
