import Formwork
import Testing

@Suite("Maximum number of characters")
struct MaxLengthTests {
  @Test("typing past the limit types what fits and names the rest")
  func typingPastLimit() throws {
    var values: [String?] = []
    let code = TextRow("code") { $0.maxNumberOfCharacters = 4 }.onChange { values.append($0.value) }
    let form = Form() +++ Section() <<< code
    #expect(throws: InteractionError.tooManyCharacters(row: "code", limit: 4, rejected: "EF")) {
      try form.type("ABCDEF", into: "code")
    }
    #expect(code.value == "ABCD")
    #expect(values == ["A", "AB", "ABC", "ABCD"])
    #expect(code.cell.valueText == "ABCD")
    #expect(form.focusedRow === code)
  }

  @Test("typing up to the limit is not an error, one more character is")
  func exactlyAtLimit() throws {
    let code = TextRow("code") { $0.maxNumberOfCharacters = 3 }
    let form = Form() +++ Section() <<< code
    try form.type("abc", into: "code")
    #expect(code.value == "abc")
    let error = #expect(throws: InteractionError.self) { try form.type("d", into: "code") }
    #expect(error?.description == "row code takes at most 3 characters; 'd' was not typed")
    try code.deleteBackward()
    try form.type("z", into: "code")
    #expect(code.value == "abz")
  }

  @Test("a paste longer than the limit keeps its start")
  func paste() throws {
    let pin = IntRow("pin") { $0.maxNumberOfCharacters = 4 }
    let form = Form() +++ Section() <<< pin
    #expect(throws: InteractionError.tooManyCharacters(row: "pin", limit: 4, rejected: "56")) {
      try pin.replaceText(with: "123456")
    }
    #expect(pin.value == 1234)
    try pin.replaceText(with: "98")
    #expect(pin.value == 98)
    #expect(form.values()["pin"] as? Int == 98)
  }

  @Test("a text area takes a limit too")
  func textArea() throws {
    let notes = TextAreaRow("notes") { $0.maxNumberOfCharacters = 5 }
    let form = Form() +++ Section() <<< notes
    #expect(throws: InteractionError.tooManyCharacters(row: "notes", limit: 5, rejected: "\nyou")) {
      try form.type("hello\nyou", into: "notes")
    }
    #expect(notes.value == "hello")
  }

  @Test("a value set in code is not cut; typing into a full field is refused")
  func valueFromCode() throws {
    let code = TextRow("code") {
      $0.maxNumberOfCharacters = 2
      $0.value = "longer"
    }
    let form = Form() +++ Section() <<< code
    #expect(code.value == "longer")
    #expect(throws: InteractionError.tooManyCharacters(row: "code", limit: 2, rejected: "!")) {
      try form.type("!", into: "code")
    }
    #expect(code.value == "longer")
  }

  @Test("a limit of zero or less takes nothing", arguments: [0, -1])
  func noRoom(limit: Int) throws {
    let code = TextRow("code") { $0.maxNumberOfCharacters = limit }
    let form = Form() +++ Section() <<< code
    #expect(throws: InteractionError.tooManyCharacters(row: "code", limit: limit, rejected: "ab")) {
      try code.replaceText(with: "ab")
    }
    #expect(code.value == nil)
    #expect(form.values()["code"] as? String == nil)
  }
}
