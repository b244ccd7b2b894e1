import Formwork
import Foundation
import Testing

@Suite("A draft of an older form restores what still fits and reports the rest")
struct FormDraftOlderFormTests {
  /// The first version of a form, filled in and kept as a draft.
  static func oldDraft() throws -> FormDraft {
    let form =
      Form() +++ Section("Profile")
      <<< TextRow("name") { $0.title = "Name" }
      <<< IntRow("age") { $0.title = "Age" }
      <<< PushRow<String>("plan") {
        $0.title = "Plan"
        $0.options = ["free", "team", "enterprise"]
      }
      <<< IntRow("seats") { $0.title = "Seats" }
    form.setValues(["name": "Ann", "age": 41, "plan": "enterprise", "seats": 5])
    try form.rowBy(tag: "seats")?.typeText("x")
    return try FormDraft(jsonData: form.draft(savedAt: Date(timeIntervalSince1970: 0)).jsonData())
  }

  @Test("a renamed tag is unknown, and the new tag is named as new")
  func renamedTag() throws {
    let form =
      Form() +++ Section("Profile")
      <<< TextRow("fullName") { $0.title = "Name" }
      <<< IntRow("age") { $0.title = "Age" }
      <<< PushRow<String>("plan") { $0.options = ["free", "team", "enterprise"] }
      <<< IntRow("seats")
    let report = form.restore(try Self.oldDraft())
    #expect(report.problems == [.unknownTag("name")])
    #expect(report.newTags == ["fullName"])
    #expect(report.shapeChanged)
    #expect(report.restored == ["age", "plan", "seats"])
    #expect(form.values()["age"] as? Int == 41)
    #expect(form.values()["fullName"] as? String == nil)
  }

  @Test("a row of another kind keeps its value and the change of kind is named")
  func changedKind() throws {
    let form =
      Form() +++ Section()
      <<< TextRow("name")
      <<< SegmentedRow<String>("age") { $0.options = ["young", "old"] }
      <<< PushRow<String>("plan") { $0.options = ["free", "team", "enterprise"] }
      <<< IntRow("seats")
    let report = form.restore(try Self.oldDraft())
    #expect(
      report.problems == [.kindChanged(tag: "age", saved: "text:Int", current: "choice:String")])
    let age: SegmentedRow<String>? = form.rowBy(tag: "age")
    #expect(age?.value == nil)
    #expect(report.problems.first?.description.contains("'age'") == true)
  }

  @Test("an option no longer offered is named with the value, and the row keeps its own")
  func removedOption() throws {
    let form =
      Form() +++ Section()
      <<< TextRow("name")
      <<< IntRow("age")
      <<< PushRow<String>("plan") {
        $0.options = ["free", "team"]
        $0.value = "free"
      }
      <<< IntRow("seats")
    let report = form.restore(try Self.oldDraft())
    #expect(report.problems.map(\.tag) == ["plan"])
    guard case .valueDoesNotFit("plan", .notAnOption(let tag, let value))? = report.problems.first
    else {
      Issue.record("not an option: \(report.problems)")
      return
    }
    #expect(tag == "plan" && value.contains("enterprise"))
    #expect(form.values()["plan"] as? String == "free")
    #expect(!report.shapeChanged)
  }

  @Test("a new required row is left empty, named as new, and fails validation")
  func newRequiredRow() throws {
    let form =
      Form() +++ Section()
      <<< TextRow("name")
      <<< IntRow("age")
      <<< PushRow<String>("plan") { $0.options = ["free", "team", "enterprise"] }
      <<< IntRow("seats")
      <<< EmailRow("email") {
        $0.title = "E-mail"
        $0.add(rule: RuleRequired())
      }
    let report = form.restore(try Self.oldDraft())
    #expect(report.isComplete, "\(report)")
    #expect(report.newTags == ["email"])
    #expect(report.shapeChanged)
    #expect(form.validate().contains { $0.rowTitle == "E-mail" })
  }

  @Test("typed text for a row that no longer takes text is named with the text")
  func rawTextWithoutField() throws {
    let form =
      Form() +++ Section()
      <<< TextRow("name")
      <<< IntRow("age")
      <<< PushRow<String>("plan") { $0.options = ["free", "team", "enterprise"] }
      <<< StepperRow("seats")
    let report = form.restore(try Self.oldDraft())
    #expect(report.problems.contains(.rawTextNotRestored(tag: "seats", text: "5x")))
  }

  @Test("a focused row that is hidden now is named")
  func focusLost() throws {
    let make = { (hidden: Bool) in
      Form() +++ Section() <<< TextRow("a") { $0.hidden = Condition(booleanLiteral: hidden) }
    }
    let form = make(false)
    try form.rowBy(tag: "a")?.focus()
    let draft = form.draft()
    let report = make(true).restore(draft)
    #expect(report.problems == [.focusNotRestored(tag: "a")])
  }
}
