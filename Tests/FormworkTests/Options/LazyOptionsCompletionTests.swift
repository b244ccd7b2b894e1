import Dispatch
import Formwork
import Testing

@Suite("Lazy options called back later, as Eureka apps do")
struct LazyOptionsCompletionTests {
  /// Eureka's README pattern; it must compile in Swift 6 mode (it is not run: the main queue
  /// may not be serviced while tests run).
  func eurekaPattern() -> PushRow<String> {
    PushRow<String>("later") {
      $0.optionsProvider = .lazy { _, completion in
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
          completion(["Red", "Green"])
        }
      }
    }
  }

  @Test("Eureka's DispatchQueue pattern compiles")
  func compiles() {
    #expect(eurekaPattern().optionsProvider?.optionsArray == nil)
  }

  @Test("options delivered from another queue reach a waiting selector")
  func fromAnotherQueue() async throws {
    let row = PushRow<String>("color") {
      $0.optionsProvider = .lazy { _, completion in
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) {
          completion(["Red", "Green"])
          completion(["ignored"])
        }
      }
    }
    let form = Form() +++ Section() <<< row
    try row.present()
    let selector = try #require(row.presentedSelector)
    try await selector.loadOptions()
    #expect(selector.options == ["Red", "Green"])
    #expect(form.rows.count == 1)
  }
}
