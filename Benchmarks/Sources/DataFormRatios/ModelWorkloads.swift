import BenchmarkSupport
import Formwork
import Foundation

// Forms from models (#15, #28), each beside the same work written by hand: building the form
// from an instance (`Form(model:)`) and from the type alone (`Form(modelType:)`) against the
// same rows added with `<<<`; reading the model back (`model(as:)`, `model(updating:)`) against
// reading each row's value by tag. At 10 properties (one flat model) and 500 (49 nested
// ten-property models and a list of ten items).

enum Plan: String, CaseIterable, Codable { case free, pro, enterprise }

/// A model of ten properties of the kinds the mapping supports.
struct Profile: Codable {
  var name: String
  var age: Int?
  var height: Double
  var newsletter: Bool
  var born: Date
  var homepage: URL?
  var plan: Plan
  var nickname: String?
  var score: Int
  var admin: Bool
}

let profile = Profile(
  name: "Ann", age: 36, height: 1.7, newsletter: true, born: Date(timeIntervalSince1970: 0),
  homepage: URL(string: "https://ann.example"), plan: .pro, nickname: nil, score: 7, admin: false)

/// Adds the rows `Form(model:)` makes for a profile, tagged under `prefix`, with the profile's
/// values (none for `nil`), as a developer writes them by hand.
func addProfileRows(to section: Section, prefix: String, _ profile: Profile?) {
  section
    <<< TextRow(prefix + "name") {
      $0.title = "Name"
      $0.required = true
      $0.value = profile?.name
    }
    <<< IntRow(prefix + "age") {
      $0.title = "Age"
      $0.value = profile?.age
    }
    <<< DecimalRow(prefix + "height") {
      $0.title = "Height"
      $0.required = true
      $0.value = profile?.height
    }
    <<< SwitchRow(prefix + "newsletter") {
      $0.title = "Newsletter"
      $0.value = profile?.newsletter
    }
    <<< DateRow(prefix + "born") {
      $0.title = "Born"
      $0.required = true
      $0.value = profile?.born
    }
    <<< URLRow(prefix + "homepage") {
      $0.title = "Homepage"
      $0.value = profile?.homepage
    }
    <<< PushRow<Plan>(prefix + "plan") {
      $0.title = "Plan"
      $0.required = true
      $0.options = Plan.allCases
      $0.value = profile?.plan
    }
    <<< TextRow(prefix + "nickname") {
      $0.title = "Nickname"
      $0.value = profile?.nickname
    }
    <<< IntRow(prefix + "score") {
      $0.title = "Score"
      $0.required = true
      $0.value = profile?.score
    }
    <<< SwitchRow(prefix + "admin") {
      $0.title = "Admin"
      $0.value = profile?.admin
    }
}

/// The form `Form(model: profile)` builds (or, for `nil`, `Form(modelType: Profile.self)`).
func handWrittenProfileForm(_ profile: Profile?) -> Form {
  let section = Section()
  addProfileRows(to: section, prefix: "", profile)
  return Form() +++ section
}

/// The form of a `LargeProfile` (or of its type alone, for `nil`), written by hand.
func handWrittenLargeForm(_ large: LargeProfile?) -> Form {
  let form = Form() +++ Section()
  for index in 0..<LargeProfile.blockCount {
    let section = Section("B\(index)")
    section.tag = "b\(index)"
    addProfileRows(to: section, prefix: "b\(index).", large.map { _ in profile })
    form +++ section
  }
  let tags = MultivaluedSection(multivaluedOptions: [.Insert, .Delete, .Reorder], header: "Tags") {
    $0.tag = "tags"
    $0.multivaluedRowToInsertAt = { _ in TextRow() }
  }
  for tag in large?.tags ?? [] { tags.insert(TextRow { $0.value = tag }, at: tags.itemCount) }
  return form +++ tags
}

/// Reads a profile back from the rows tagged under `prefix`, as an app without `model(as:)`
/// would.
func handWrittenRead(_ form: Form, prefix: String = "") -> Profile? {
  guard let name = (form.rowBy(tag: prefix + "name") as? TextRow)?.value,
    let height = (form.rowBy(tag: prefix + "height") as? DecimalRow)?.value,
    let born = (form.rowBy(tag: prefix + "born") as? DateRow)?.value,
    let plan = (form.rowBy(tag: prefix + "plan") as? PushRow<Plan>)?.value,
    let score = (form.rowBy(tag: prefix + "score") as? IntRow)?.value
  else { return nil }
  return Profile(
    name: name, age: (form.rowBy(tag: prefix + "age") as? IntRow)?.value, height: height,
    newsletter: (form.rowBy(tag: prefix + "newsletter") as? SwitchRow)?.value ?? false,
    born: born, homepage: (form.rowBy(tag: prefix + "homepage") as? URLRow)?.value, plan: plan,
    nickname: (form.rowBy(tag: prefix + "nickname") as? TextRow)?.value, score: score,
    admin: (form.rowBy(tag: prefix + "admin") as? SwitchRow)?.value ?? false)
}

/// Reads a `LargeProfile` back by hand.
func handWrittenLargeRead(_ form: Form) -> LargeProfile? {
  var blocks: [Profile] = []
  for index in 0..<LargeProfile.blockCount {
    guard let block = handWrittenRead(form, prefix: "b\(index).") else { return nil }
    blocks.append(block)
  }
  guard let tags = form.sectionBy(tag: "tags") as? MultivaluedSection else { return nil }
  return LargeProfile.assemble(
    blocks, tags: tags.itemRows.compactMap { ($0 as? TextRow)?.value })
}

/// A workload that runs `body` `batch` times per timed run.
private func batched(
  _ name: String, unit: String, batch: Int, formwork: @escaping @Sendable () -> Workload.Run,
  baseline: @escaping @Sendable () -> Workload.Run
) -> Workload {
  Workload(
    name: name, unit: unit, unitsPerRun: batch,
    formwork: {
      let run = formwork()
      return { (0..<batch).map { _ in run() } }
    },
    baseline: {
      let run = baseline()
      return { (0..<batch).map { _ in run() } }
    })
}

/// The model workloads, in the order they are printed: each at 10 properties and at 500 rows.
func modelWorkloads() -> [Workload] {
  [
    batched(
      "Form(model:), 10 properties / <<<", unit: "form", batch: 100,
      formwork: { { expectSuccess("Form(model:)") { try Form(model: profile) } } },
      baseline: { { handWrittenProfileForm(profile) } }),
    batched(
      "Form(model:), 500 rows / <<<", unit: "form", batch: 2,
      formwork: { { expectSuccess("Form(model:)") { try Form(model: LargeProfile.sample) } } },
      baseline: { { handWrittenLargeForm(LargeProfile.sample) } }),
    batched(
      "Form(modelType:), 10 properties / <<<", unit: "form", batch: 100,
      formwork: { { expectSuccess("Form(modelType:)") { try Form(modelType: Profile.self) } } },
      baseline: { { handWrittenProfileForm(nil) } }),
    batched(
      "Form(modelType:), 500 rows / <<<", unit: "form", batch: 2,
      formwork: {
        { expectSuccess("Form(modelType:)") { try Form(modelType: LargeProfile.self) } }
      },
      baseline: { { handWrittenLargeForm(nil) } }),
    batched(
      "model(as:), 10 properties / by hand", unit: "read", batch: 100,
      formwork: {
        let form = expectSuccess("Form(model:)") { try Form(model: profile) }
        return { expectSuccess("model(as:)") { try form.model(as: Profile.self) } }
      },
      baseline: {
        let form = expectSuccess("Form(model:)") { try Form(model: profile) }
        precondition(handWrittenRead(form) != nil, "the hand-written read must succeed")
        return { handWrittenRead(form) as Any }
      }),
    batched(
      "model(as:), 500 rows / by hand", unit: "read", batch: 5,
      formwork: {
        let form = expectSuccess("Form(model:)") { try Form(model: LargeProfile.sample) }
        return { expectSuccess("model(as:)") { try form.model(as: LargeProfile.self) } }
      },
      baseline: {
        let form = expectSuccess("Form(model:)") { try Form(model: LargeProfile.sample) }
        precondition(handWrittenLargeRead(form) != nil, "the hand-written read must succeed")
        return { handWrittenLargeRead(form) as Any }
      }),
    batched(
      "model(updating:), 10 properties / by hand", unit: "read", batch: 100,
      formwork: {
        let form = expectSuccess("Form(model:)") { try Form(model: profile) }
        return { expectSuccess("model(updating:)") { try form.model(updating: profile) } }
      },
      baseline: {
        let form = expectSuccess("Form(model:)") { try Form(model: profile) }
        precondition(handWrittenRead(form) != nil, "the hand-written read must succeed")
        return { handWrittenRead(form) as Any }
      }),
    batched(
      "model(updating:), 500 rows / by hand", unit: "read", batch: 5,
      formwork: {
        let form = expectSuccess("Form(model:)") { try Form(model: LargeProfile.sample) }
        return {
          expectSuccess("model(updating:)") { try form.model(updating: LargeProfile.sample) }
        }
      },
      baseline: {
        let form = expectSuccess("Form(model:)") { try Form(model: LargeProfile.sample) }
        precondition(handWrittenLargeRead(form) != nil, "the hand-written read must succeed")
        return { handWrittenLargeRead(form) as Any }
      }),
  ]
}

/// A model of 500 rows: 49 nested ten-property models and a list of ten items.
struct LargeProfile: Codable {
  /// The number of nested profiles.
  static let blockCount = 49

  var b0: Profile
  var b1: Profile
  var b2: Profile
  var b3: Profile
  var b4: Profile
  var b5: Profile
  var b6: Profile
  var b7: Profile
  var b8: Profile
  var b9: Profile
  var b10: Profile
  var b11: Profile
  var b12: Profile
  var b13: Profile
  var b14: Profile
  var b15: Profile
  var b16: Profile
  var b17: Profile
  var b18: Profile
  var b19: Profile
  var b20: Profile
  var b21: Profile
  var b22: Profile
  var b23: Profile
  var b24: Profile
  var b25: Profile
  var b26: Profile
  var b27: Profile
  var b28: Profile
  var b29: Profile
  var b30: Profile
  var b31: Profile
  var b32: Profile
  var b33: Profile
  var b34: Profile
  var b35: Profile
  var b36: Profile
  var b37: Profile
  var b38: Profile
  var b39: Profile
  var b40: Profile
  var b41: Profile
  var b42: Profile
  var b43: Profile
  var b44: Profile
  var b45: Profile
  var b46: Profile
  var b47: Profile
  var b48: Profile
  var tags: [String]

  /// A model whose every block is the benchmark's profile, with ten tags.
  static let sample = LargeProfile(
    b0: profile,
    b1: profile,
    b2: profile,
    b3: profile,
    b4: profile,
    b5: profile,
    b6: profile,
    b7: profile,
    b8: profile,
    b9: profile,
    b10: profile,
    b11: profile,
    b12: profile,
    b13: profile,
    b14: profile,
    b15: profile,
    b16: profile,
    b17: profile,
    b18: profile,
    b19: profile,
    b20: profile,
    b21: profile,
    b22: profile,
    b23: profile,
    b24: profile,
    b25: profile,
    b26: profile,
    b27: profile,
    b28: profile,
    b29: profile,
    b30: profile,
    b31: profile,
    b32: profile,
    b33: profile,
    b34: profile,
    b35: profile,
    b36: profile,
    b37: profile,
    b38: profile,
    b39: profile,
    b40: profile,
    b41: profile,
    b42: profile,
    b43: profile,
    b44: profile,
    b45: profile,
    b46: profile,
    b47: profile,
    b48: profile,
    tags: (0..<10).map { "tag\($0)" })

  /// The model of 49 blocks and the tags.
  static func assemble(_ blocks: [Profile], tags: [String]) -> LargeProfile? {
    guard blocks.count == blockCount else { return nil }
    return LargeProfile(
      b0: blocks[0],
      b1: blocks[1],
      b2: blocks[2],
      b3: blocks[3],
      b4: blocks[4],
      b5: blocks[5],
      b6: blocks[6],
      b7: blocks[7],
      b8: blocks[8],
      b9: blocks[9],
      b10: blocks[10],
      b11: blocks[11],
      b12: blocks[12],
      b13: blocks[13],
      b14: blocks[14],
      b15: blocks[15],
      b16: blocks[16],
      b17: blocks[17],
      b18: blocks[18],
      b19: blocks[19],
      b20: blocks[20],
      b21: blocks[21],
      b22: blocks[22],
      b23: blocks[23],
      b24: blocks[24],
      b25: blocks[25],
      b26: blocks[26],
      b27: blocks[27],
      b28: blocks[28],
      b29: blocks[29],
      b30: blocks[30],
      b31: blocks[31],
      b32: blocks[32],
      b33: blocks[33],
      b34: blocks[34],
      b35: blocks[35],
      b36: blocks[36],
      b37: blocks[37],
      b38: blocks[38],
      b39: blocks[39],
      b40: blocks[40],
      b41: blocks[41],
      b42: blocks[42],
      b43: blocks[43],
      b44: blocks[44],
      b45: blocks[45],
      b46: blocks[46],
      b47: blocks[47],
      b48: blocks[48],
      tags: tags)
  }
}
