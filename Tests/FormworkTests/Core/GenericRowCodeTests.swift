import Formwork
import Testing

/// Generic code over row types, as Eureka users write it.
func requireAll<R: RowType>(_ rows: [R], message: String) where R.Cell.Value: Equatable {
  for row in rows {
    row.add(rule: RuleRequired<R.Cell.Value>(msg: message, id: "required"))
  }
}

func dropRule<R: TypedRowType>(_ id: String, from row: R) {
  row.remove(ruleWithIdentifier: id)
}

@Suite("Generic row code: rules through TypedRowType, readable rules")
struct GenericRowCodeTests {
  @Test("generic code adds and removes rules through the row protocols")
  func genericRules() {
    let name = TextRow("name")
    let nick = TextRow("nick")
    let form = Form() +++ Section() <<< name <<< nick
    requireAll([name, nick], message: "needed")
    #expect(form.validate().map(\.msg) == ["needed", "needed"])
    dropRule("required", from: nick)
    #expect(form.validate().map(\.row) == ["name"])
  }

  @Test("a row's rules are readable, with each rule as it was added")
  func readableRules() {
    let row = IntRow("n") {
      $0.add(rule: RuleGreaterThan(min: 2, id: "min"))
      $0.add(rule: RuleSmallerThan(max: 9))
    }
    #expect(row.rules.count == 2)
    #expect(row.rules.map(\.id) == ["min", nil])
    #expect(row.rules.first?.rule is RuleGreaterThan<Int>)
    #expect(row.rules.last?.rule.validationError.msg.isEmpty == false)
    row.removeAllRules()
    #expect(row.rules.isEmpty)
  }

  @Test("a rule set's rules are readable, as Eureka's tests read them")
  func ruleSetRules() {
    var ruleSet = RuleSet<String>()
    ruleSet.add(rule: RuleRequired())
    ruleSet.add(rule: RuleEmail())
    #expect(ruleSet.rules.count == 2)
    let row = EmailRow("e")
    row.add(ruleSet: ruleSet)
    #expect(row.rules.count == 2)
  }
}
