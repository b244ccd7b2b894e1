/// A strict reader of the renderer's HTML, for tests: it splits the text into tags and text as
/// an HTML tokenizer does, and reports what a browser would read differently from what the
/// renderer meant — an unknown element, an unquoted or broken attribute, a `<` or `"` where it
/// would start markup or end a value, an end tag that closes the wrong element.
enum HTMLStructure {
  /// The elements the renderer writes; any other tag name means text became markup.
  static let elements: Set<String> = [
    "form", "fieldset", "legend", "div", "label", "input", "textarea", "select", "option",
    "optgroup", "button", "output", "ul", "ol", "li", "p", "span", "h2", "h3", "a", "script", "em",
  ]
  static let voidElements: Set<String> = ["input"]

  /// A start tag as read: its name and attributes (`nil` for a boolean attribute).
  struct Tag: Equatable {
    var name: String
    var attributes: [String: String?]
  }

  /// The problems found in `html`; empty when it reads as meant.
  static func problems(in html: String) -> [String] {
    read(html).problems
  }

  /// The start tags of `html`, in order.
  static func tags(in html: String) -> [Tag] {
    read(html).tags
  }

  private static func read(_ html: String) -> (tags: [Tag], problems: [String]) {
    var problems: [String] = []
    var tags: [Tag] = []
    var open: [String] = []
    var rest = Substring(html)
    while let lt = rest.firstIndex(of: "<") {
      let text = rest[..<lt]
      if open.last != "script", text.contains(">") { problems.append("'>' in text: \(text)") }
      rest = rest[rest.index(after: lt)...]
      if open.last == "script" {
        // Script text ends at the first `</script`.
        guard rest.hasPrefix("/script>") else { continue }
      }
      var isEnd = false
      if rest.first == "/" {
        isEnd = true
        rest = rest.dropFirst()
      }
      let name = String(rest.prefix { $0.isLetter || $0.isNumber })
      rest = rest.dropFirst(name.count)
      guard elements.contains(name) else {
        problems.append("unknown element <\(isEnd ? "/" : "")\(name)")
        continue
      }
      var attributes: [String: String?] = [:]
      while true {
        rest = rest.drop { $0 == " " }
        guard let first = rest.first else {
          problems.append("unterminated <\(name)")
          return (tags, problems)
        }
        if first == ">" {
          rest = rest.dropFirst()
          break
        }
        let attribute = String(
          rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" })
        guard !attribute.isEmpty else {
          problems.append("unexpected '\(first)' in <\(name)")
          rest = rest.dropFirst()
          continue
        }
        rest = rest.dropFirst(attribute.count)
        if rest.first == "=" {
          rest = rest.dropFirst()
          guard rest.first == "\"" else {
            problems.append("unquoted value of \(attribute) in <\(name)")
            continue
          }
          rest = rest.dropFirst()
          guard let quote = rest.firstIndex(of: "\"") else {
            problems.append("unterminated value of \(attribute)")
            return (tags, problems)
          }
          let value = rest[..<quote]
          if value.contains("<") || value.contains(">") || value.contains("'") {
            problems.append("unescaped character in \(attribute)=\"\(value)\"")
          }
          attributes[attribute] = String(value)
          rest = rest[rest.index(after: quote)...]
        } else {
          attributes[attribute] = .some(nil)
        }
        if rest.first != " " && rest.first != ">" {
          problems.append("no space after \(attribute) in <\(name)")
        }
      }
      if isEnd {
        if open.last == name {
          open.removeLast()
        } else {
          problems.append("</\(name)> closes <\(open.last ?? "nothing")>")
        }
      } else {
        tags.append(Tag(name: name, attributes: attributes))
        if !voidElements.contains(name) { open.append(name) }
      }
    }
    if rest.contains(">") { problems.append("'>' in text: \(rest)") }
    if !open.isEmpty { problems.append("unclosed: \(open)") }
    return (tags, problems)
  }
}
