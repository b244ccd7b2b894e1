import FormworkHTML
import Foundation
import Testing

// The runtime run by Node.js against a fake page, with data written by hand, so that each
// behaviour of the rules part is seen on its own: when a row is judged, the markup of its
// messages, the summary, and a submit stopped or let through.

private typealias Node = FakeDOM.Node
private typealias Step = FakeDOM.Step

@Suite(
  "Rules in the browser runtime",
  .enabled(if: FakeDOM.isAvailable, "Node.js is not installed: the runtime is not run"))
struct RulesRuntimeBrowserTests {
  static let data = #"""
    {"rules": {"summaryTitle": "There is a problem", "rows": [
      {"row": "fw-name.row", "control": "fw-name", "messages": "fw-name.messages", "read": "text",
       "rules": [{"check": "required", "allowsEmpty": false, "message": "Name can't be empty"}]},
      {"row": "fw-password.row", "control": "fw-password", "messages": "fw-password.messages",
       "read": "text", "rules": [
        {"check": "minLength", "count": 8, "allowsEmpty": true, "message": "Too short \u003C8"}]}
    ]}}
    """#

  private static func page(name: String = "", summary: Bool = false) -> [Node] {
    var children: [Node] = []
    if summary {
      children.append(
        Node(
          tag: "div", id: "fw.error-summary", classes: ["fw-error-summary"],
          children: [.text("h2", "There is a problem")]))
    }
    children += [
      .wrapper("fw-name.row", [.input("fw-name", type: "text", value: name)]),
      .wrapper("fw-password.row", [.input("fw-password", type: "password")]),
      Node(tag: "button", id: "add", name: "formwork.add", type: "submit"),
      Node(tag: "button", id: "submit", name: "formwork.submit", type: "submit"),
      .data(data),
    ]
    return [.form(children)]
  }

  private func run(_ page: [Node], _ steps: [Step], show: [String]) throws -> [String] {
    try FakeDOM.render(page: page, scripts: [FormworkScript.source], steps: steps, show: show)
  }

  @Test("a field is judged when the person changed it and left it, not while typing")
  func momentRule() throws {
    let lines = try run(
      Self.page(),
      [
        Step(id: "fw-password", value: "short", event: "input"),
        Step(id: "fw-password", value: "short", event: "change"),
        Step(id: "fw-password", value: "long enough", event: "change"),
      ],
      show: ["fw-password.row"])
    #expect(
      lines == [
        #"start: fw-password.row: <div id="fw-password.row"><input id="fw-password"></input></div>"#,
        #"fw-password: fw-password.row: <div id="fw-password.row"><input id="fw-password"></input></div>"#,
        #"fw-password: fw-password.row: <div id="fw-password.row" class="fw-row--invalid"><input id="fw-password" aria-describedby="fw-password.messages" aria-invalid="true"></input><ul id="fw-password.messages" class="fw-messages"><li>Too short <8</li></ul></div>"#,
        #"fw-password: fw-password.row: <div id="fw-password.row"><input id="fw-password"></input></div>"#,
      ])
  }

  @Test("a submit with errors is stopped, and the summary is built, filled and focused")
  func submitWithErrors() throws {
    let lines = try run(
      Self.page(),
      [
        Step(id: "add", event: "submit"),
        Step(id: "submit", event: "submit"),
        Step(id: "fw-name", value: "Ada", event: "change"),
        Step(id: "submit", event: "submit"),
      ],
      show: ["fw.error-summary", "fw-name.messages"])
    #expect(
      lines == [
        "start: fw.error-summary: - | fw-name.messages: -",
        // An item button submits without a judgement.
        "add: fw.error-summary: - | fw-name.messages: -",
        ##"submit: fw.error-summary: <div id="fw.error-summary" class="fw-error-summary" aria-labelledby="fw.error-summary.title" role="alert" tabindex="-1"><h2 id="fw.error-summary.title" class="fw-error-summary__title">There is a problem</h2><ul class="fw-error-summary__list"><li><a href="#fw-name">Name can't be empty</a></li></ul></div> | fw-name.messages: <ul id="fw-name.messages" class="fw-messages"><li>Name can't be empty</li></ul> | prevented | focus: fw.error-summary"##,
        ##"fw-name: fw.error-summary: <div id="fw.error-summary" class="fw-error-summary" aria-labelledby="fw.error-summary.title" role="alert" tabindex="-1"><h2 id="fw.error-summary.title" class="fw-error-summary__title">There is a problem</h2><ul class="fw-error-summary__list"><li><a href="#fw-name">Name can't be empty</a></li></ul></div> | fw-name.messages: -"##,
        // A submit without messages goes to the server; the page is left as it is.
        ##"submit: fw.error-summary: <div id="fw.error-summary" class="fw-error-summary" aria-labelledby="fw.error-summary.title" role="alert" tabindex="-1"><h2 id="fw.error-summary.title" class="fw-error-summary__title">There is a problem</h2><ul class="fw-error-summary__list"><li><a href="#fw-name">Name can't be empty</a></li></ul></div> | fw-name.messages: -"##,
      ])
  }

  @Test("the summary is the form's first element, and a summary the server rendered is focused")
  func summaryPlace() throws {
    let lines = try run(Self.page(summary: true), [], show: ["form"])
    #expect(lines.count == 1)
    #expect(lines[0].hasSuffix(" | focus: fw.error-summary"))
    let created = try run(
      Self.page(), [Step(id: "submit", event: "submit")], show: ["form"])
    #expect(created.last?.contains(#"<form id="form"><div id="fw.error-summary""#) == true)
  }

  @Test("without Intl.Segmenter, text whose characters it cannot count is left to the server")
  func noSegmenter() throws {
    func messages(_ value: String, segmenter: Bool) throws -> String? {
      try FakeDOM.render(
        page: Self.page(), scripts: [FormworkScript.source],
        steps: [Step(id: "fw-password", value: value, event: "change")],
        show: ["fw-password.messages"], segmenter: segmenter
      ).last
    }
    let tooShort =
      #"fw-password: fw-password.messages: <ul id="fw-password.messages" class="fw-messages"><li>Too short <8</li></ul>"#
    let none = "fw-password: fw-password.messages: -"
    // Eight characters of 15 UTF-16 units: the flags count one each.
    let flags = "\u{1F1E9}\u{1F1EA}\u{1F1EB}\u{1F1F7}abcdef"
    #expect(try messages(flags, segmenter: true) == none)
    #expect(try messages(flags, segmenter: false) == none)
    #expect(try messages("e\u{301}e\u{301}e\u{301}", segmenter: true) == tooShort)
    #expect(try messages("e\u{301}e\u{301}e\u{301}", segmenter: false) == none)
    #expect(try messages("abc", segmenter: false) == tooShort)
  }
}
