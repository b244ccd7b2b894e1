import Formwork
import Foundation
import Testing

/// A sign-up form with every kind of value the JSON Schema describes.
private func signUp() -> Form {
  Form()
    +++ Section("Account")
    <<< TextRow("user") {
      $0.value = "ada"
      $0.required = true
      $0.add(rule: RuleMinLength(minLength: 3))
      $0.add(rule: RuleMaxLength(maxLength: 12))
      $0.add(rule: RuleRegExp(regExpr: "[a-z]+"))
    }
    <<< EmailRow("email") {
      $0.value = "ada@example.com"
      $0.add(rule: RuleEmail())
    }
    <<< IntRow("age") {
      $0.value = 36
      $0.add(rule: RuleGreaterThan(min: 0))
      $0.add(rule: RuleSmallerOrEqualThan(max: 150))
    }
    <<< DecimalRow("height") { $0.value = 1.65 }
    <<< SwitchRow("news") { $0.value = true }
    <<< DateRow("born") { $0.value = Date(timeIntervalSince1970: 0) }
    <<< URLRow("site") { $0.value = URL(string: "https://example.com") }
    <<< PushRow<FormOption<String>>("plan") {
      $0.options = [FormOption("free", "Free"), FormOption("pro", "Pro")]
      $0.value = FormOption("pro", "Pro")
    }
    <<< MultipleSelectorRow<String>("days") {
      $0.options = ["Mon", "Tue"]
      $0.value = ["Tue"]
    }
    <<< TextRow("nickname") { $0.hidden = "$news == NO" }
    <<< ListRow("tags") {
      $0.value = ["swift"]
      $0.add(rule: RuleMaxItems(maxItems: 2))
    }
    <<< ImageRow("avatar") {
      $0.value = FormImage(
        url: URL(string: "https://example.com/a.png") ?? URL(fileURLWithPath: "/a.png"),
        pixelSize: PixelSize(width: 4, height: 3))
    }
    +++ SelectableSection<ListCheckRow<String>>("Contact", selectionType: .multipleSelection) {
      $0.tag = "contact"
    }
    <<< ListCheckRow<String>("byMail") {
      $0.selectableValue = "mail"
      $0.value = "mail"
    }
    <<< ListCheckRow<String>("byPhone") { $0.selectableValue = "phone" }
    +++ MultivaluedSection(header: "Phones") {
      $0.tag = "phones"
      $0.maximumItems = 2
      $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
      $0 <<< PhoneRow { $0.value = "555-0100" }
    }
}

/// Whether each sample is valid by the schema, as Python's `jsonschema` (draft 2020-12) says.
///
/// The schema itself is checked first. The test fails when Python or the package is missing.
private func validate(schema: Data, samples: [Data]) throws -> [Bool] {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("formwork-jsonschema-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  try schema.write(to: directory.appendingPathComponent("schema.json"))
  for (index, sample) in samples.enumerated() {
    try sample.write(to: directory.appendingPathComponent("sample\(index).json"))
  }
  let script = """
    import json, sys
    from jsonschema import Draft202012Validator
    d = sys.argv[1]
    schema = json.load(open(d + "/schema.json"))
    Draft202012Validator.check_schema(schema)
    v = Draft202012Validator(schema)
    for i in range(int(sys.argv[2])):
        print("valid" if v.is_valid(json.load(open(d + "/sample%d.json" % i))) else "invalid")
    """
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["python3", "-c", script, directory.path, "\(samples.count)"]
  let output = Pipe()
  process.standardOutput = output
  process.standardError = Pipe()
  try process.run()
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  #expect(process.terminationStatus == 0, "python3 with jsonschema must be installed")
  return text.split(separator: "\n").map { $0 == "valid" }
}

@Suite("Form schemas: a JSON Schema of the values, checked by a real validator")
struct SchemaValuesJSONSchemaTests {
  @Test("The schema of each kind of value")
  func shape() throws {
    guard case .object(let schema) = signUp().valuesJSONSchema(),
      case .object(let properties)? = schema["properties"]
    else {
      Issue.record("not an object")
      return
    }
    #expect(schema["required"] == .array([.string("user")]))
    #expect(
      properties["user"]
        == .object([
          "type": .string("string"), "minLength": .int(3), "maxLength": .int(12),
          "pattern": .string("^(?:[a-z]+)$"),
        ]))
    #expect(
      properties["age"]
        == .object([
          "type": .array([.string("integer"), .string("null")]), "exclusiveMinimum": .int(0),
          "maximum": .int(150),
        ]))
    #expect(
      properties["plan"]
        == .object(["enum": .array([.string("free"), .string("pro"), .null])]))
    #expect(
      properties["contact"]
        == .object([
          "type": .string("array"), "uniqueItems": .bool(true),
          "items": .object(["enum": .array([.string("mail"), .string("phone")])]),
        ]))
    #expect(
      properties["phones"]
        == .object([
          "type": .string("array"), "maxItems": .int(2),
          "items": .object(["type": .array([.string("string"), .string("null")])]),
        ]))
  }

  @Test("Python's jsonschema accepts the schema, the form's values, and refuses bad values")
  func realValidator() throws {
    let form = signUp()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let schema = try encoder.encode(form.valuesJSONSchema())
    let good = try form.jsonData(includeHidden: true)
    func changed(_ key: String, _ value: FormValue?) throws -> Data {
      guard case .object(var values) = try JSONDecoder().decode(FormValue.self, from: good) else {
        return Data()
      }
      values[key] = value
      return try encoder.encode(FormValue.object(values))
    }
    let samples = [
      good,
      try changed("user", .string("ab")),
      try changed("user", .string("Ada")),
      try changed("user", nil),
      try changed("age", .string("36")),
      try changed("age", .int(151)),
      try changed("plan", .string("gold")),
      try changed("days", .array([.string("Sun")])),
      try changed("contact", .array([.string("mail"), .string("mail")])),
      try changed("phones", .array([.string("1"), .string("2"), .string("3")])),
      try changed("colour", .string("red")),
      try changed("news", .string("yes")),
      try changed("plan", .null),
      try changed("tags", .array([.string("a"), .string("b"), .string("c")])),
      try changed("tags", .array([.int(1)])),
      try changed("avatar", .object(["name": .string("a"), "width": .int(4)])),
      try changed(
        "avatar",
        .object(["name": .string("a"), "url": .string("https://x"), "data": .string("AA==")])),
      try changed("avatar", .object(["name": .string("a"), "data": .string("AA==")])),
      try changed("avatar", .null),
    ]
    let results = try validate(schema: schema, samples: samples)
    #expect(
      results == [
        true, false, false, false, false, false, false, false, false, false, false, false, true,
        false, false, false, false, true, true,
      ])
  }
}
