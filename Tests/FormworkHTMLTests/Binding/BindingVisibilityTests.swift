import Formwork
import FormworkHTML
import Testing

@Suite("Binding hidden and disabled rows")
struct BindingVisibilityTests {
  /// A newsletter switch that shows the frequency row, and a row disabled unless "edit" is on.
  static func form(policy: HiddenValuePolicy = .keep, frequencyFirst: Bool = false) -> Form {
    let frequency = PushRow<String>("frequency") {
      $0.options = ["daily", "weekly"]
      $0.value = "weekly"
      $0.hidden = "$newsletter != true"
    }
    let newsletter = SwitchRow("newsletter") { $0.value = false }
    let section = Section()
    if frequencyFirst {
      section <<< frequency <<< newsletter
    } else {
      section <<< newsletter <<< frequency
    }
    let form =
      Form() +++ section
      <<< CheckRow("edit")
      <<< NameRow("nickname") {
        $0.value = "ada"
        $0.disabled = "$edit != true"
      }
    form.hiddenValuePolicy = policy
    return form
  }

  @Test("A value for a hidden row is not applied, and reported")
  func hiddenRow() throws {
    let form = Self.form()
    let report = try form.bind(["frequency": "daily"])
    #expect(report.issues == [.hidden("frequency")])
    #expect(report.description == "'frequency' is hidden; its value was not applied")
    #expect(form.rowBy(tag: "frequency")?.baseValue as? String == "weekly")
  }

  @Test(
    "A row the same request shows is bound, before or after the switch that shows it",
    arguments: [false, true])
  func shownByTheRequest(frequencyFirst: Bool) throws {
    let form = Self.form(frequencyFirst: frequencyFirst)
    #expect(try form.bind(["newsletter": "on", "frequency": "daily"]).isClean)
    #expect(form.rowBy(tag: "frequency")?.baseValue as? String == "daily")
  }

  @Test("A row the same request hides follows the hidden-value policy")
  func hiddenByTheRequest() throws {
    for policy in [HiddenValuePolicy.keep, .clear] {
      let form = Self.form(policy: policy)
      #expect(try form.bind(["newsletter": "on", "frequency": "daily"]).isClean)
      let report = try form.bind(["frequency": "weekly"])
      #expect(report.issues == [.hidden("frequency")])
      let kept = form.rowBy(tag: "frequency")?.baseValue as? String
      #expect(kept == (policy == .keep ? "daily" : nil))
    }
  }

  @Test("A value for a disabled row is not applied; a row the same request enables is bound")
  func disabledRow() throws {
    let form = Self.form()
    let report = try form.bind(["nickname": "lovelace"])
    #expect(report.issues == [.disabled("nickname")])
    #expect(report.description == "'nickname' is disabled; its value was not applied")
    #expect(form.rowBy(tag: "nickname")?.baseValue as? String == "ada")
    #expect(try form.bind(["edit": "on", "nickname": "lovelace"]).isClean)
    #expect(form.rowBy(tag: "nickname")?.baseValue as? String == "lovelace")
  }

  @Test("A hidden or disabled checkbox is not read as off when nothing is sent for it")
  func absentCheckboxes() throws {
    let hidden = SwitchRow("hidden") {
      $0.value = true
      $0.hidden = true
    }
    let disabled = CheckRow("disabled") {
      $0.value = true
      $0.disabled = true
    }
    let form = Form() +++ Section() <<< hidden <<< disabled
    #expect(try form.bind(FormData()).isClean)
    #expect(hidden.value == true)
    #expect(disabled.value == true)
  }

  @Test("A read-only form takes nothing from a request")
  func readOnlyForm() throws {
    let form = Self.form()
    form.disabled = true
    let report = try form.bind(["newsletter": "on", "edit": "on"])
    #expect(report.issues == [.disabled("newsletter"), .disabled("edit")])
    #expect(form.rowBy(tag: "newsletter")?.baseValue as? Bool == false)
  }

  @Test("Rows of a hidden section, and a hidden selectable section, take nothing")
  func hiddenSections() throws {
    let plan = SelectableSection<ListCheckRow<String>>(
      "Plan", selectionType: .singleSelection(enableDeselection: true)
    ) {
      $0.tag = "plan"
      $0.hidden = true
    }
    plan <<< ListCheckRow<String> { $0.selectableValue = "pro" }
    let form =
      Form() +++ Section { $0.hidden = true } <<< NameRow("name")
      +++ plan
    let report = try form.bind(["name": "Ada", "plan": "pro"])
    #expect(report.issues == [.hidden("name"), .hidden("plan")])
    #expect(form.rowBy(tag: "name")?.baseValue == nil)
    #expect(plan.selectedRow() == nil)
  }

  @Test("A row a callback removes while binding: its value is reported, nothing crashes")
  func removedWhileBinding() throws {
    let note = NameRow("note")
    let form = Form() +++ Section() <<< SwitchRow("wipe") <<< note
    (form.rowBy(tag: "wipe") as? SwitchRow)?.onChange { row in
      if row.value == true, let section = note.section, let index = note.indexPath?.row {
        section.remove(at: index)
      }
    }
    let report = try form.bind(["wipe": "on", "note": "gone"])
    #expect(report.issues == [.unknownName("note")])
    #expect(note.value == nil)
  }

  @Test("A hidden row sent back as it stands is no issue, whatever the policy")
  func hiddenSentBack() throws {
    for (policy, sent) in [(HiddenValuePolicy.keep, "weekly"), (.clear, "")] {
      let form = Self.form(policy: policy)
      let frequency = try #require(form.rowBy(tag: "frequency"))
      if policy == .clear { try frequency.setBaseValue(nil) }
      #expect(HTMLFieldNames.submittedValues(of: frequency) == [sent])
      #expect(try form.bind(["frequency": sent]).isClean)
    }
  }

  @Test("Hidden items and options sent back as they stand are no issue")
  func hiddenItemsAndOptionsSentBack() throws {
    let phones = MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Phones") {
      $0.tag = "phones"
      $0 <<< PhoneRow { $0.value = "1" }
        <<< PhoneRow {
          $0.value = "2"
          $0.hidden = true
        }
    }
    let extras = SelectableSection<ListCheckRow<String>>(
      "Extras", selectionType: .multipleSelection
    ) { $0.tag = "extras" }
    extras
      <<< ListCheckRow<String> {
        $0.selectableValue = "a"
        $0.value = "a"
        $0.hidden = true
      }
    extras
      <<< ListCheckRow<String> {
        $0.selectableValue = "b"
        $0.hidden = true
      }
    let form = Form() +++ phones +++ extras
    #expect(HTMLFieldNames.submittedValues(of: phones) == ["1", "2"])
    #expect(HTMLFieldNames.submittedValues(of: extras) == ["a"])
    #expect(try form.bind(FormData([("phones", "1"), ("phones", "2"), ("extras", "a")])).isClean)
    let changed = try form.bind(
      FormData([("phones", "1"), ("phones", "3"), ("extras", "a"), ("extras", "b")]))
    #expect(changed.issues == [.hidden("phones"), .refusedOption(name: "extras", value: "b")])
    #expect(phones.allRows[1].baseValue as? String == "2")
    #expect(extras.allRows.map { $0.baseValue as? String } == ["a", nil])
  }
}
