import Formwork
import FormworkHTML
import Foundation
import Testing

@Suite("What each row and section submits as it stands")
struct SubmittedValuesTests {
  @Test("Every row and section of the catalog submits what a browser sends for it")
  func catalog() {
    let form = BindingForms.catalog()
    var fields: [FormField] = []
    for section in form.allSections {
      if let tag = section.tag, section.kind.isPlain == false {
        fields += HTMLFieldNames.submittedValues(of: section).map {
          FormField(name: tag, value: $0)
        }
        continue
      }
      for row in section.allRows {
        guard let tag = row.tag else { continue }
        fields += HTMLFieldNames.submittedValues(of: row).map { FormField(name: tag, value: $0) }
      }
    }
    let browser = BindingForms.submission(of: form).fields.map { field in
      FormField(name: field.name, value: field.value.replacingOccurrences(of: "\r\n", with: "\n"))
    }
    #expect(fields == browser)
  }

  @Test("Each kind of row, by example")
  func examples() throws {
    let form = BindingForms.catalog()
    func values(_ tag: String) -> [String] {
      form.rowBy(tag: tag).map(HTMLFieldNames.submittedValues(of:)) ?? ["?"]
    }
    #expect(values("check") == ["on"])
    #expect(values("uncheck") == [])
    #expect(values("slider") == ["5"])
    #expect(values("textArea") == ["Two lines,\nof text."])
    #expect(values("text") == [""])
    #expect(values("int") == ["2026"])
    #expect(values("dateTime") == ["2026-11-23T09:30"])
    #expect(values("countDownPicker") == ["01:30"])
    #expect(values("doublePicker") == ["Floor", "2"])
    #expect(values("doublePickerInput") == ["", ""])
    #expect(values("multiple") == ["Mon", "Wed"])
    #expect(values("size") == ["m"])
    #expect(values("leftRight") == ["Email", "Work"])
    #expect(values("avatar") == [])  // a file input sends a file, not text
    #expect(values("cover") == [])
    #expect(values("tags") == ["swift", "forms"])
    #expect(values("label") == [])
    #expect(values("button") == [])
    let toppings = try #require(form.sectionBy(tag: "toppings"))
    #expect(HTMLFieldNames.submittedValues(of: toppings) == ["2"])
    #expect(HTMLFieldNames.submittedValues(of: form.allSections[0]) == [])
    #expect(HTMLFieldNames.selectableValue(of: toppings.allRows[0]) == "1")
    #expect(HTMLFieldNames.selectableValue(of: NameRow()) == nil)
  }

  @Test("A disabled row submits nothing; numbers are written as HTML writes them")
  func disabledAndNumbers() {
    let stepper = StepperRow("guests") { $0.value = 0.25 }
    let off = StepperRow("none")
    let disabled = NameRow("name") {
      $0.value = "Ada"
      $0.disabled = true
    }
    let form = Form() +++ Section() <<< stepper <<< off <<< disabled
    #expect(form.allRows.count == 3)
    #expect(HTMLFieldNames.submittedValues(of: stepper) == ["0.25"])
    #expect(HTMLFieldNames.submittedValues(of: off) == [""])
    #expect(HTMLFieldNames.submittedValues(of: disabled) == [])
  }
}

extension SectionKind {
  fileprivate var isPlain: Bool {
    if case .plain = self { return true }
    return false
  }
}
