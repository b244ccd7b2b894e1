import BenchmarkSupport
import Formwork

// `form.validate()` against the same checks written as plain closures, as `ValidationBenchmarks`
// measures them (issue #28): e-mail rows (`RuleRequired`, `RuleEmail`, `RuleMaxLength`) and
// number rows (`RuleRequired`, `RuleGreaterThan`, `RuleSmallerOrEqualThan`) in turn, valid and
// invalid values in a fixed cycle. The closures' e-mail check calls `RuleEmail.matches`, so the
// ratio is what Formwork adds around the checks.

/// The rules each row of the validation form has.
public let validationRulesPerRow = 3

/// The longest e-mail address the validation form's rows accept.
public let maxEmailLength: UInt = 40

/// The value of the `k`th e-mail row: valid and invalid addresses, too long ones, empty text
/// and no value, in a fixed cycle.
public func validationEmail(_ k: Int) -> String? {
  switch k % 8 {
  case 0: "user\(k)@example.com"
  case 1: "first.last+\(k)@mail.example.org"
  case 2: "user\(k)@example"
  case 3: nil
  case 4: ""
  case 5: "a.rather.long.address.number.\(k)@subdomain.example.com"
  case 6: "user \(k)@example.com"
  default: "USER\(k)@EXAMPLE.COM"
  }
}

/// The value of the `k`th number row: from -10 to 139, and no value every seventh row.
public func validationAge(_ k: Int) -> Int? {
  k % 7 == 0 ? nil : (k * 37) % 150 - 10
}

/// A form of `rows` rows, ten to a section, e-mail rows and number rows in turn, three rules
/// each.
public func validationForm(rows: Int) -> Form {
  let form = Form()
  for section in 0..<(rows / 10) {
    let built: [BaseRow] = (0..<10).map { offset in
      let i = section * 10 + offset
      if i.isMultiple(of: 2) {
        return EmailRow(tag(i)) {
          $0.title = "E-mail \(i)"
          $0.value = validationEmail(i / 2)
          $0.add(rule: RuleRequired())
          $0.add(rule: RuleEmail())
          $0.add(rule: RuleMaxLength(maxLength: maxEmailLength))
        }
      }
      return IntRow(tag(i)) {
        $0.title = "Age \(i)"
        $0.value = validationAge(i / 2)
        $0.add(rule: RuleRequired())
        $0.add(rule: RuleGreaterThan(min: 0))
        $0.add(rule: RuleSmallerOrEqualThan(max: 120))
      }
    }
    form +++ Section("Section \(section)") { $0.append(contentsOf: built) }
  }
  return form
}

/// The same checks as closures over two arrays of values, returning the same messages.
public struct PlainValidation {
  let rows: Int
  /// The values of the e-mail rows, in order.
  public let emails: [String?]
  /// The values of the number rows, in order.
  public let ages: [Int?]

  /// The checks of an e-mail row, each returning its failure's message.
  public let emailChecks: [(String?) -> String?] = [
    { ($0 ?? "").isEmpty ? "Field required!" : nil },
    { value in
      guard let value, !value.isEmpty, !RuleEmail.matches(value) else { return nil }
      return "Field value should be a valid email!"
    },
    { value in
      guard let value, value.count > Int(maxEmailLength) else { return nil }
      return "Field value must have less than \(maxEmailLength) characters"
    },
  ]

  /// The checks of a number row, each returning its failure's message.
  public let ageChecks: [(Int?) -> String?] = [
    { $0 == nil ? "Field required!" : nil },
    { value in
      guard let value, value <= 0 else { return nil }
      return "Field value must be greater than 0"
    },
    { value in
      guard let value, value > 120 else { return nil }
      return "Field value must be smaller or equals than 120"
    },
  ]

  /// The values of a form of `rows` rows.
  public init(rows: Int) {
    self.rows = rows
    emails = (0..<(rows + 1) / 2).map(validationEmail)
    ages = (0..<rows / 2).map(validationAge)
  }

  /// Runs every check on every value, in the form's row order, and returns the failures.
  public func run() -> [(row: Int, message: String)] {
    var failures: [(row: Int, message: String)] = []
    for i in 0..<rows {
      if i.isMultiple(of: 2) {
        for check in emailChecks {
          if let message = check(emails[i / 2]) { failures.append((i, message)) }
        }
      } else {
        for check in ageChecks {
          if let message = check(ages[i / 2]) { failures.append((i, message)) }
        }
      }
    }
    return failures
  }
}

/// `form.validate()` against the plain closures, at each size, per rule.
///
/// ``checkValidation(rows:)`` checks that both sides give the same failures.
public func validationWorkloads(sizes: [Int] = workloadSizes) -> [Workload] {
  sizes.map { rows in
    Workload(
      name: "form.validate()/\(rows) rows", unit: "rule",
      unitsPerRun: rows * validationRulesPerRow,
      formwork: {
        let form = validationForm(rows: rows)
        return { form.validate() }
      },
      baseline: {
        let plain = PlainValidation(rows: rows)
        return { plain.run() }
      })
  }
}

/// Checks that both sides of the validation give the same failures, in the same order.
public func checkValidation(rows: Int) {
  let formFailures = validationForm(rows: rows).validate(quietly: true).map(\.msg)
  let plainFailures = PlainValidation(rows: rows).run().map(\.message)
  precondition(formFailures == plainFailures, "the closures must give Formwork's verdicts")
}
