import Formwork
import Foundation
import Testing

@Suite("Model-driven forms: every row kind a description can choose")
struct ModelRowKindTests {
  struct Kinds: Codable, Equatable, FormModel {
    var a = "a"
    var b = "b"
    var c = "c"
    var d = "d"
    var e = "e"
    var f = "f"
    var g = "g"
    var h = "h"
    var i = "i"
    var count = 1
    var amount = 2.5
    var flag = true
    var when = Date(timeIntervalSince1970: 0)
    var at = Date(timeIntervalSince1970: 60)
    var link = URL(filePath: "/tmp")
    var first = Theme.light
    var second = Theme.dark
    var third = Theme.highContrast
    var fourth = Theme.light

    static var formDescription: FormModelDescription<Kinds> {
      FormModelDescription(fields: [
        .field(\.a, row: .text), .field(\.b, row: .name), .field(\.c, row: .email),
        .field(\.d, row: .password), .field(\.e, row: .phone), .field(\.f, row: .twitter),
        .field(\.g, row: .account), .field(\.h, row: .zipCode), .field(\.i, row: .textArea),
        .field(\.count, row: .int), .field(\.amount, row: .decimal), .field(\.flag, row: .check),
        .field(\.when, row: .time), .field(\.at, row: .dateTime), .field(\.link, row: .url),
        .field(\.first, row: .push), .field(\.second, row: .segmented),
        .field(\.third, row: .picker), .field(\.fourth, row: .actionSheet),
      ])
    }
  }

  @Test func eachKindMakesItsRowAndTheModelRoundTrips() throws {
    let form = try Form(model: Kinds())
    let types = form.rows.map { String(describing: type(of: $0)) }
    #expect(
      types == [
        "TextRow", "NameRow", "EmailRow", "PasswordRow", "PhoneRow", "TwitterRow", "AccountRow",
        "ZipCodeRow", "TextAreaRow", "IntRow", "DecimalRow", "CheckRow", "TimeRow",
        "DateTimeRow", "URLRow", "PushRow<Theme>", "SegmentedRow<Theme>", "PickerRow<Theme>",
        "ActionSheetRow<Theme>",
      ])
    #expect((form.rowBy(tag: "second") as? SegmentedRow<Theme>)?.options == Theme.allCases)
    #expect((form.rowBy(tag: "third") as? PickerRow<Theme>)?.options == Theme.allCases)
    #expect(try form.model(as: Kinds.self) == Kinds())
  }

  @Test func everyKindRefusesATypeItCannotHold() {
    for kind in ModelRowKind.allCases {
      struct Holder: FormModel {
        nonisolated(unsafe) static var kind = ModelRowKind.text
        var value: [Int: Int] = [:]
        var flag = false
        static var formDescription: FormModelDescription<Holder> {
          FormModelDescription(fields: [.field(\.flag, row: kind)])
        }
      }
      Holder.kind = kind
      if kind == .switch || kind == .check {
        #expect(
          (try? Form(model: Holder(), options: .init(skipsUnsupportedProperties: true))) != nil)
      } else {
        #expect(throws: ModelFormError.rowKindMismatch(property: "flag", kind: kind, type: "Bool"))
        {
          try Form(model: Holder(), options: .init(skipsUnsupportedProperties: true))
        }
      }
    }
  }

  struct Inner: Codable, FormModel {
    var code = "x"
    var secret = "s"
    static var formDescription: FormModelDescription<Inner> {
      FormModelDescription(
        header: "Inner part", excluding: [\.secret], fields: [.field(\.code, title: "Code word")])
    }
  }

  struct Outer: Codable { var inner = Inner() }

  @Test func aNestedModelsOwnDescriptionAppliesToItsSection() throws {
    let form = try Form(model: Outer())
    #expect(form.allSections.last?.header?.title == "Inner part")
    #expect(form.rowTags == ["inner.code"])
    #expect(form.rowBy(tag: "inner.code")?.title == "Code word")
  }

  @Test func floatsAndDecimalsReadBackExactly() throws {
    struct Numbers: Codable, Equatable {
      var float: Float = 0.1
      var decimal = Decimal(string: "12.34") ?? 0
    }
    #expect(try Form(model: Numbers()).model(as: Numbers.self) == Numbers())
  }
}
