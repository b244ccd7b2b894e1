import Formwork
import FormworkHTML
import Foundation
import Testing

// What the script cannot run is listed, with every reason, and the rest still runs.

@Suite("Conditions script: what is left to the server")
struct ServerSideConditionTests {
  @Test("closures, unreadable values, MATCHES and inexact numbers are listed with their reasons")
  func listed() {
    let form =
      Form()
      +++ Section("Trip") {
        $0.tag = "trip"
        $0.hidden = .function(["start"]) { _ in false }
      }
      <<< DateRow("start")
      <<< DoublePickerRow<String, Int>("pair") {
        $0.firstOptions = { ["a"] }
        $0.secondOptions = { _ in [1] }
      }
      <<< IntRow("count") { $0.value = 9_007_199_254_740_993 }
      <<< TextRow("code") {
        $0.hidden = "$start > CAST(0, 'NSDate') OR $code MATCHES '[0-9]+' OR $pair == nil"
      }
      <<< TextRow("big") { $0.disabled = "$count > 1 OR $big == 9007199254740993" }
      <<< TextRow("fine") { $0.hidden = "$code == 'x'" }
    let script = ConditionsScript(form: form)
    #expect(script.conditionCount == 1)
    #expect(
      script.leftToServer == [
        ServerSideCondition(
          owner: "section 'trip'", element: "fw-trip.section", kind: .hidden,
          reasons: [.function]),
        ServerSideCondition(
          owner: "code", element: "fw-code.row", kind: .hidden,
          reasons: [
            .unreadableValue(tag: "start", valueType: "Date"), .regularExpression,
            .unreadableValue(tag: "pair", valueType: "Tuple<String, Int>"),
          ]),
        ServerSideCondition(
          owner: "big", element: "fw-big.row", kind: .disabled,
          reasons: [.inexactNumber("9007199254740993")]),
      ])
    #expect(
      script.leftToServer.map(\.description) == [
        "section 'trip': the hidden condition is a Swift closure",
        "code: the hidden condition reads row 'start', whose Date value the script cannot read "
          + "from its control; uses MATCHES, whose regular expressions the browser reads "
          + "differently; reads row 'pair', whose Tuple<String, Int> value the script cannot "
          + "read from its control",
        "big: the disabled condition holds 9007199254740993, a whole number JavaScript does not "
          + "hold exactly",
      ])
    // Rows read only by conditions left to the server are not in the script.
    #expect(!script.source.contains("fw-start.row"))
    #expect(script.source.contains("fw-fine.row"))
  }

  @Test("a predicate built in code deeper than the parser allows is left to the server")
  func tooDeep() {
    var predicate = FormPredicate.comparison(.value(of: "a"), .equalTo, .literal(.int(1)), [])
    for _ in 0..<FormPredicate.maximumNestingDepth { predicate = .not(predicate) }
    let form =
      Form() +++ Section()
      <<< IntRow("a") <<< TextRow("b") { $0.hidden = .predicate(predicate) }
      <<< TextRow("c") { $0.hidden = .predicate(.not(.not(.constant(false)))) }
    let script = ConditionsScript(form: form)
    #expect(
      script.leftToServer == [
        ServerSideCondition(owner: "b", element: "fw-b.row", kind: .hidden, reasons: [.tooDeep])
      ])
    #expect(
      script.leftToServer[0].description == "b: the hidden condition nests deeper than 128 levels")
    #expect(script.conditionCount == 1)
  }

  @Test("a list nested deeper than the parser allows counts as nesting too")
  func deepList() {
    var list = PredicateValue.int(1)
    for _ in 0..<FormPredicate.maximumNestingDepth { list = .list([list]) }
    let form =
      Form() +++ Section()
      <<< TextRow("b") {
        $0.hidden = .predicate(.comparison(.value(of: "b"), .in, .literal(list), []))
      }
    #expect(ConditionsScript(form: form).leftToServer.map(\.reasons) == [[.tooDeep]])
  }

  @Test(
    "rows whose values the script cannot read",
    arguments: [
      ("time", "Date"), ("image", "FormImage"), ("list", "Array<String>"), ("lr", "String"),
    ])
  func unreadable(tag: String, type: String) {
    let form =
      Form() +++ Section()
      <<< TimeRow("time") <<< ImageRow("image") <<< ListRow("list")
      <<< LeftRightSelectorRow<String, String>("lr")
      <<< TextRow("x") { $0.hidden = .predicate(.value(of: tag).equals(nil)) }
    #expect(
      ConditionsScript(form: form).leftToServer.map(\.reasons) == [
        [.unreadableValue(tag: tag, valueType: type)]
      ])
  }
}
