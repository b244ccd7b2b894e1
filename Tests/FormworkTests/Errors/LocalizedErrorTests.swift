import Formwork
import Foundation
import Testing

@Suite("Errors read well through localizedDescription")
struct LocalizedErrorTests {
  @Test(
    "localizedDescription is the error's own sentence",
    arguments: [
      (FormError.unknownTag("agee") as any Error, "no row is tagged 'agee'"),
      (InteractionError.disabled(row: "name"), "row name is disabled and takes no input"),
      (InteractionError.readOnly(row: "notes"), "row notes is read-only"),
      (
        InputError(row: "age", text: "12a", expected: "Int"), "'12a' is not a valid Int for row age"
      ),
      (ValidationError(msg: "Too short"), "Too short"),
    ])
  func localized(error: any Error, sentence: String) {
    #expect(error.localizedDescription == sentence)
  }

  @Test("every thrown error type, caught as any Error, says what its description says")
  func thrown() throws {
    let form = Form() +++ Section() <<< IntRow("n")
    do {
      try form.setValues(checking: ["n": "x"])
      Issue.record("no error thrown")
    } catch {
      #expect(error.localizedDescription == String(describing: error))
      #expect(!error.localizedDescription.contains("could not be completed"))
    }
    do {
      _ = try Condition(format: "$n == (")
      Issue.record("no error thrown")
    } catch {
      #expect(error.localizedDescription == String(describing: error))
    }
  }
}
