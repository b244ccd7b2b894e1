/// The scanner behind ``RuleURL``: Eureka's web-address pattern, checked by hand.
extension RuleURL {
  /// Whether the whole of `text` is a web address by Eureka's pattern (see ``RuleURL``).
  ///
  /// ```swift
  /// RuleURL.matches("https://user:secret@example.com:8080/a?b#c")  // true
  /// RuleURL.matches("https://Example.com")  // false: host letters are lower case
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the text. It reads the text's Unicode scalars into a
  ///   temporary buffer (on the stack for short texts).
  public static func matches(_ text: String) -> Bool {
    guard !text.isEmpty else { return false }
    return withUnsafeTemporaryAllocation(of: Unicode.Scalar.self, capacity: text.utf8.count) {
      buffer in
      var count = 0
      for scalar in text.unicodeScalars {
        buffer.initializeElement(at: count, to: scalar)
        count += 1
      }
      return URLScanner(text: UnsafeBufferPointer(rebasing: buffer[..<count])).matches()
    }
  }
}

/// Scans a text for Eureka's web-address pattern:
/// `http(s)://`, optional user information ending in `@`, a host, an optional port and an
/// optional path, query or fragment.
private struct URLScanner {
  /// The text's Unicode scalars; the pattern's character classes are all about code points.
  let text: UnsafeBufferPointer<Unicode.Scalar>

  func matches() -> Bool {
    guard let afterScheme = end(ofPrefix: "https://") ?? end(ofPrefix: "http://") else {
      return false
    }
    var firstSpace = text.count
    var lastSpace = -1
    for index in afterScheme..<text.count where isWhitespace(text[index]) {
      firstSpace = min(firstSpace, index)
      lastSpace = index
    }
    if matchesHostAndRest(from: afterScheme, lastSpace: lastSpace) { return true }
    // User information is `\S+@`: any `@` after at least one character, with no whitespace
    // before it, may end it. A host holds no `@`, so each candidate's host scan stops at the next
    // `@`: the scans do not overlap and the whole search stays linear.
    var index = afterScheme + 1
    while index < firstSpace {
      if text[index] == "@", matchesHostAndRest(from: index + 1, lastSpace: lastSpace) {
        return true
      }
      index += 1
    }
    return false
  }

  /// Whether the text from `start` is a host, an optional port and an optional path, query or
  /// fragment, to its end.
  private func matchesHostAndRest(from start: Int, lastSpace: Int) -> Bool {
    var hostEnd = start
    while hostEnd < text.count, !isDelimiter(text[hostEnd]) {
      if text[hostEnd] == "@" { return false }
      hostEnd += 1
    }
    guard isHost(start..<hostEnd) else { return false }
    var index = hostEnd
    if index < text.count, text[index] == ":" {
      index += 1
      let portStart = index
      while index < text.count, isDigit(text[index]) {
        index += 1
        if index - portStart > 5 { return false }
      }
      guard index - portStart >= 2 else { return false }
    }
    guard index < text.count else { return true }
    // `/`, `?` or `#`, then no whitespace to the end.
    return isPathStart(text[index]) && index > lastSpace
  }

  private func isHost(_ range: Range<Int>) -> Bool {
    isLocalhost(range) || isIPv4Address(range) || isHostName(range)
  }

  private func isLocalhost(_ range: Range<Int>) -> Bool {
    range.count == 9 && end(ofPrefix: "localhost", at: range.lowerBound) == range.upperBound
  }

  /// Four numbers joined by dots, each of the forms ``IPv4Number`` allows at its place.
  private func isIPv4Address(_ range: Range<Int>) -> Bool {
    var dots = 0
    var numberStart = range.lowerBound
    for index in range where text[index] == "." {
      guard dots < 3, isNumber(numberStart..<index, dots == 0 ? .first : .middle) else {
        return false
      }
      dots += 1
      numberStart = index + 1
    }
    return dots == 3 && isNumber(numberStart..<range.upperBound, .last)
  }

  private func isNumber(_ range: Range<Int>, _ place: IPv4Number) -> Bool {
    guard (1...3).contains(range.count) else { return false }
    let lead = text[range.lowerBound]
    let leads =
      switch place {
      case .first: (1...9).contains(asciiDigit(lead))
      case .middle: isDigit(lead)
      case .last: (0...9).contains(asciiDigit(lead))
      }
    if range.count == 1 { return leads }
    let tens = text[range.lowerBound + 1]
    if range.count == 2 { return leads && isDigit(tens) }
    let ones = text[range.lowerBound + 2]
    switch asciiDigit(lead) {
    case 1:
      return isDigit(tens) && isDigit(ones)
    case 2:
      let tensValue = asciiDigit(tens)
      if (0...place.highestTensBeforeLimit).contains(tensValue) { return isDigit(ones) }
      return tensValue == place.highestTensBeforeLimit + 1
        && (0...place.highestOnesAtLimit).contains(asciiDigit(ones))
    default:
      return false
    }
  }

  /// Labels joined by single dots, the last of them a top-level domain.
  private func isHostName(_ range: Range<Int>) -> Bool {
    var labelStart = range.lowerBound
    var labels = 0
    for index in range where text[index] == "." {
      guard isLabel(labelStart..<index) else { return false }
      labels += 1
      labelStart = index + 1
    }
    return labels > 0 && isTopLevelDomain(labelStart..<range.upperBound)
  }

  /// Host letters and ASCII digits, with single hyphens inside.
  private func isLabel(_ range: Range<Int>) -> Bool {
    guard let first = range.first, let last = range.last, text[first] != "-", text[last] != "-"
    else { return false }
    var afterHyphen = false
    for index in range {
      let scalar = text[index]
      if scalar == "-" {
        if afterHyphen { return false }
        afterHyphen = true
      } else if isHostLetter(scalar) || asciiDigit(scalar) >= 0 {
        afterHyphen = false
      } else {
        return false
      }
    }
    return true
  }

  /// Two or more host letters.
  private func isTopLevelDomain(_ range: Range<Int>) -> Bool {
    range.count >= 2 && range.allSatisfy { isHostLetter(text[$0]) }
  }

  /// The index after `prefix` when the text has it at `start`, otherwise `nil`.
  private func end(ofPrefix prefix: String, at start: Int = 0) -> Int? {
    var index = start
    for scalar in prefix.unicodeScalars {
      guard index < text.count, text[index] == scalar else { return nil }
      index += 1
    }
    return index
  }
}

/// The places of an IPv4 address's numbers, which Eureka's pattern allows in different forms:
/// 1–223 first, 0–255 in the middle (with leading zeros up to two digits), 0–254 last.
private enum IPv4Number {
  case first, middle, last

  /// The highest second digit of a three-digit number from 200 after which any third digit
  /// passes: `2[01]\d` first, `2[0-4]\d` elsewhere.
  var highestTensBeforeLimit: Int { self == .first ? 1 : 4 }

  /// The highest third digit after the limit's second digit: `22[0-3]` first, `25[0-5]` in the
  /// middle, `25[0-4]` last.
  var highestOnesAtLimit: Int {
    switch self {
    case .first: 3
    case .middle: 5
    case .last: 4
    }
  }
}

/// The value of an ASCII digit, or -1 for any other character.
private func asciiDigit(_ scalar: Unicode.Scalar) -> Int {
  (48...57).contains(scalar.value) ? Int(scalar.value) - 48 : -1
}

/// A Unicode decimal digit (general category Nd), as ICU's `\d`.
private func isDigit(_ scalar: Unicode.Scalar) -> Bool {
  scalar.isASCII ? asciiDigit(scalar) >= 0 : scalar.properties.generalCategory == .decimalNumber
}

/// Unicode's `White_Space`, as ICU's `\s`.
private func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 9...13, 32: true
  case 0..<128: false
  default: scalar.properties.isWhitespace
  }
}

/// A letter of a host name in Eureka's pattern: `a` to `z`, or U+00A1 to U+FFFF.
private func isHostLetter(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 97...122, 0xA1...0xFFFF: true
  default: false
  }
}

/// A character no host holds, where the port or the path begins.
private func isDelimiter(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar {
  case ":", "/", "?", "#": true
  default: false
  }
}

/// A character that begins a path, a query or a fragment.
private func isPathStart(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar {
  case "/", "?", "#": true
  default: false
  }
}
