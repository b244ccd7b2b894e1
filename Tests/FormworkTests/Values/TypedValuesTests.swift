import Formwork
import Foundation
import Testing

@Suite("Typed export and import: JSON, Codable, HTTP parameters")
struct TypedValuesTests {
  /// A sign-up form: text, numbers, a switch, a URL, a slider, phones and a selection.
  private func makeForm() -> Form {
    let phones = MultivaluedSection(multivaluedOptions: [.Insert, .Delete, .Reorder]) {
      $0.tag = "phones"
      $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
    }
    let plan = SelectableSection<ListCheckRow<String>>(
      "Plan", selectionType: .singleSelection(enableDeselection: true)
    ) {
      $0.tag = "plan"
    }
    for option in ["free", "pro"] {
      plan
        <<< ListCheckRow<String> {
          $0.title = option
          $0.selectableValue = option
        }
    }
    let topics = SelectableSection<ListCheckRow<String>>(
      "Topics", selectionType: .multipleSelection
    ) {
      $0.tag = "topics"
    }
    for option in ["news", "sport", "music"] {
      topics
        <<< ListCheckRow<String> {
          $0.title = option
          $0.selectableValue = option
        }
    }
    return Form()
      +++ Section()
      <<< TextRow("name")
      <<< IntRow("age")
      <<< DecimalRow("height")
      <<< SwitchRow("newsletter")
      <<< URLRow("site")
      <<< SliderRow("volume") {
        $0.minimumValue = 0
        $0.maximumValue = 1
      }
      +++ phones +++ plan +++ topics
  }

  private func filled() throws -> Form {
    let form = makeForm()
    try form.setValues(checking: [
      "name": "Ann", "age": 40, "height": 1.75, "newsletter": true,
      "site": URL(string: "https://example.com/ann"), "volume": Float(0.3),
      "phones": ["555-0100", "555-0199"], "plan": "pro", "topics": ["news", "music"],
    ])
    return form
  }

  @Test("the JSON export has sorted keys and every kind of value")
  func export() throws {
    let text = String(decoding: try filled().jsonData(), as: UTF8.self)
    #expect(
      text
        == #"{"age":40,"height":1.75,"name":"Ann","newsletter":true,"phones":["555-0100","555-0199"],"plan":"pro","site":"https:\/\/example.com\/ann","topics":["news","music"],"volume":0.3}"#
    )
  }

  @Test("form to JSON to a new form of the same shape restores every value")
  func roundTrip() throws {
    let source = try filled()
    let data = try source.jsonData()
    let target = makeForm()
    let report = try target.setValues(fromJSON: data)
    #expect(report.isClean)
    #expect(try target.jsonData() == data)
    let age: IntRow? = target.rowBy(tag: "age")
    #expect(age?.value == 40)
    let volume: SliderRow? = target.rowBy(tag: "volume")
    #expect(volume?.value == 0.3)
    let site: URLRow? = target.rowBy(tag: "site")
    #expect(site?.value == URL(string: "https://example.com/ann"))
  }

  struct SignUp: Codable, Equatable {
    var name: String?
    var age: Int?
    var height: Double?
    var newsletter: Bool?
    var site: URL?
    var volume: Float?
    var phones: [String]
    var plan: String?
    var topics: [String]
  }

  @Test("a Codable type reads the form's values and writes them into a new form")
  func codable() throws {
    let signUp = try filled().values(as: SignUp.self)
    #expect(signUp.name == "Ann")
    #expect(signUp.phones == ["555-0100", "555-0199"])
    #expect(signUp.topics == ["news", "music"])
    #expect(signUp.volume == 0.3)
    let target = makeForm()
    let report = try target.setValues(from: signUp)
    #expect(report.isClean)
    #expect(try target.values(as: SignUp.self) == signUp)
  }

  @Test("decoding into a type that needs a missing key names the key")
  func decodingError() throws {
    struct Strict: Decodable { var nickname: String }
    #expect(
      throws: FormValueError.decoding(type: "Strict", reason: "no value for 'nickname'")
    ) { try filled().values(as: Strict.self) }
    struct WrongType: Decodable { var name: Int }
    #expect(throws: FormValueError.self) { try filled().values(as: WrongType.self) }
  }

  @Test("unknown keys, mismatched types and hidden rows come back in the report")
  func report() throws {
    let form = makeForm()
    let hidden: TextRow? = form.rowBy(tag: "name")
    hidden?.hidden = true
    let json = #"{"age":"forty","name":"Ann","nickname":"A","phones":[1],"plan":"gold","height":2}"#
    let report = try form.setValues(fromJSON: Data(json.utf8))
    #expect(report.unknownKeys == ["nickname"])
    #expect(
      report.mismatches == [
        .typeMismatch(tag: "age", expected: "Int", given: "String"),
        .typeMismatch(tag: "phones[0]", expected: "String", given: "Int"),
        .selectionNotAvailable(section: "section 'plan'", value: "gold"),
      ])
    #expect(report.hiddenKeys == ["name"])
    #expect(!report.isClean)
    // What fit was set: the whole number 2 fills the Double row, the hidden row keeps "Ann".
    #expect(form.values(includeHidden: true)["name"] as? String == "Ann")
    #expect(form.values()["height"] as? Double == 2)
    #expect(form.values()["age"] as? Int? == .some(nil))
    #expect(
      report.description
        == """
        unknown keys: nickname
        row 'age' holds Int, not String; its value was kept
        row 'phones[0]' holds String, not Int; its value was kept
        section 'plan' has no row offering gold; the selection was kept
        hidden: name
        """)
  }

  @Test(
    "data that is not a JSON object is refused and nothing changes",
    arguments: ["[1,2]", "nope", "3"])
  func notAnObject(json: String) throws {
    let form = try filled()
    let before = try form.jsonData()
    #expect(throws: FormValueError.self) { try form.setValues(fromJSON: Data(json.utf8)) }
    #expect(try form.jsonData() == before)
  }

  @Test("a value with no JSON form is refused, naming the tag")
  func unsupported() throws {
    let form = Form() +++ Section() <<< OpaqueRow("thing") { $0.value = Opaque() }
    #expect(throws: FormValueError.unsupportedValue(tag: "thing", type: "Opaque")) {
      try form.jsonData()
    }
  }

  @Test("HTTP parameters use option values' formValue, in arrays too, and NSNull for nil")
  func httpParameters() throws {
    let form = try filled()
    form +++ Section() <<< CountryRow("country") { $0.value = Country(code: "UY", name: "Uruguay") }
      <<< TextRow("empty")
    let parameters = form.httpParameters()
    #expect(parameters["country"] as? String == "UY")
    #expect(parameters["empty"] is NSNull)
    #expect(parameters["phones"] as? [String] == ["555-0100", "555-0199"])
    #expect(parameters["age"] as? Int == 40)
    let text = String(decoding: try form.jsonData(), as: UTF8.self)
    #expect(text.contains(#""country":"UY""#))
  }
}

private final class Opaque: Equatable {
  static func == (lhs: Opaque, rhs: Opaque) -> Bool { lhs === rhs }
}
private final class OpaqueCell: Cell<Opaque>, CellType {}
private final class OpaqueRow: Row<OpaqueCell>, RowType {}

private struct Country: FormOptionValue, Equatable {
  var code: String
  var name: String
  var formValue: Any { code }
}
private final class CountryCell: Cell<Country>, CellType {}
private final class CountryRow: Row<CountryCell>, RowType {}
