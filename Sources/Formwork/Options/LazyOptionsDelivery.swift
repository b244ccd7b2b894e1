import Foundation

/// Carries the options a `.lazy` provider calls back with to the selector that asked for them,
/// on the thread the selector lives on.
///
/// Eureka's lazy providers call back later, typically from `DispatchQueue.main.asyncAfter`, so
/// the completion is `@Sendable`. A selector is used from one thread, like every form: when it
/// started loading on the main thread and the completion is called from another, the options are
/// handed to the main queue; otherwise they are delivered at once. Only the first call counts.
final class LazyOptionsDelivery<Option: Equatable>: @unchecked Sendable {
  // The selector and the options are only touched on the selector's own thread: at once when
  // the completion is called there, or on the main queue when the selector lives on it.
  private weak var selector: SelectorController<Option>?
  private let startedOnMainThread = Thread.isMainThread
  private let lock = NSLock()
  private var delivered = false

  init(_ selector: SelectorController<Option>) {
    self.selector = selector
  }

  /// The completion a `.lazy` provider is handed.
  var completion: @Sendable ([Option]?) -> Void { deliver }

  @Sendable private func deliver(_ options: [Option]?) {
    let first = lock.withLock {
      defer { delivered = true }
      return !delivered
    }
    guard first else { return }
    if startedOnMainThread, !Thread.isMainThread {
      let parcel = Parcel(delivery: self, options: options)
      DispatchQueue.main.async { parcel.open() }
    } else {
      selector?.didLoad(options)
    }
  }

  /// The options on their way to the main queue.
  private struct Parcel: @unchecked Sendable {
    let delivery: LazyOptionsDelivery
    let options: [Option]?
    func open() { delivery.selector?.didLoad(options) }
  }
}
