import Formwork
import FormworkHTML
import Foundation

// Writes the page of a big form for the browser test (.ci/browser-big-form, #28): a text field
// `driver` that every other row depends on, then `rows` text rows, ten to a section, each with
// a condition on `driver` and two rules the browser runtime runs. The runtime is written into
// the page (`runtimePlacement = .inline`), so that the page works from a file.
//
//     BigFormPage [--rows N] > page.html
//
// Row `r<i>` is hidden when the driver reads "hide" (even rows) or starts with "x" (odd rows),
// so typing "hide" hides half of them at the fourth key, and a backspace shows them again.

var rows = 1_000
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--rows": rows = arguments.popFirst().flatMap { Int($0) } ?? rows
  default:
    FileHandle.standardError.write(Data("usage: BigFormPage [--rows N]\n".utf8))
    exit(2)
  }
}

let form = Form()
form
  +++ Section("Driver")
  <<< TextRow("driver") { $0.title = "Driver" }
for sectionIndex in 0..<((rows + 9) / 10) {
  let section = Section("Section \(sectionIndex)")
  for index in (sectionIndex * 10)..<min(rows, sectionIndex * 10 + 10) {
    section
      <<< TextRow("r\(index)") {
        $0.title = "Row \(index)"
        $0.value = "value \(index)"
        $0.hidden = Condition(
          stringLiteral: index % 2 == 0 ? "$driver == 'hide'" : "$driver BEGINSWITH 'x'")
        $0.add(rule: RuleRequired())
        $0.add(rule: RuleMinLength(minLength: 3))
      }
  }
  form +++ section
}

var renderer = HTMLRenderer(action: "/big")
renderer.runtimePlacement = .inline
print(
  """
  <!doctype html>
  <html lang="en">
  <head>
  <meta charset="utf-8">
  <title>A form of \(rows) rows</title>
  </head>
  <body>
  \(renderer.render(form))
  </body>
  </html>
  """)
