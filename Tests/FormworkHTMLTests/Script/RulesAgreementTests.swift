import Formwork
import FormworkHTML
import Foundation
import Testing

// Every built-in rule judged on both sides over the same values: by the server (the form binds
// the value as a submission and validates) and by the browser runtime (Node.js over the fake
// page: the value typed, then the `change` event). Each row starts with a message list holding
// "unjudged"; the runtime replaces it when it judges the row and leaves it when it leaves the
// row to the server. For every value the runtime judges, the two must give the same messages,
// word for word.

private typealias Node = FakeDOM.Node
private typealias Step = FakeDOM.Step

/// One row of the table: a row with its rules, and the text or choices a person gives it.
struct AgreementCase: CustomStringConvertible {
  /// Makes the row (tagged `tag`) with its rules; `partner` is the tag of a second row the case
  /// fills with `other` (for equal-to-another-row).
  var make: (_ tag: String, _ form: Form) -> [BaseRow]
  var rule: String
  var value: String
  var other: String? = nil
  var choices: [String]? = nil

  var description: String { "\(rule) with \(String(reflecting: value))" }
}

enum AgreementTable {
  static let options = ["a", "b", "c"]

  static func text(_ rule: String, _ values: [String], _ add: @escaping (TextRow) -> Void)
    -> [AgreementCase]
  {
    values.map { value in
      AgreementCase(
        make: { tag, _ in
          [
            TextRow(tag) {
              $0.title = "Text"
              add($0)
            }
          ]
        }, rule: rule, value: value)
    }
  }

  static func whole(_ rule: String, _ values: [String], _ add: @escaping (IntRow) -> Void)
    -> [AgreementCase]
  {
    values.map { value in
      AgreementCase(
        make: { tag, _ in
          [
            IntRow(tag) {
              $0.title = "Age"
              add($0)
            }
          ]
        }, rule: rule, value: value)
    }
  }

  static let lengths = [
    "", " ", "ab", "abc", "abcd", "e\u{301}e\u{301}e\u{301}", "e\u{301}e\u{301}",
    "\u{1F44D}\u{1F3FD}\u{1F44D}\u{1F3FD}\u{1F44D}\u{1F3FD}",
    "\u{1F1E9}\u{1F1EA}\u{1F1EB}\u{1F1F7}",
    "a\r\nb", "日本語", "日本語か", "\u{0627}\u{0644}\u{0639}",
  ]

  static let numbers = [
    "", "15", "16", "17", "-5", "0", "99", "100", "101", "016", "-0", "12a", "1.5", " 16",
    "9007199254740993", "9223372036854775807", "9223372036854775808", "+16",
  ]

  static let emails = [
    "", "ada@example.com", "ada.lovelace+notes@analytical.engine.uk", "ada@localhost",
    "ada@example.c0", "ADA@EXAMPLE.COM", "a..b@x.com", ".a@x.com", "a.@x.com", "a@-.com",
    "a@1.2.3.com", "jos\u{E9}@example.com", "ada@example.c\u{200B}", "a b@x.com", "a@x.com\n",
    "ada@ex_ample.com", "@x.com", "a@.com", "a@x..com", "a&b@x.com", "a@b@c.com", "a@x.c",
    "a@x.co\u{200C}", "ada@example.xn--p1ai", " ada@example.com", "{}|~^@x.yz",
  ]

  static let urls = [
    "", "https://example.com", "http://localhost", "http://localhost:8080/a?b#c",
    "https://Example.com", "ftp://example.com", "example.com", "http://10.0.0.1",
    "http://256.1.1.1", "http://1.02.00.1", "http://01.1.1.1", "http://1.001.1.1",
    "http://223.255.255.254", "http://224.1.1.1", "http://1.1.1.255",
    "http://a@b@example.com", "http://example.com:", "http://example.com:1",
    "http://example.com:123456", "http://example.com:99999", "http://ex--ample.com",
    "http://-example.com", "http://example.c0m", "http://intranet/", "http://[::1]/",
    "https://example.com/a b", "https://user:secret@example.com:8080/a?b#c", "http://a.b.c.de/",
    "http://\u{F1}and\u{FA}.com", "HTTP://example.com", "javascript:alert(1)", "http://x.com/%zz",
    "http:///@example.com",
  ]

  static var cases: [AgreementCase] {
    var cases: [AgreementCase] = []
    cases += text("required", ["", " ", "a", "\u{A0}", "\t"]) { $0.add(rule: RuleRequired()) }
    cases += text("minLength(3)", lengths) { $0.add(rule: RuleMinLength(minLength: 3)) }
    cases += text("maxLength(3)", lengths) { $0.add(rule: RuleMaxLength(maxLength: 3)) }
    cases += text("exactLength(3)", lengths) { $0.add(rule: RuleExactLength(exactLength: 3)) }
    cases += whole("greaterThan(16)", numbers) { $0.add(rule: RuleGreaterThan(min: 16)) }
    cases += whole("greaterOrEqual(16)", numbers) {
      $0.add(rule: RuleGreaterOrEqualThan(min: 16))
    }
    cases += whole("smallerThan(100)", numbers) { $0.add(rule: RuleSmallerThan(max: 100)) }
    cases += whole("smallerOrEqual(100)", numbers) {
      $0.add(rule: RuleSmallerOrEqualThan(max: 100))
    }
    cases += whole("required, smallerOrEqual(-1)", numbers) {
      $0.add(rule: RuleRequired())
      $0.add(rule: RuleSmallerOrEqualThan(max: -1))
    }
    cases += ["", "2", "3", "2.5", "-1"].map { value in
      AgreementCase(
        make: { tag, _ in
          [
            DecimalRow(tag) {
              $0.title = "Price"
              $0.add(rule: RuleGreaterThan(min: 2.5))
            }
          ]
        }, rule: "greaterThan(2.5)", value: value)
    }
    cases += emails.map { value in
      AgreementCase(
        make: { tag, _ in
          [
            EmailRow(tag) {
              $0.title = "E-mail"
              $0.add(rule: RuleEmail())
            }
          ]
        },
        rule: "email", value: value)
    }
    cases += emails.prefix(3).map { value in
      AgreementCase(
        make: { tag, _ in
          [
            EmailRow(tag) {
              $0.title = "E-mail"
              var rule = RuleEmail()
              rule.allowsEmpty = false
              $0.add(rule: rule)
            }
          ]
        }, rule: "email, not empty", value: value)
    }
    cases += urls.map { value in
      AgreementCase(
        make: { tag, _ in
          [
            URLRow(tag) {
              $0.title = "Site"
              $0.add(rule: RuleURL())
            }
          ]
        },
        rule: "url", value: value)
    }
    cases += text("pattern [a-z]{2,4}(-[0-9]+)?", ["", "ab", "abcde", "AB", "ab-12", "ab-", "ß"]) {
      $0.add(rule: RuleRegExp(regExpr: "[a-z]{2,4}(-[0-9]+)?"))
    }
    cases += [("", ""), ("a", "a"), ("a", "b"), ("", "a"), ("a", ""), ("e\u{301}", "\u{E9}")].map {
      mine, theirs in
      AgreementCase(
        make: { tag, form in
          let other = PasswordRow(tag + "-other") { $0.title = "Password" }
          let row = PasswordRow(tag) {
            $0.title = "Repeat"
            $0.add(rule: RuleEqualsToRow(form: form, tag: tag + "-other"))
          }
          return [other, row]
        }, rule: "equalsToRow", value: mine, other: theirs)
    }
    cases += [[], ["a"], ["a", "b"]].map { chosen in
      AgreementCase(
        make: { tag, _ in
          [
            MultipleSelectorRow<String>(tag) {
              $0.title = "Tags"
              $0.options = options
              $0.required = true
            }
          ]
        }, rule: "required selection", value: "", choices: chosen)
    }
    cases += [[], ["b"]].map { chosen in
      AgreementCase(
        make: { tag, _ in
          [
            PushRow<String>(tag) {
              $0.title = "Size"
              $0.options = options
              $0.add(rule: RuleRequired())
            }
          ]
        }, rule: "required choice", value: "", choices: chosen)
    }
    return cases
  }
}

/// What each side said about every case, and where they differ.
struct Agreement {
  /// The messages the server gives each case, in order.
  var server: [[String]] = []
  /// The messages the runtime gives, or `nil` where it left the case to the server.
  var browser: [[String]?] = []
  var cases: [AgreementCase] = []

  /// The cases the runtime judged otherwise than the server, described.
  var disagreements: [String] {
    zip(cases, zip(server, browser)).compactMap { item, verdicts in
      guard let browser = verdicts.1, browser != verdicts.0 else { return nil }
      return "\(item): server \(verdicts.0), browser \(browser)"
    }
  }

  /// The cases the runtime left to the server.
  var undecided: [String] {
    zip(cases, browser).compactMap { $1 == nil ? "\($0)" : nil }
  }

  /// Judges `cases` on both sides, the browser running `runtime`.
  static func judge(
    _ cases: [AgreementCase], runtime: String = FormworkScript.source, segmenter: Bool = true
  ) throws -> Agreement {
    let form = Form()
    let section = Section()
    form +++ section
    var fields: [(String, String)] = []
    var page: [Node] = []
    var steps: [Step] = []
    var show: [String] = []
    let unjudged = Node.text("li", "unjudged")
    for (index, item) in cases.enumerated() {
      let tag = "r\(index)"
      let rows = item.make(tag, form)
      for row in rows { section <<< row }
      if let other = item.other {
        fields.append((tag + "-other", other))
        page.append(
          .wrapper(
            "fw-\(tag)-other.row", [.input("fw-\(tag)-other", type: "password", value: other)]))
      }
      var controls: [Node]
      if let choices = item.choices {
        for choice in choices { fields.append((tag, choice)) }
        controls = [.select("fw-\(tag)", [""] + AgreementTable.options, selected: choices)]
      } else {
        fields.append((tag, item.value))
        controls = [.input("fw-\(tag)", type: "text", value: item.value)]
      }
      controls.append(Node(tag: "ul", id: "fw-\(tag).messages", children: [unjudged]))
      page.append(.wrapper("fw-\(tag).row", controls))
      steps.append(Step(id: "fw-\(tag)", event: "change"))
      show.append("fw-\(tag).messages")
    }
    let data = FormworkScriptData(form: form)
    fields.append((HTMLFieldNames.submit, ""))
    _ = try form.bind(FormData(fields))
    var agreement = Agreement(cases: cases)
    for index in cases.indices {
      let row = try #require(form.rowBy(tag: "r\(index)"))
      agreement.server.append(row.visibleValidationErrors.map(\.message))
    }
    page.append(.data(data.json))
    let lines = try FakeDOM.render(
      page: [.form(page)], scripts: [runtime], steps: steps, show: show, segmenter: segmenter)
    let last = try #require(lines.last)
    let shown = last.drop { $0 != ":" }.dropFirst(2).components(separatedBy: " | ")
    #expect(shown.count == cases.count)
    for element in shown {
      let markup = element.drop { $0 != ":" }.dropFirst(2)
      if markup.contains("<li>unjudged</li>") {
        agreement.browser.append(nil)
      } else if markup == "-" {
        agreement.browser.append([])
      } else {
        agreement.browser.append(
          markup.components(separatedBy: "<li>").dropFirst().map {
            String($0.prefix { $0 != "<" })
          })
      }
    }
    return agreement
  }
}

@Suite(
  "Rules agree in the browser and on the server",
  .enabled(if: FakeDOM.isAvailable, "Node.js is not installed: the runtime is not run"))
struct RulesAgreementTests {
  @Test("every built-in rule gives the server's verdict and message, or is left to the server")
  func agreement() throws {
    let agreement = try Agreement.judge(AgreementTable.cases)
    #expect(agreement.disagreements == [])
    // Both verdicts occur.
    #expect(agreement.server.contains { $0.isEmpty })
    #expect(agreement.server.contains { !$0.isEmpty })
    // The runtime leaves to the server only numbers not written as plain digits (or beyond
    // 2^53), URLs Foundation may read otherwise, and line breaks a one-line field never sends.
    let leftToServer = agreement.undecided.filter {
      !($0.hasPrefix("greater") || $0.hasPrefix("smaller") || $0.hasPrefix("required, smaller")
        || $0.hasPrefix("url") || $0.contains("\\n"))
    }
    #expect(leftToServer == [])
    #expect(agreement.undecided.count < agreement.cases.count / 4, "\(agreement.undecided)")
  }

  @Test("without Intl.Segmenter the runtime leaves what it cannot count to the server")
  func withoutSegmenter() throws {
    let agreement = try Agreement.judge(AgreementTable.cases, segmenter: false)
    #expect(agreement.disagreements == [])
  }

  @Test("a runtime that counted UTF-16 units would disagree, and the test would say so")
  func canFail() throws {
    let careless = FormworkScript.source.replacingOccurrences(
      of: "return /^[\\x20-\\x7E]*$/.test(text) ? text.length : undefined;",
      with: "return text.length;")
    #expect(careless != FormworkScript.source)
    let agreement = try Agreement.judge(AgreementTable.cases, runtime: careless, segmenter: false)
    #expect(!agreement.disagreements.isEmpty)
  }
}
