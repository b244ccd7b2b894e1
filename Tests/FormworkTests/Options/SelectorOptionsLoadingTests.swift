import Formwork
import Testing

/// The error of a failing async options provider.
private struct CatalogDown: Error, Equatable {}

@MainActor
@Suite("Lazy and async options of selector rows")
struct SelectorOptionsLoadingTests {
  private let keeper = FormKeeper()

  private func row(_ provider: OptionsProvider<String>) -> PushRow<String> {
    let row = PushRow<String>("fruit") {
      $0.title = "Fruit"
      $0.optionsProvider = provider
    }
    keeper.keep(Form() +++ Section() <<< row)
    return row
  }

  @Test("a lazy provider that calls back at once builds the selector at once")
  func lazyAtOnce() throws {
    var calls = 0
    let row = row(
      .lazy { form, completion in
        calls += 1
        #expect(form.isEmpty)
        completion(["Apple", "Pear"])
      })
    try row.present()
    let selector = try #require(row.presentedSelector)
    #expect(!selector.isLoading)
    #expect(selector.options == ["Apple", "Pear"])
    #expect(row.options == ["Apple", "Pear"])
    #expect(selector.selectableRows.map(\.title) == ["Apple", "Pear"])
    try selector.select("Pear")
    #expect(row.value == "Pear")
    #expect(calls == 1)
  }

  @Test("a lazy provider that calls back later leaves the selector loading until it does")
  func lazyLater() throws {
    var pending: (([String]?) -> Void)?
    let row = row(.lazy { _, completion in pending = completion })
    try row.present()
    let selector = try #require(row.presentedSelector)
    #expect(selector.isLoading)
    #expect(selector.form.isEmpty)
    #expect(row.options == nil)
    #expect(throws: InteractionError.optionNotAvailable(row: "fruit", option: "Apple")) {
      try selector.select("Apple")
    }
    let completion = try #require(pending)
    completion(["Apple", "Plum"])
    #expect(!selector.isLoading)
    #expect(selector.form.rowTags == ["Apple", "Plum"])
    completion(["Kiwi"])
    #expect(selector.form.rowTags == ["Apple", "Plum"])
    try selector.select("Plum")
    #expect(row.value == "Plum")
  }

  @Test("loadOptions() waits for a lazy provider's later answer")
  func awaitLazy() async throws {
    var pending: (([String]?) -> Void)?
    let row = row(.lazy { _, completion in pending = completion })
    try row.present()
    let selector = try #require(row.presentedSelector)
    let waiting = Task { try await selector.loadOptions() }
    await Task.yield()
    #expect(selector.isLoading)
    pending?(["Cherry"])
    try await waiting.value
    #expect(selector.form.rowTags == ["Cherry"])
  }

  @Test("dismissing a loading selector ends the wait for its options")
  func dismissWhileWaiting() async throws {
    let row = row(.lazy { _, _ in })
    try row.present()
    let selector = try #require(row.presentedSelector)
    let waiting = Task { try await selector.loadOptions() }
    await Task.yield()
    selector.dismiss()
    try await waiting.value
    #expect(selector.options == nil)
    #expect(selector.form.isEmpty)
  }

  @Test("a lazy answer after the selector was dismissed is dropped")
  func lazyAfterDismiss() throws {
    var pending: (([String]?) -> Void)?
    let row = row(.lazy { _, completion in pending = completion })
    try row.present()
    let selector = try #require(row.presentedSelector)
    selector.dismiss()
    pending?(["Apple"])
    #expect(selector.form.isEmpty)
    #expect(row.options == nil)
  }

  @Test("a lazy provider answering nil gives an empty selector")
  func lazyNil() async throws {
    let row = row(.lazy { _, completion in completion(nil) })
    try row.present()
    let selector = try #require(row.presentedSelector)
    try await selector.loadOptions()
    #expect(selector.options == [])
    #expect(selector.form.rowTags == [])
  }

  @Test("an async provider loads when the selector's loadOptions() is awaited")
  func asyncOptions() async throws {
    var calls = 0
    let row = row(
      .async {
        calls += 1
        return ["Fig", "Lime"]
      })
    row.value = "Lime"
    try row.present()
    let selector = try #require(row.presentedSelector)
    #expect(selector.isLoading)
    #expect(selector.form.isEmpty)
    try await selector.loadOptions()
    #expect(!selector.isLoading)
    #expect(selector.selectableRows.map(\.value) == [nil, "Lime"])
    #expect(row.options == ["Fig", "Lime"])
    try await selector.loadOptions()
    #expect(calls == 1)
    try selector.select("Fig")
    #expect(row.value == "Fig")
  }

  @Test("a failing async provider leaves the selector empty and the value as it was")
  func asyncFailure() async throws {
    let row = row(.async { throw CatalogDown() })
    row.value = "Fig"
    try row.present()
    let selector = try #require(row.presentedSelector)
    await #expect(throws: CatalogDown.self) { try await selector.loadOptions() }
    #expect(selector.loadError is CatalogDown)
    #expect(!selector.isLoading)
    #expect(selector.form.isEmpty)
    await #expect(throws: CatalogDown.self) { try await selector.loadOptions() }
    #expect(row.value == "Fig")
    #expect(throws: InteractionError.optionNotAvailable(row: "fruit", option: "Fig")) {
      try selector.select("Fig")
    }
  }

  @Test("sectionKeyForValue set in onPresent groups async options once loaded")
  func asyncGrouped() async throws {
    let row = row(.async { ["Banana", "Apple", "Avocado"] })
    row.onPresent { _, selector in selector.sectionKeyForValue = { String($0.prefix(1)) } }
    try row.present()
    let selector = try #require(row.presentedSelector)
    try await selector.loadOptions()
    #expect(selector.form.shape == [["Apple", "Avocado"], ["Banana"]])
    #expect(selector.form.map { $0.header?.title } == ["A", "B"])
  }

  @Test(
    "every single-choice selector row loads async options, groups them and refuses others",
    arguments: ["push", "popover", "alert", "sheet"])
  func everySelectorRow(kind: String) async throws {
    switch kind {
    case "push": try await checkAsyncGrouped(PushRow<String>("row"))
    case "popover": try await checkAsyncGrouped(PopoverSelectorRow<String>("row"))
    case "alert": try await checkAsyncGrouped(AlertRow<String>("row"))
    default: try await checkAsyncGrouped(ActionSheetRow<String>("row"))
    }
  }

  private func checkAsyncGrouped<Cell>(_ row: SelectorRow<Cell>) async throws
  where Cell.Value == String {
    row.optionsProvider = .async { ["Beta", "Alpha", "Bravo"] }
    row.onPresent { _, selector in selector.sectionKeyForValue = { String($0.prefix(1)) } }
    keeper.keep(Form() +++ Section() <<< row)
    try row.present()
    let selector = try #require(row.presentedSelector)
    try await selector.loadOptions()
    #expect(selector.form.shape.prefix(2) == [["Alpha"], ["Beta", "Bravo"]])
    #expect(throws: InteractionError.optionNotAvailable(row: "row", option: "Gamma")) {
      try selector.select("Gamma")
    }
    #expect(row.value == nil)
    try selector.select("Bravo")
    #expect(row.value == "Bravo")
    #expect(selector.isDismissed)
  }

  @Test("a multiple selector loads lazy and async options the same way")
  func multipleAsync() async throws {
    let row = MultipleSelectorRow<Int>("numbers") { $0.optionsProvider = .async { [3, 1, 2] } }
    keeper.keep(Form() +++ Section() <<< row)
    try row.present()
    let selector = try #require(row.presentedSelector)
    try await selector.loadOptions()
    try selector.select(1)
    try selector.select(2)
    #expect(row.value == [1, 2])
    #expect(row.options == [3, 1, 2])
  }
}
