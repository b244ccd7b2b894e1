import Formwork
import Foundation
import Testing

/// Models of the suites: every mapped type, optional and not.
enum Theme: String, CaseIterable, Codable {
  case light, dark, highContrast
}

enum Size: Int, CaseIterable, Codable, CustomStringConvertible {
  case small = 1
  case large = 2
  var description: String { self == .small ? "S" : "L" }
}

struct Everything: Codable, Equatable {
  var name: String
  var count: Int
  var ratio: Double
  var price: Decimal
  var weight: Float
  var active: Bool
  var born: Date
  var homepage: URL
  var theme: Theme
  var nickname: String?
  var age: Int?
  var size: Size?
}

@Suite("Model-driven forms: one row per property, by type")
struct ModelMappingTests {
  static let sample = Everything(
    name: "Ann", count: 3, ratio: 0.5, price: Decimal(string: "9.99") ?? 0, weight: 1.5,
    active: true, born: Date(timeIntervalSince1970: 86_400),
    homepage: URL(string: "https://a.example") ?? URL(filePath: "/"),
    theme: .dark, nickname: nil, age: 42, size: nil)

  @Test func rowsFollowDeclarationOrderTaggedByName() throws {
    let form = try Form(model: Self.sample)
    #expect(form.allSections.count == 1)
    #expect(
      form.rowTags == [
        "name", "count", "ratio", "price", "weight", "active", "born", "homepage", "theme",
        "nickname", "age", "size",
      ])
  }

  @Test func eachTypeGetsItsRow() throws {
    let form = try Form(model: Self.sample)
    #expect(form.rowBy(tag: "name") is TextRow)
    #expect(form.rowBy(tag: "count") is IntRow)
    #expect(form.rowBy(tag: "ratio") is DecimalRow)
    #expect(form.rowBy(tag: "price") is DecimalRow)
    #expect(form.rowBy(tag: "weight") is DecimalRow)
    #expect(form.rowBy(tag: "active") is SwitchRow)
    #expect(form.rowBy(tag: "born") is DateRow)
    #expect(form.rowBy(tag: "homepage") is URLRow)
    #expect(form.rowBy(tag: "theme") is PushRow<Theme>)
    #expect(form.rowBy(tag: "nickname") is TextRow)
    #expect(form.rowBy(tag: "age") is IntRow)
    #expect(form.rowBy(tag: "size") is PushRow<Size>)
  }

  @Test func valuesComeFromTheModelConverted() throws {
    let form = try Form(model: Self.sample)
    #expect((form.rowBy(tag: "name") as? TextRow)?.value == "Ann")
    #expect((form.rowBy(tag: "count") as? IntRow)?.value == 3)
    #expect((form.rowBy(tag: "price") as? DecimalRow)?.value == 9.99)
    #expect((form.rowBy(tag: "weight") as? DecimalRow)?.value == 1.5)
    #expect((form.rowBy(tag: "active") as? SwitchRow)?.value == true)
    #expect((form.rowBy(tag: "born") as? DateRow)?.value == Date(timeIntervalSince1970: 86_400))
    #expect((form.rowBy(tag: "homepage") as? URLRow)?.value?.absoluteString == "https://a.example")
    #expect((form.rowBy(tag: "theme") as? PushRow<Theme>)?.value == .dark)
    #expect((form.rowBy(tag: "nickname") as? TextRow)?.value == nil)
    #expect((form.rowBy(tag: "size") as? PushRow<Size>)?.value == nil)
  }

  @Test func optionalsAreNotRequiredOthersAre() throws {
    let form = try Form(model: Self.sample)
    let required = form.allRows.filter(\.required).compactMap(\.tag)
    #expect(
      required == ["name", "count", "ratio", "price", "weight", "born", "homepage", "theme"])
  }

  @Test("a non-optional Bool is never required: its switch always has an answer, off included")
  func nonOptionalBoolIsNotRequired() throws {
    let form = try Form(model: Self.sample)
    let active = try #require(form.rowBy(tag: "active") as? SwitchRow)
    #expect(active.required == false)
    active.value = false
    let model = try form.model(as: Everything.self)
    #expect(model.active == false)
  }

  @Test func enumRowsOfferEveryCaseWithDisplayText() throws {
    let form = try Form(model: Self.sample)
    let theme = try #require(form.rowBy(tag: "theme") as? PushRow<Theme>)
    #expect(theme.options == [.light, .dark, .highContrast])
    #expect(theme.displayValueFor?(.highContrast) == "High Contrast")
    let size = try #require(form.rowBy(tag: "size") as? PushRow<Size>)
    #expect(size.options == [.small, .large])
    #expect(size.displayValueFor?(.large) == "L")
  }

  struct Titled: Codable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    var user_name = ""
    var userName2 = ""
    var homepageURL: URL?
    var urlString = ""
    var id = 0
    var isHTMLEnabled = false
  }

  @Test func titlesComeFromNames() throws {
    let form = try Form(model: Titled())
    #expect(
      form.rows.map { $0.title ?? "" } == [
        "User Name", "User Name2", "Homepage URL", "URL String", "ID", "Is HTML Enabled",
      ])
  }

  @Test func classesListSuperclassPropertiesFirst() throws {
    class Base { var id = 1 }
    final class Account: Base { var owner = "Ann" }
    let form = try Form(model: Account())
    #expect(form.rowTags == ["id", "owner"])
  }

  @Test func aValueThatIsNoModelIsAnError() {
    #expect(throws: ModelFormError.notAModel(type: "Int")) { try Form(model: 3) }
    struct Empty {}
    #expect(throws: ModelFormError.notAModel(type: "Empty")) { try Form(model: Empty()) }
  }
}
