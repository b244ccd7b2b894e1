import BenchmarkSupport
import Formwork
import Foundation

// model → form: `Form(model:)` against the same rows written by hand with `<<<`;
// form → model: `form.model(as:)` against reading each row's value by hand.

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

/// The form `Form(model: profile)` builds, written by hand.
func handWrittenProfileForm(_ profile: Profile) -> Form {
  Form() +++ Section()
    <<< TextRow("name") {
      $0.title = "Name"
      $0.required = true
      $0.value = profile.name
    }
    <<< IntRow("age") {
      $0.title = "Age"
      $0.value = profile.age
    }
    <<< DecimalRow("height") {
      $0.title = "Height"
      $0.required = true
      $0.value = profile.height
    }
    <<< SwitchRow("newsletter") {
      $0.title = "Newsletter"
      $0.required = true
      $0.value = profile.newsletter
    }
    <<< DateRow("born") {
      $0.title = "Born"
      $0.required = true
      $0.value = profile.born
    }
    <<< URLRow("homepage") {
      $0.title = "Homepage"
      $0.value = profile.homepage
    }
    <<< PushRow<Plan>("plan") {
      $0.title = "Plan"
      $0.required = true
      $0.options = Plan.allCases
      $0.value = profile.plan
    }
    <<< TextRow("nickname") {
      $0.title = "Nickname"
      $0.value = profile.nickname
    }
    <<< IntRow("score") {
      $0.title = "Score"
      $0.required = true
      $0.value = profile.score
    }
    <<< SwitchRow("admin") {
      $0.title = "Admin"
      $0.required = true
      $0.value = profile.admin
    }
}

/// Reads a profile back from the form by hand, as an app without `model(as:)` would.
func handWrittenRead(_ form: Form) -> Profile? {
  guard let name = (form.rowBy(tag: "name") as? TextRow)?.value,
    let height = (form.rowBy(tag: "height") as? DecimalRow)?.value,
    let newsletter = (form.rowBy(tag: "newsletter") as? SwitchRow)?.value,
    let born = (form.rowBy(tag: "born") as? DateRow)?.value,
    let plan = (form.rowBy(tag: "plan") as? PushRow<Plan>)?.value,
    let score = (form.rowBy(tag: "score") as? IntRow)?.value,
    let admin = (form.rowBy(tag: "admin") as? SwitchRow)?.value
  else { return nil }
  return Profile(
    name: name, age: (form.rowBy(tag: "age") as? IntRow)?.value, height: height,
    newsletter: newsletter, born: born, homepage: (form.rowBy(tag: "homepage") as? URLRow)?.value,
    plan: plan, nickname: (form.rowBy(tag: "nickname") as? TextRow)?.value, score: score,
    admin: admin)
}

/// The model workloads, in the order they are printed.
func modelWorkloads() -> [Workload] {
  let batch = 100
  return [
    Workload(
      name: "Form(model:), 10 properties / by hand", unit: "form", unitsPerRun: batch,
      formwork: {
        {
          (0..<batch).map { _ in expectSuccess("Form(model:)") { try Form(model: profile) } }
        }
      },
      baseline: { { (0..<batch).map { _ in handWrittenProfileForm(profile) } } }),
    Workload(
      name: "form.model(as:), 10 properties / reading rows by hand", unit: "read",
      unitsPerRun: batch,
      formwork: {
        let form = expectSuccess("Form(model:)") { try Form(model: profile) }
        return {
          var score = 0
          for _ in 0..<batch {
            score += expectSuccess("model(as:)") { try form.model(as: Profile.self) }.score
          }
          precondition(score == batch * profile.score)
          return score
        }
      },
      baseline: {
        let form = expectSuccess("Form(model:)") { try Form(model: profile) }
        return {
          var score = 0
          for _ in 0..<batch { score += handWrittenRead(form)?.score ?? 0 }
          precondition(score == batch * profile.score)
          return score
        }
      }),
  ]
}
