// A stand-in for xmartlabs/Eureka's form DSL, for type-checking benchmarks only.
//
// It declares what the type checker sees when it solves a Eureka form expression, with the same
// signatures as Eureka 5 (Source/Core/Operators.swift, ResultBuilders.swift, RowType.swift,
// Section.swift, Form.swift): the `+++` and `<<<` overload sets, `RowsProvider`/`SectionsProvider`
// and the two result builders, the `RowType` protocol with its defaulted
// `init(_ tag: String? = nil, _ initializer: (Self) -> Void = { _ in })` and callbacks returning
// `Self`, the `Section` initializers, and the collection conformances of `Form` and `Section`.
// The bodies are minimal and written for this file; nothing here is Eureka's code, and nothing
// here is UIKit. The type checker never looks into bodies, so their content does not matter.
//
// typecheck.py compiles it into a module, `EurekaStandIn`, that generated forms import the way
// an app imports Eureka.

import Foundation

// MARK: Cells

/// The untyped base of every cell.
open class BaseCell {
  public required init() {}
}

/// A cell that shows a value of type `Value`.
public protocol TypedCellType: BaseCell {
  associatedtype Value: Equatable
  var row: RowOf<Value>? { get set }
}

/// A concrete cell type.
public protocol CellType: TypedCellType {}

/// A cell that shows values of type `T`.
open class Cell<T: Equatable>: BaseCell, TypedCellType {
  public typealias Value = T
  public weak var row: RowOf<T>?
  public required init() {}
}

/// A text-field cell.
open class FieldCell<T: Equatable>: Cell<T> {}

public final class TextCell: FieldCell<String>, CellType {}
public final class NameCell: FieldCell<String>, CellType {}
public final class EmailCell: FieldCell<String>, CellType {}
public final class PhoneCell: FieldCell<String>, CellType {}
public final class IntCell: FieldCell<Int>, CellType {}
public final class DecimalCell: FieldCell<Double>, CellType {}
public final class SwitchCell: Cell<Bool>, CellType {}
public final class CheckCell: Cell<Bool>, CellType {}

// MARK: Rows

/// Something with a tag.
public protocol Taggable: AnyObject {
  var tag: String? { get set }
}

/// The untyped row protocol.
public protocol BaseRowType: Taggable {
  var title: String? { get set }
  var section: Section? { get }
  func updateCell()
  func didSelect()
}

/// The untyped base of every row.
open class BaseRow: BaseRowType {
  public var tag: String?
  public var title: String?
  public internal(set) weak var section: Section?
  var callbackOnChange: (() -> Void)?
  var callbackCellUpdate: (() -> Void)?
  var callbackCellSetup: Any?
  var callbackCellOnSelection: (() -> Void)?
  var callbackOnCellHighlightChanged: (() -> Void)?
  var callbackOnRowValidationChanged: (() -> Void)?

  public required init(tag: String? = nil) {
    self.tag = tag
  }

  open var baseValue: Any? {
    get { nil }
    set {}  // swiftlint:disable:this unused_setter_value
  }

  open func updateCell() {}
  open func didSelect() {}
}

extension BaseRow: Equatable {
  public static func == (lhs: BaseRow, rhs: BaseRow) -> Bool { lhs === rhs }
}

/// A row that holds a value of type `T`.
open class RowOf<T: Equatable>: BaseRow {
  open var value: T? {
    didSet { callbackOnChange?() }
  }

  public required init(tag: String?) {
    super.init(tag: tag)
  }

  open override var baseValue: Any? {
    get { value }
    set { value = newValue as? T }
  }
}

/// A row with a typed value and cell.
public protocol TypedRowType: BaseRowType {
  associatedtype Cell: BaseCell, TypedCellType
  var cell: Cell { get }
  var value: Cell.Value? { get set }
}

/// A row whose cell is of type `Cell`.
open class Row<Cell: CellType>: RowOf<Cell.Value>, TypedRowType where Cell: BaseCell {
  private var loadedCell: Cell?

  public required init(tag: String?) {
    super.init(tag: tag)
  }

  public var cell: Cell {
    if let loadedCell { return loadedCell }
    let cell = Cell()
    loadedCell = cell
    return cell
  }
}

/// A concrete row type, created with a tag and an initializer closure.
public protocol RowType: TypedRowType {
  init(_ tag: String?, _ initializer: (Self) -> Void)
}

extension RowType where Self: BaseRow {
  public init(_ tag: String? = nil, _ initializer: (Self) -> Void = { _ in }) {
    self.init(tag: tag)
    initializer(self)
  }
}

extension RowType where Self: BaseRow {
  @discardableResult
  public func onChange(_ callback: @escaping (Self) -> Void) -> Self {
    callbackOnChange = { [unowned self] in callback(self) }
    return self
  }

  @discardableResult
  public func cellUpdate(_ callback: @escaping (_ cell: Cell, _ row: Self) -> Void) -> Self {
    callbackCellUpdate = { [unowned self] in callback(self.cell, self) }
    return self
  }

  @discardableResult
  public func cellSetup(_ callback: @escaping (_ cell: Cell, _ row: Self) -> Void) -> Self {
    callbackCellSetup = callback
    return self
  }

  @discardableResult
  public func onCellSelection(_ callback: @escaping (_ cell: Cell, _ row: Self) -> Void) -> Self {
    callbackCellOnSelection = { [unowned self] in callback(self.cell, self) }
    return self
  }

  @discardableResult
  public func onCellHighlightChanged(_ callback: @escaping (_ cell: Cell, _ row: Self) -> Void)
    -> Self
  {
    callbackOnCellHighlightChanged = { [unowned self] in callback(self.cell, self) }
    return self
  }

  @discardableResult
  public func onRowValidationChanged(_ callback: @escaping (_ cell: Cell, _ row: Self) -> Void)
    -> Self
  {
    callbackOnRowValidationChanged = { [unowned self] in callback(self.cell, self) }
    return self
  }
}

/// A row with a text field.
open class FieldRow<Cell: CellType>: Row<Cell> where Cell: BaseCell {
  public var placeholder: String?
  public required init(tag: String?) {
    super.init(tag: tag)
  }
}

public final class TextRow: FieldRow<TextCell>, RowType {
  public required init(tag: String?) { super.init(tag: tag) }
}
public final class NameRow: FieldRow<NameCell>, RowType {
  public required init(tag: String?) { super.init(tag: tag) }
}
public final class EmailRow: FieldRow<EmailCell>, RowType {
  public required init(tag: String?) { super.init(tag: tag) }
}
public final class PhoneRow: FieldRow<PhoneCell>, RowType {
  public required init(tag: String?) { super.init(tag: tag) }
}
public final class IntRow: FieldRow<IntCell>, RowType {
  public required init(tag: String?) { super.init(tag: tag) }
}
public final class DecimalRow: FieldRow<DecimalCell>, RowType {
  public required init(tag: String?) { super.init(tag: tag) }
}
public final class SwitchRow: Row<SwitchCell>, RowType {
  public required init(tag: String?) { super.init(tag: tag) }
}
public final class CheckRow: Row<CheckCell>, RowType {
  public required init(tag: String?) { super.init(tag: tag) }
}

// MARK: Sections and forms

/// A section header or footer.
public struct HeaderFooterView: ExpressibleByStringLiteral {
  public var title: String?
  public init(title: String?) { self.title = title }
  public init(stringLiteral value: String) { title = value }
}

/// A section: rows, a header and a footer.
open class Section {
  public var tag: String?
  public var header: HeaderFooterView?
  public var footer: HeaderFooterView?
  public internal(set) weak var form: Form?
  var storedRows: [BaseRow] = []

  public required init() {}

  public required init<S>(_ elements: S) where S: Sequence, S.Element == BaseRow {
    append(contentsOf: elements)
  }

  public init(_ initializer: @escaping (Section) -> Void) {
    initializer(self)
  }

  public init(_ header: String?, _ initializer: @escaping (Section) -> Void = { _ in }) {
    self.header = header.map { HeaderFooterView(title: $0) }
    initializer(self)
  }

  public init(header: String?, footer: String?, _ initializer: (Section) -> Void = { _ in }) {
    self.header = header.map { HeaderFooterView(title: $0) }
    self.footer = footer.map { HeaderFooterView(title: $0) }
    initializer(self)
  }

  public init(footer: String?, _ initializer: (Section) -> Void = { _ in }) {
    self.footer = footer.map { HeaderFooterView(title: $0) }
    initializer(self)
  }
}

extension Section: Equatable {
  public static func == (lhs: Section, rhs: Section) -> Bool { lhs === rhs }
}

extension Section: MutableCollection, BidirectionalCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { storedRows.count }
  public subscript(position: Int) -> BaseRow {
    get { storedRows[position] }
    set { storedRows[position] = newValue }
  }
  public func index(after i: Int) -> Int { i + 1 }
  public func index(before i: Int) -> Int { i - 1 }
}

extension Section: RangeReplaceableCollection {
  public func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
  where C.Element == BaseRow {
    for row in newElements { row.section = self }
    storedRows.replaceSubrange(subrange, with: newElements)
  }

  public func append(_ row: BaseRow) {
    replaceSubrange(endIndex..<endIndex, with: [row])
  }

  public func append<S: Sequence>(contentsOf newElements: S) where S.Element == BaseRow {
    replaceSubrange(endIndex..<endIndex, with: Array(newElements))
  }
}

/// A form: sections of rows.
public final class Form {
  var storedSections: [Section] = []
  public init() {}
}

extension Form: MutableCollection, BidirectionalCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { storedSections.count }
  public subscript(position: Int) -> Section {
    get { storedSections[position] }
    set { storedSections[position] = newValue }
  }
  public func index(after i: Int) -> Int { i + 1 }
  public func index(before i: Int) -> Int { i - 1 }
}

extension Form: RangeReplaceableCollection {
  public func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
  where C.Element == Section {
    for section in newElements { section.form = self }
    storedSections.replaceSubrange(subrange, with: newElements)
  }

  public func append(_ section: Section) {
    replaceSubrange(endIndex..<endIndex, with: [section])
  }

  public func append<S: Sequence>(contentsOf newElements: S) where S.Element == Section {
    replaceSubrange(endIndex..<endIndex, with: Array(newElements))
  }
}

// MARK: Operators (Eureka's signatures)

precedencegroup FormPrecedence {
  associativity: left
  higherThan: LogicalConjunctionPrecedence
}

precedencegroup SectionPrecedence {
  associativity: left
  higherThan: FormPrecedence
}

infix operator +++ : FormPrecedence
infix operator <<< : SectionPrecedence

@discardableResult
public func +++ (left: Form, right: Section) -> Form {
  left.append(right)
  return left
}

@discardableResult
public func +++ (left: Form, @SectionBuilder right: () -> Section) -> Form {
  left +++ right()
}

@discardableResult
public func +++ (left: Form, right: BaseRow) -> Form {
  left.append(Section([right]))
  return left
}

@discardableResult
public func +++ (left: Section, right: Section) -> Form {
  let form = Form()
  form.append(left)
  form.append(right)
  return form
}

@discardableResult
public func +++ (left: Section, @SectionBuilder right: () -> Section) -> Form {
  left +++ right()
}

@discardableResult
public func +++ (left: Section, right: BaseRow) -> Form {
  left +++ Section([right])
}

@discardableResult
public func +++ (left: BaseRow, right: BaseRow) -> Form {
  Section([left]) +++ Section([right])
}

@discardableResult
public func <<< (left: Section, right: BaseRow) -> Section {
  left.append(right)
  return left
}

@discardableResult
public func <<< (left: BaseRow, right: BaseRow) -> Section {
  Section([left, right])
}

public func += <C: Collection>(lhs: inout Section, rhs: C) where C.Iterator.Element == BaseRow {
  lhs.append(contentsOf: rhs)
}

public func += <C: Collection>(lhs: inout Form, rhs: C) where C.Iterator.Element == Section {
  lhs.append(contentsOf: rhs)
}

// MARK: Result builders (Eureka's signatures)

public protocol RowsProvider {
  var rows: [BaseRow] { get }
}

extension BaseRow: RowsProvider {
  public var rows: [BaseRow] { [self] }
}

extension Array: RowsProvider where Element == BaseRow {
  public var rows: [BaseRow] { self }
}

public protocol SectionsProvider {
  var sections: [Section] { get }
}

extension Section: SectionsProvider {
  public var sections: [Section] { [self] }
}

extension Array: SectionsProvider where Element == Section {
  public var sections: [Section] { self }
}

extension BaseRow: SectionsProvider {
  public var sections: [Section] { [Section([self])] }
}

@resultBuilder
public struct SectionBuilder {
  public static func buildBlock(_ components: RowsProvider...) -> [BaseRow] {
    components.flatMap { $0.rows }
  }

  public static func buildFinalResult(_ components: [BaseRow]) -> Section {
    Section(components)
  }

  public static func buildEither(first components: [RowsProvider]) -> [BaseRow] {
    components.flatMap { $0.rows }
  }

  public static func buildEither(second components: [RowsProvider]) -> [BaseRow] {
    components.flatMap { $0.rows }
  }

  public static func buildOptional(_ components: [RowsProvider]?) -> [BaseRow] {
    components?.flatMap { $0.rows } ?? []
  }

  public static func buildExpression(_ expression: RowsProvider?) -> [BaseRow] {
    expression.flatMap { $0.rows } ?? []
  }
}

@resultBuilder
public struct FormBuilder {
  public static func buildBlock(_ components: SectionsProvider...) -> [Section] {
    components.flatMap { $0.sections }
  }

  public static func buildFinalResult(_ components: [Section]) -> Form {
    let form = Form()
    form.append(contentsOf: components)
    return form
  }

  public static func buildEither(first components: [SectionsProvider]) -> [Section] {
    components.flatMap { $0.sections }
  }

  public static func buildEither(second components: [SectionsProvider]) -> [Section] {
    components.flatMap { $0.sections }
  }

  public static func buildOptional(_ components: [SectionsProvider]?) -> [Section] {
    components?.flatMap { $0.sections } ?? []
  }

  public static func buildExpression(_ expression: SectionsProvider?) -> [Section] {
    expression.flatMap { $0.sections } ?? []
  }
}
