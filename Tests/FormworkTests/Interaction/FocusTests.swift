import Formwork
import Testing

@Suite("Focus and keyboard navigation")
struct FocusTests {
  /// Fields, with rows that cannot take focus between them.
  ///
  /// The layout:
  ///
  ///     Section 0: name (text), label, toggle (switch), locked (text, disabled)
  ///     Section 1: age (int), ghost (text, hidden), notes (text area)
  ///     Section 2 (hidden): lost (text)
  ///     Section 3: email
  private func navigationForm() -> Form {
    Form()
      +++ Section("0")
      <<< TextRow("name")
      <<< LabelRow("label")
      <<< SwitchRow("toggle")
      <<< TextRow("locked") { $0.disabled = true }
      +++ Section("1")
      <<< IntRow("age")
      <<< TextRow("ghost") { $0.hidden = true }
      <<< TextAreaRow("notes")
      +++ Section("2") { $0.hidden = true }
      <<< TextRow("lost")
      +++ Section("3")
      <<< EmailRow("email")
  }

  private func focusedTag(_ form: Form) -> String? {
    form.focusedRow?.tag
  }

  // MARK: Focus and blur

  @Test("focus highlights the row and makes its cell first responder")
  func focus() throws {
    let form = navigationForm()
    let name = try #require(form.rowBy(tag: "name"))
    try name.focus()
    #expect(form.focusedRow === name)
    #expect(name.isHighlighted)
    #expect(name.baseCell.isFirstResponder)
    #expect(name.baseCell.isHighlighted)
    #expect(!name.wasBlurred)
  }

  @Test("blur takes focus away and marks the row as blurred")
  func blur() throws {
    let form = navigationForm()
    let name = try #require(form.rowBy(tag: "name"))
    try name.focus()
    name.blur()
    #expect(form.focusedRow == nil)
    #expect(!name.isHighlighted)
    #expect(!name.baseCell.isFirstResponder)
    #expect(!name.baseCell.isHighlighted)
    #expect(name.wasBlurred)
  }

  @Test("blurring a row that does not have focus changes nothing")
  func blurWithoutFocus() throws {
    let form = navigationForm()
    try form.focus("name")
    form.rowBy(tag: "age")?.blur()
    #expect(focusedTag(form) == "name")
    #expect(form.rowBy(tag: "age")?.wasBlurred == false)
  }

  @Test("focusing another row blurs the first")
  func focusMoves() throws {
    let form = navigationForm()
    let name = try #require(form.rowBy(tag: "name"))
    let age = try #require(form.rowBy(tag: "age"))
    try name.focus()
    try age.focus()
    #expect(form.focusedRow === age)
    #expect(!name.isHighlighted)
    #expect(name.wasBlurred)
    #expect(age.isHighlighted)
  }

  @Test("focusing the focused row again does not blur it")
  func refocus() throws {
    var highlights = 0
    let form =
      Form() +++ Section() <<< TextRow("a").onCellHighlightChanged { _, _ in highlights += 1 }
    try form.focus("a")
    try form.focus("a")
    #expect(highlights == 1)
    #expect(form.rowBy(tag: "a")?.wasBlurred == false)
  }

  @Test("resignFocus blurs whatever row has focus")
  func resignFocus() throws {
    let form = navigationForm()
    form.resignFocus()
    try form.focus("email")
    form.resignFocus()
    #expect(form.focusedRow == nil)
    #expect(form.rowBy(tag: "email")?.wasBlurred == true)
  }

  @Test("cells take and give up focus as UIKit cells do")
  func cellResponders() throws {
    let form = navigationForm()
    let age = try #require(form.rowBy(tag: "age"))
    let label = try #require(form.rowBy(tag: "label"))
    #expect(age.baseCell.cellCanBecomeFirstResponder())
    #expect(!label.baseCell.cellCanBecomeFirstResponder())
    #expect(!(form.rowBy(tag: "locked")?.baseCell.cellCanBecomeFirstResponder() ?? true))
    #expect(age.baseCell.cellBecomeFirstResponder())
    #expect(form.focusedRow === age)
    #expect(!label.baseCell.cellBecomeFirstResponder())
    #expect(form.focusedRow === age)
    #expect(!label.baseCell.cellResignFirstResponder())
    #expect(age.baseCell.cellResignFirstResponder())
    #expect(form.focusedRow == nil)
  }

  // MARK: Losing focus when the form changes

  @Test("removing, hiding or disabling the focused row blurs it")
  func focusedRowGoesAway() throws {
    let form = navigationForm()
    let name = try #require(form.rowBy(tag: "name"))
    try name.focus()
    name.hidden = true
    #expect(form.focusedRow == nil)
    #expect(name.wasBlurred)

    let age = try #require(form.rowBy(tag: "age"))
    try age.focus()
    age.disabled = true
    #expect(form.focusedRow == nil)
    #expect(!age.isHighlighted)

    let email = try #require(form.rowBy(tag: "email"))
    try email.focus()
    form[form.count - 1].removeAll()
    #expect(form.focusedRow == nil)
    #expect(!email.isHighlighted)
  }

  @Test("hiding the section of the focused row blurs it")
  func focusedSectionHidden() throws {
    let form = navigationForm()
    let email = try #require(form.rowBy(tag: "email"))
    try email.focus()
    form[form.count - 1].hidden = true
    #expect(form.focusedRow == nil)
    #expect(!email.isHighlighted)
    #expect(email.wasBlurred)
  }

  @Test("removing the section of the focused row blurs it")
  func focusedSectionRemoved() throws {
    let form = navigationForm()
    try form.focus("name")
    form.remove(at: 0)
    #expect(form.focusedRow == nil)
  }

  // MARK: Navigation

  @Test("focusNext skips rows that cannot take focus, disabled and hidden rows, across sections")
  func focusNextDefault() throws {
    let form = navigationForm()
    try form.focus("name")
    var visited: [String?] = []
    while let row = form.focusNext() {
      visited.append(row.tag)
    }
    #expect(visited == ["age", "notes", "email"])
    #expect(focusedTag(form) == "email")
  }

  @Test("focusPrevious walks back the same way")
  func focusPreviousDefault() throws {
    let form = navigationForm()
    try form.focus("email")
    var visited: [String?] = []
    while let row = form.focusPrevious() {
      visited.append(row.tag)
    }
    #expect(visited == ["notes", "age", "name"])
    #expect(focusedTag(form) == "name")
  }

  @Test("at either end focus stays and nil is returned")
  func ends() throws {
    let form = navigationForm()
    try form.focus("email")
    #expect(form.focusNext() == nil)
    #expect(focusedTag(form) == "email")
    try form.focus("name")
    #expect(form.focusPrevious() == nil)
    #expect(focusedTag(form) == "name")
  }

  @Test("with nothing focused there is nowhere to move")
  func nothingFocused() {
    let form = navigationForm()
    #expect(form.focusNext() == nil)
    #expect(form.focusPrevious() == nil)
    #expect(form.focusedRow == nil)
  }

  @Test("without skipping, navigation stops at a row that cannot take focus")
  func stopAtUnfocusable() throws {
    let form = navigationForm()
    form.navigationOptions = .enabled
    try form.focus("name")
    #expect(form.focusNext() == nil)
    #expect(focusedTag(form) == "name")
    try form.focus("age")
    #expect(form.focusPrevious() == nil)
    #expect(focusedTag(form) == "age")
  }

  @Test("with stopDisabledRow, navigation stops at a disabled row")
  func stopAtDisabled() throws {
    let form =
      Form() +++ Section()
      <<< TextRow("a") <<< LabelRow("label") <<< TextRow("off") { $0.disabled = true }
      <<< TextRow("b")
    form.navigationOptions = [.enabled, .skipCanNotBecomeFirstResponderRow, .stopDisabledRow]
    try form.focus("a")
    #expect(form.focusNext() == nil)
    #expect(focusedTag(form) == "a")
    try form.focus("b")
    #expect(form.focusPrevious() == nil)
    #expect(focusedTag(form) == "b")
  }

  @Test("without stopDisabledRow, navigation passes disabled rows")
  func passDisabled() throws {
    let form =
      Form() +++ Section()
      <<< TextRow("a") <<< TextRow("off") { $0.disabled = true } <<< TextRow("b")
    for options: RowNavigationOptions in [
      .enabled, [.enabled, .skipCanNotBecomeFirstResponderRow],
    ] {
      form.navigationOptions = options
      try form.focus("a")
      #expect(form.focusNext()?.tag == "b")
      #expect(form.focusPrevious()?.tag == "a")
    }
  }

  @Test("disabled navigation never moves focus")
  func navigationDisabled() throws {
    let form = navigationForm()
    form.navigationOptions = .disabled
    try form.focus("age")
    #expect(form.focusNext() == nil)
    #expect(form.focusPrevious() == nil)
    #expect(focusedTag(form) == "age")
    form.navigationOptions = [.skipCanNotBecomeFirstResponderRow, .stopDisabledRow]
    #expect(form.focusNext() == nil)
    #expect(focusedTag(form) == "age")
  }

  @Test("a row shown again is visited in its place")
  func shownRowIsVisited() throws {
    let form = navigationForm()
    form.rowBy(tag: "ghost")?.hidden = false
    form.allSections[2].hidden = false
    try form.focus("age")
    #expect(form.focusNext()?.tag == "ghost")
    #expect(form.focusNext()?.tag == "notes")
    #expect(form.focusNext()?.tag == "lost")
    #expect(form.focusNext()?.tag == "email")
  }

  @Test("navigationTarget names the row focus would move to without moving it")
  func navigationTarget() throws {
    let form = navigationForm()
    let name = try #require(form.rowBy(tag: "name"))
    #expect(form.navigationTarget(from: name, direction: .down)?.tag == "age")
    #expect(form.navigationTarget(from: name, direction: .up) == nil)
    #expect(form.focusedRow == nil)
  }

  @Test("nextRow and previousRow walk the visible rows across sections")
  func neighbours() throws {
    let form = navigationForm()
    let toggle = try #require(form.rowBy(tag: "toggle"))
    let age = try #require(form.rowBy(tag: "age"))
    let email = try #require(form.rowBy(tag: "email"))
    #expect(form.nextRow(for: toggle)?.tag == "locked")
    #expect(form.nextRow(for: form[0][3]) === age)
    #expect(form.nextRow(for: age)?.tag == "notes")
    #expect(form.nextRow(for: form[1][1]) === email)
    #expect(form.previousRow(for: email)?.tag == "notes")
    #expect(form.previousRow(for: age)?.tag == "locked")
    #expect(form.nextRow(for: email) == nil)
    #expect(form.previousRow(for: form[0][0]) == nil)
    let hidden = try #require(form.rowBy(tag: "ghost"))
    #expect(form.nextRow(for: hidden) == nil)
  }
}
