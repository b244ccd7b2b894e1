import Formwork
import Foundation
import Testing

@Suite("Renderer contract: choices, presenting, inline rows, sections, errors, actions")
struct RendererContractTests {
  // MARK: Choices

  @Test("a segmented row lists its options and selects by position; a bad index is typed")
  func segmented() throws {
    let row = SegmentedRow<String>("size") { $0.options = ["S", "M", "L"] }
    let form = Form() +++ Section() <<< row
    defer { withExtendedLifetime(form) {} }
    let choice: any ChoiceRow = row
    #expect(
      choice.choiceComponents == [ChoiceComponent(options: ["S", "M", "L"], selectedIndices: [])])
    try choice.select(at: 1)
    #expect(row.value == "M")
    #expect(choice.choiceComponents[0].selectedIndex == 1)
    #expect(
      throws: InteractionError.optionIndexOutOfRange(row: "size", component: 0, index: 3, count: 3)
    ) {
      try choice.select(at: 3)
    }
    #expect(
      throws: InteractionError.optionIndexOutOfRange(row: "size", component: 0, index: -1, count: 3)
    ) {
      try choice.select(at: -1)
    }
    #expect(throws: InteractionError.componentOutOfRange(row: "size", component: 1, count: 1)) {
      try choice.select(at: 0, inComponent: 1)
    }
    #expect(throws: InteractionError.unsupported(row: "size", action: .toggleOption)) {
      try choice.toggleOption(at: 0)
    }
    #expect(row.value == "M")
    #expect(!choice.allowsMultipleSelection)
  }

  @Test("a double and a triple picker act wheel by wheel, later wheels following earlier ones")
  func pickers() throws {
    let double = DoublePickerRow<String, Int>("meal") {
      $0.firstOptions = { ["Lunch", "Dinner"] }
      $0.secondOptions = { $0 == "Lunch" ? [1, 2] : [3] }
    }
    let triple = TriplePickerRow<String, Int, Bool>("t") {
      $0.firstOptions = { ["a"] }
      $0.secondOptions = { _ in [1, 2] }
      $0.thirdOptions = { _, second in second == 2 ? [true, false] : [false] }
    }
    let form = Form() +++ Section() <<< double <<< triple
    defer { withExtendedLifetime(form) {} }
    try double.select(at: 1, inComponent: 0)
    #expect(double.value == Tuple(a: "Dinner", b: 3))
    #expect(double.choiceComponents.map(\.options) == [["Lunch", "Dinner"], ["3"]])
    try double.select(at: 0, inComponent: 0)
    try double.select(at: 1, inComponent: 1)
    #expect(double.value == Tuple(a: "Lunch", b: 2))
    #expect(
      throws: InteractionError.optionIndexOutOfRange(row: "meal", component: 1, index: 2, count: 2)
    ) {
      try double.select(at: 2, inComponent: 1)
    }
    #expect(throws: InteractionError.componentOutOfRange(row: "meal", component: 2, count: 2)) {
      try double.select(at: 0, inComponent: 2)
    }
    try triple.select(at: 1, inComponent: 1)
    try triple.select(at: 0, inComponent: 2)
    #expect(triple.value == Tuple3(a: "a", b: 2, c: true))
    #expect(triple.choiceComponents.map(\.selectedIndices) == [[0], [1], [0]])
    #expect(throws: InteractionError.componentOutOfRange(row: "t", component: -1, count: 3)) {
      try triple.select(at: 0, inComponent: -1)
    }
    #expect(
      throws: InteractionError.optionIndexOutOfRange(row: "t", component: 2, index: 9, count: 2)
    ) {
      try triple.select(at: 9, inComponent: 2)
    }
  }

  @Test("a multiple selector selects and toggles by position, through its selector")
  func multipleSelector() throws {
    let row = MultipleSelectorRow<String>("days") { $0.options = ["Mon", "Tue", "Wed"] }
    let form = Form() +++ Section() <<< row
    defer { withExtendedLifetime(form) {} }
    try row.select(at: 2)
    try row.select(at: 2)
    #expect(row.value == ["Wed"])
    try row.toggleOption(at: 0)
    #expect(row.value == ["Mon", "Wed"])
    try row.toggleOption(at: 2)
    #expect(row.value == ["Mon"])
    #expect(row.allowsMultipleSelection)
    #expect(row.isPresenting)
    #expect(
      row.displayedCell.control
        == .selector(
          SelectorControl(
            style: .multipleSelector, options: ["Mon", "Tue", "Wed"], selectedIndices: [0])))
    #expect(
      throws: InteractionError.optionIndexOutOfRange(row: "days", component: 0, index: 3, count: 3)
    ) {
      try row.toggleOption(at: 3)
    }
    row.disabled = true
    #expect(throws: InteractionError.disabled(row: "days")) { try row.select(at: 1) }
    #expect(row.value == ["Mon"])
  }

  @Test("a left-right selector offers its left choices, then the right options of the chosen one")
  func leftRight() throws {
    let row = LeftRightSelectorRow<String, String>("contact") {
      $0.selectorOptions = [
        LeftRightSelectorOption(leftValue: "Email", rightOptions: ["Home", "Work"]),
        LeftRightSelectorOption(leftValue: "Phone", rightOptions: ["Mobile"]),
      ]
    }
    let form = Form() +++ Section() <<< row
    defer { withExtendedLifetime(form) {} }
    #expect(row.choiceComponents.map(\.options) == [["Email", "Phone"], []])
    try row.select(at: 0)
    #expect(row.leftValue == "Email")
    try row.select(at: 1, inComponent: 1)
    #expect(row.value == "Work")
    #expect(
      row.selectorControl
        == SelectorControl(style: .leftRight, options: ["Home", "Work"], selectedIndices: [1]))
    #expect(throws: InteractionError.componentOutOfRange(row: "contact", component: 2, count: 2)) {
      try row.select(at: 0, inComponent: 2)
    }
  }

  // MARK: Presenting

  @Test("a presenting row presents, shows its selector's form and dismisses, with events")
  func presenting() throws {
    let rows: [any PresentingRow] = [
      PushRow<String>("push") { $0.options = ["A", "B"] },
      PopoverSelectorRow<String>("popover") { $0.options = ["A", "B"] },
      AlertRow<String>("alert") { $0.options = ["A", "B"] },
      ActionSheetRow<String>("sheet") { $0.options = ["A", "B"] },
      MultipleSelectorRow<String>("multiple") { $0.options = ["A", "B"] },
    ]
    let section = Section()
    for row in rows { section <<< row }
    let form = Form() +++ section
    let log = EventLog(observing: form)
    #expect(
      rows.map(\.selectorStyle) == [.push, .popover, .alert, .actionSheet, .multipleSelector])
    for row in rows {
      #expect(!row.isPresenting)
      try row.present()
      let presented = try #require(row.presentedForm)
      #expect(presented.allRows.count >= 2)
      row.dismiss()
      #expect(row.presentedForm == nil)
      row.dismiss()  // nothing on show: nothing happens
    }
    #expect(
      log.events.prefix(4) == [
        "selectorPresented push at 0.0", "selectorDismissed push at 0.0",
        "selectorPresented popover at 0.1", "selectorDismissed popover at 0.1",
      ])
    #expect(log.events.count == 10)
    log.clear()
    let push = rows[0]
    try push.present()
    try push.present()  // replaces the one on show
    try (push as? any ChoiceRow)?.select(at: 1)
    #expect(
      log.events == [
        "selectorPresented push at 0.0", "selectorDismissed push at 0.0",
        "selectorPresented push at 0.0", "valueChanged push nil -> B at 0.0",
        "selectorDismissed push at 0.0",
      ])
    push.hidden = true
    #expect(throws: InteractionError.hidden(row: "push")) { try push.present() }
  }

  @Test("a selector dismissed takes no more choices, with a typed error")
  func dismissedSelector() throws {
    let row = PushRow<String>("color") { $0.options = ["Red"] }
    let form = Form() +++ Section() <<< row
    defer { withExtendedLifetime(form) {} }
    try row.present()
    let selector = try #require(row.presentedSelector)
    row.dismiss()
    #expect(throws: InteractionError.selectorDismissed(row: "color")) { try selector.select("Red") }
    #expect(InteractionError.selectorDismissed(row: "color").description.contains("color"))
  }

  // MARK: Inline rows

  @Test("every inline row says whether it is expanded, and its inline row names its owner")
  func inline() throws {
    let rows: [any BaseInlineRowType] = [
      DateInlineRow("d"), TimeInlineRow("t"), DateTimeInlineRow("dt"), CountDownInlineRow("c"),
      PickerInlineRow<String>("p") { $0.options = ["a"] },
      DoublePickerInlineRow<String, Int>("dp"), TriplePickerInlineRow<String, Int, Int>("tp"),
    ]
    let section = Section()
    for row in rows { section <<< row }
    let form = Form() +++ section
    form.inlineRowHideOptions = .never
    for row in rows {
      #expect(!row.isExpanded && row.expandedRow == nil)
      try row.tap()
      #expect(row.isExpanded)
      let below = try #require(row.expandedRow)
      #expect(below.inlineOwner === row)
      #expect(row.inlineOwner == nil)
      row.collapseInlineRow()
      #expect(!row.isExpanded && below.inlineOwner == nil)
    }
  }

  // MARK: Sections

  @Test("a section describes itself: plain, selectable with limits, multivalued with options")
  func sectionKind() throws {
    let plain = Section("Plain")
    let selectable = SelectableSection<ListCheckRow<String>>(
      "Pick", selectionType: .multipleSelection
    ) {
      $0.minimumSelections = 1
      $0.maximumSelections = 2
    }
    let multivalued = MultivaluedSection(multivaluedOptions: [.Insert, .Reorder], header: "Many") {
      $0.multivaluedRowToInsertAt = { _ in TextRow() }
      $0.minimumItems = 1
    }
    let form = Form() +++ plain +++ selectable +++ multivalued
    guard case .plain = plain.kind else {
      Issue.record("\(plain.kind)")
      return
    }
    guard case .selectable(let type, let minimum, let maximum) = selectable.kind else {
      Issue.record("\(selectable.kind)")
      return
    }
    #expect(type == .multipleSelection && minimum == 1 && maximum == 2)
    guard case .multivalued(let editing) = multivalued.kind else {
      Issue.record("\(multivalued.kind)")
      return
    }
    #expect(editing === multivalued)
    #expect(editing.multivaluedOptions == [.Insert, .Reorder])
    #expect(editing.insertMode == .addButton && editing.showInsertIconInAddButton)
    #expect(editing.insertionRow != nil && editing.itemCount == 0)
    #expect(
      throws: MultivaluedSectionError.notAllowed(section: #"section "Many""#, action: .delete)
    ) {
      try editing.deleteRow(at: 0)
    }
    #expect(
      throws: MultivaluedSectionError.indexOutOfRange(
        section: #"section "Many""#, index: 3, count: 0)
    ) {
      try editing.insertRow(at: 3)
    }
    #expect(!editing.canDeleteRow(at: 0) && !editing.canMoveRow(at: -1))
    #expect(
      MultivaluedSectionError.notAllowed(section: "s", action: .move).description
        == "s does not allow moving")

    #expect(plain.validationErrors.isEmpty)
    _ = form.validate()
    #expect(selectable.validationErrors.map(\.msg) == ["Select at least 1 option"])
    #expect(multivalued.validationErrors.map(\.subject) == [.section])
  }

  // MARK: Validation errors

  @Test("a validation error says whether a row or a section reported it")
  func subject() {
    let name = TextRow("name") { $0.add(rule: RuleRequired()) }
    let section = SelectableSection<ListCheckRow<String>>("Pick", selectionType: .multipleSelection)
    {
      $0.tag = "pick"
      $0.minimumSelections = 1
    }
    let form = Form() +++ Section() <<< name +++ section
    let errors = form.validate()
    #expect(errors.map(\.subject) == [.row, .section])
    #expect(errors.map(\.row) == ["name", "section 'pick'"])
    #expect(name.validationErrors.allSatisfy { $0.subject == .row })
    #expect(RuleRequired<String>().isValid(value: nil)?.subject == nil)
    var untouched = ValidationError(msg: "x")
    #expect(untouched.subject == nil)
    untouched.subject = .section
    // Equality is Eureka's: the message alone, wherever the error comes from.
    #expect(untouched == ValidationError(msg: "x"))
    #expect(untouched.subject != ValidationError(msg: "x").subject)
  }

  // MARK: Actions

  @Test("each row lists the actions it takes; refusals name the action as an enum")
  func supportedActions() throws {
    let text = TextRow("text")
    let area = TextAreaRow("area") { $0.textAreaMode = .readOnly }
    let toggle = SwitchRow("switch")
    let slider = SliderRow("slider")
    let push = PushRow<String>("push")
    let multiple = MultipleSelectorRow<String>("multiple")
    let inline = DateInlineRow("inline")
    let label = LabelRow("label")
    let swipe = LabelRow("swipe") {
      $0.trailingSwipe = SwipeConfiguration(
        actions: [SwipeAction(style: .destructive, title: "Delete") { _, _, _ in }],
        performsFirstActionWithFullSwipe: true)
    }
    let form =
      Form() +++ Section() <<< text <<< area <<< toggle <<< slider <<< push <<< multiple
      <<< inline <<< label <<< swipe
    defer { withExtendedLifetime(form) {} }
    #expect(text.supportedActions == [.tap, .focus, .type])
    #expect(area.supportedActions.contains(.focus) && !area.supportedActions.contains(.type))
    #expect(toggle.supportedActions == [.tap, .toggle])
    #expect(slider.supportedActions == [.tap, .adjust])
    #expect(push.supportedActions == [.tap, .present, .selectOption])
    #expect(multiple.supportedActions == [.tap, .present, .selectOption, .toggleOption])
    #expect(inline.supportedActions.isSuperset(of: [.tap, .expand, .pickDate]))
    #expect(label.supportedActions == [.tap])
    #expect(swipe.supportedActions == [.tap, .fullSwipe(.trailing)])
    #expect(throws: InteractionError.unsupported(row: "label", action: .type)) {
      try label.typeText("x")
    }
    #expect(
      InteractionError.unsupported(row: "x", action: .fullSwipe(.leading)).description
        == "row x does not support a full leading swipe")
    #expect(RowAction.custom("rating").description == "rating")
  }

  @Test("sliders and steppers adjust to a value within their range; NaN changes nothing")
  func adjust() throws {
    let slider = SliderRow("s") { $0.steps = 10 }
    let stepper = StepperRow("t") { $0.maximumValue = 5 }
    let form = Form() +++ Section() <<< slider <<< stepper
    defer { withExtendedLifetime(form) {} }
    try slider.adjust(to: 3.3)
    #expect(slider.value == 3)
    try stepper.adjust(to: 9)
    #expect(stepper.value == 5)
    try stepper.adjust(to: .nan)
    try slider.adjust(to: .nan)
    #expect(stepper.value == 5 && slider.value == 3)
    stepper.disabled = true
    #expect(throws: InteractionError.disabled(row: "t")) { try stepper.adjust(to: 1) }
  }
}
