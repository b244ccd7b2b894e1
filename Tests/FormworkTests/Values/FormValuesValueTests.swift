import Formwork
import Foundation
import Testing

/// `FormValues`: a form's values that print and compare as values (#27).
@Suite("Form values as a value")
struct FormValuesValueTests {
  private func form(name: String? = "demo", port: Int? = 8080) -> Form {
    Form()
      +++ Section()
      <<< TextRow("name") { $0.value = name }
      <<< IntRow("port") { $0.value = port }
      <<< SwitchRow("docker") { $0.value = true }
      +++ MultivaluedSection(multivaluedOptions: [.Insert], header: "Tags") { section in
        section.tag = "tags"
        section <<< TextRow { $0.value = "cli" } <<< TextRow { $0.value = "swift" }
      }
  }

  @Test("prints as tag: value, sorted by tag, without Optional(…)")
  func description() {
    let values = FormValues(form())
    #expect(values.description == "docker: true, name: demo, port: 8080, tags: [cli, swift]")
    #expect(FormValues(form(name: nil)).description.contains("name: nil"))
    #expect(!"\(values)".contains("Optional"))
  }

  @Test("equal values compare equal; a different value or a missing tag does not")
  func equality() {
    #expect(FormValues(form()) == FormValues(form()))
    #expect(FormValues(form()) != FormValues(form(port: 8081)))
    #expect(FormValues(form()) != FormValues(form(name: nil)))
    #expect(
      FormValues(["name": "demo", "port": 8080])
        == FormValues(["port": 8080 as Any?, "name": "demo"]))
    #expect(FormValues(["name": "demo"]) != FormValues(["name": "demo", "port": nil]))
  }

  @Test("by tag: JSON's terms, the row's own type, and Eureka's dictionary")
  func access() {
    let values = FormValues(form())
    #expect(values["port"] == .int(8080))
    #expect(values["tags"] == .array([.string("cli"), .string("swift")]))
    #expect(values["nothing"] == nil)
    #expect(values.value("port", as: Int.self) == 8080)
    #expect(values.value("port", as: String.self) == nil)
    #expect(values.value("nothing", as: Int.self) == nil)
    #expect(values.dictionary["name"] as? String == "demo")
    #expect(values.tags == ["docker", "name", "port", "tags"])
    #expect(values.count == 4)
    #expect(!values.isEmpty && FormValues([:]).isEmpty)
    #expect(values.formValue == (try? form().formValue()))
  }

  @Test("a date keeps its type and prints as ISO 8601; a value without a JSON form prints")
  func datesAndOthers() {
    let date = Date(timeIntervalSince1970: 0)
    let values = FormValues(["when": date, "odd": Double.nan])
    #expect(values.value("when", as: Date.self) == date)
    #expect(values.description.contains("when: 1970-01-01T00:00:00Z"))
    #expect(values.description.contains("odd: nan"))
  }
}
