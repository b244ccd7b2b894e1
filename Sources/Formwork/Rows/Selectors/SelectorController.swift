/// The selector a presenter row presents: a form with a ``SelectableSection`` of ``ListCheckRow``s,
/// one per option (Eureka's selector view controllers, headless).
///
/// A tap on a presenter row (``PushRow``, ``MultipleSelectorRow``, ``AlertRow``, …) or its
/// `present()` creates the selector, runs the row's `onPresent` callback (where its settings
/// below can be changed), loads the options and builds ``form``. Choosing in the selector — by
/// ``select(_:)`` or by tapping a check row of ``form`` — writes the presenting row's value.
/// A single-choice selector dismisses itself after a choice (``dismissOnSelection``); a
/// multiple-choice one stays until ``dismiss()``.
///
/// ```swift
/// try row.present()
/// let selector = try #require(row.presentedSelector)
/// print(TextPrinter().render(selector.form))
/// try selector.select("Green")  // row.value == "Green", the selector is dismissed
/// ```
public final class SelectorController<Option: Equatable> {
  /// The selector's form: a section of check rows per group of options.
  public let form = Form()

  /// The selector's title: the row's `selectorTitle`, or else its title.
  ///
  /// Without ``sectionKeyForValue`` it is the header of the one section of options.
  public var title: String?

  /// Whether one option or several can be chosen.
  public let selectionType: SelectionType

  /// Whether a tap on the chosen option clears the choice (single selection); `true` unless
  /// set.
  public var enableDeselection = true

  /// Whether a choice dismisses the selector, even when it keeps the value (single selection);
  /// `true` unless set.
  public var dismissOnSelection = true

  /// Whether a choice that changes the value dismisses the selector (single selection); `true`
  /// unless set.
  public var dismissOnChange = true

  /// Runs for each check row as it is created, after its title, value and selectable value
  /// are set.
  public var selectableRowSetup: ((_ row: ListCheckRow<Option>) -> Void)?

  /// Runs when a check row's cell is created.
  public var selectableRowCellSetup:
    ((_ cell: ListCheckCell<Option>, _ row: ListCheckRow<Option>) -> Void)?

  /// Runs after each update of a check row's cell.
  public var selectableRowCellUpdate:
    ((_ cell: ListCheckCell<Option>, _ row: ListCheckRow<Option>) -> Void)?

  /// Groups the options: options with the same key share a section, sections are sorted by
  /// key, as in Eureka.
  public var sectionKeyForValue: ((Option) -> String)?

  /// The header title of a group's section; the key itself unless set.
  public var sectionHeaderTitleForKey: ((String) -> String?)? = { $0 }

  /// The footer title of a group's section; none unless set.
  public var sectionFooterTitleForKey: ((String) -> String?)?

  /// Runs when the selector is dismissed.
  public var onDismissCallback: ((SelectorController<Option>) -> Void)?

  /// The title of the button that dismisses an alert or action sheet without a choice, or `nil`
  /// for selectors without one.
  public let cancelTitle: String?

  /// The options the form lists, once loaded.
  public private(set) var options: [Option]?

  /// Whether the options are still loading (a lazy provider that has not called back, or an
  /// async provider not yet awaited with ``loadOptions()``).
  public private(set) var isLoading = false

  /// Whether the selector was dismissed; a dismissed selector takes no more choices.
  public private(set) var isDismissed = false

  /// The error the async options provider threw, if it did.
  public private(set) var loadError: (any Error)?

  private let provider: OptionsProvider<Option>?
  private let binding: SelectorBinding<Option>
  private var waiters: [CheckedContinuation<Void, Never>] = []

  init(
    selectionType: SelectionType, provider: OptionsProvider<Option>?, cancelTitle: String? = nil,
    binding: SelectorBinding<Option>
  ) {
    self.selectionType = selectionType
    self.provider = provider
    self.cancelTitle = cancelTitle
    self.binding = binding
  }

  /// The row that presented the selector, while it exists.
  public var row: BaseRow? { binding.row }

  /// The check rows of the options, in form order.
  public var selectableRows: [ListCheckRow<Option>] {
    form.allSections.flatMap { $0.allRows.compactMap { $0 as? ListCheckRow<Option> } }
  }

  /// Chooses `option`, as a tap on its check row does: single selection sets the presenting
  /// row's value (and dismisses as ``dismissOnSelection`` and ``dismissOnChange`` say),
  /// multiple selection adds the option to the row's set or removes it.
  ///
  /// - Throws: ``InteractionError/optionNotAvailable(row:option:)`` naming the presenting row
  ///   when `option` is not listed (or the options have not loaded yet), or
  ///   ``InteractionError/selectorDismissed(row:)`` once the selector is dismissed. The value
  ///   is unchanged then.
  public func select(_ option: Option) throws(InteractionError) {
    let reference = binding.row?.reference ?? "selector"
    guard !isDismissed else {
      throw .selectorDismissed(row: reference)
    }
    guard let checkRow = selectableRows.first(where: { $0.selectableValue == option }) else {
      throw .optionNotAvailable(row: reference, option: String(describing: option))
    }
    try checkRow.tap()
  }

  /// Dismisses the selector: the presenting row no longer has it, ``onDismissCallback`` runs.
  ///
  /// Dismissing a dismissed selector does nothing.
  public func dismiss() {
    guard !isDismissed else { return }
    isDismissed = true
    isLoading = false
    resumeWaiters()
    binding.detach(self)
    onDismissCallback?(self)
    announceDismissed()
  }

  /// Waits until the options are loaded: runs an async provider, or waits for a lazy one to
  /// call back; returns at once when they are loaded already or the selector is dismissed.
  ///
  /// - Throws: The error the async provider threw; the form stays empty then and
  ///   ``loadError`` keeps the error.
  nonisolated(nonsending) public func loadOptions() async throws {
    guard isLoading else {
      if let loadError { throw loadError }
      return
    }
    switch provider {
    case .async(let fetch):
      do {
        let loaded = try await fetch()
        guard isLoading else { return }
        didLoad(loaded)
      } catch {
        loadError = error
        isLoading = false
        resumeWaiters()
        throw error
      }
    default:
      await withCheckedContinuation { waiters.append($0) }
    }
  }

  /// Starts loading the options; the form is built at once for a list, and as soon as a lazy
  /// provider calls back.
  func start() {
    switch provider {
    case .none:
      didLoad([])
    case .array(let options):
      didLoad(options)
    case .lazy(let fetch):
      isLoading = true
      fetch(form, LazyOptionsDelivery(self).completion)
    case .async:
      isLoading = true
    }
  }

  func didLoad(_ loaded: [Option]?) {
    guard !isDismissed, options == nil else { return }
    let loaded = loaded ?? []
    isLoading = false
    options = loaded
    binding.cache(loaded)
    buildForm(with: loaded)
    resumeWaiters()
  }

  private func resumeWaiters() {
    let waiting = waiters
    waiters.removeAll()
    for waiter in waiting { waiter.resume() }
  }

  private func buildForm(with options: [Option]) {
    if let sectionKeyForValue {
      var keys: [String] = []
      var groups: [String: [Option]] = [:]
      for option in options {
        let key = sectionKeyForValue(option)
        if groups[key] == nil { keys.append(key) }
        groups[key, default: []].append(option)
      }
      for key in keys.sorted() {
        form.append(
          section(
            with: groups[key] ?? [], header: sectionHeaderTitleForKey?(key),
            footer: sectionFooterTitleForKey?(key)))
      }
    } else {
      form.append(section(with: options, header: title, footer: nil))
    }
    if let cancelTitle {
      form.append(
        Section()
          <<< ButtonRow { $0.title = cancelTitle }
          .onCellSelection { [weak self] _, _ in self?.dismiss() })
    }
  }

  private func section(with options: [Option], header: String?, footer: String?)
    -> SelectableSection<ListCheckRow<Option>>
  {
    let type: SelectionType =
      selectionType == .multipleSelection
      ? .multipleSelection : .singleSelection(enableDeselection: enableDeselection)
    let section = SelectableSection<ListCheckRow<Option>>(
      header: header, footer: footer, selectionType: type)
    section.onSelectSelectableRow = { [weak self] _, row in self?.didTap(row) }
    let selection = binding.selection()
    for option in options {
      let row = ListCheckRow<Option>(String(describing: option)) { row in
        row.title = binding.displayText(option)
        row.selectableValue = option
        row.value = selection.contains(option) ? option : nil
        selectableRowSetup?(row)
      }
      row.cellSetup { [weak self] cell, row in self?.selectableRowCellSetup?(cell, row) }
      row.cellUpdate { [weak self] cell, row in self?.selectableRowCellUpdate?(cell, row) }
      section <<< row
    }
    return section
  }

  private func didTap(_ checkRow: ListCheckRow<Option>) {
    let before = binding.selection()
    switch selectionType {
    case .multipleSelection:
      var chosen = before
      if let value = checkRow.value {
        if !chosen.contains(value) { chosen.append(value) }
      } else if let value = checkRow.selectableValue {
        chosen.removeAll { $0 == value }
      }
      binding.setSelection(chosen)
    case .singleSelection:
      let chosen = checkRow.value.map { [$0] } ?? []
      for other in selectableRows where other !== checkRow && other.value != nil {
        other.value = nil
      }
      binding.setSelection(chosen)
      let changed = before != chosen
      if dismissOnSelection || (changed && dismissOnChange) { dismiss() }
    }
  }
}
