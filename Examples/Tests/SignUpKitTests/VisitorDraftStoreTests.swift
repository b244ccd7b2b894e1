import Foundation
import SignUpKit
import Testing

@Suite("VisitorDraftStore keeps one draft per visitor within its bounds")
struct VisitorDraftStoreTests {
  /// `count` bytes of JSON-like text.
  func json(_ count: Int) -> Data { Data(repeating: UInt8(ascii: "x"), count: count) }

  @Test("a saved draft is found by its id, and by no other")
  func savedAndFound() async {
    let store = VisitorDraftStore(maximumEntries: 4, maximumBytes: 100)
    let visitor = VisitorID.make()
    #expect(await store.save(json(10), for: visitor))
    #expect(await store.draft(for: visitor) == json(10))
    #expect(await store.draft(for: VisitorID.make()) == nil)
  }

  @Test("past the most entries, the oldest draft is dropped")
  func dropsOldestEntry() async {
    let store = VisitorDraftStore(maximumEntries: 3, maximumBytes: 1_000)
    let visitors = (0..<4).map { _ in VisitorID.make() }
    for visitor in visitors { await store.save(json(1), for: visitor) }
    #expect(await store.count == 3)
    #expect(await store.draft(for: visitors[0]) == nil)
    for visitor in visitors.dropFirst() { #expect(await store.draft(for: visitor) != nil) }
  }

  @Test("past the most bytes, the oldest drafts are dropped until the new one fits")
  func dropsOldestBytes() async {
    let store = VisitorDraftStore(maximumEntries: 100, maximumBytes: 100)
    let visitors = (0..<3).map { _ in VisitorID.make() }
    await store.save(json(40), for: visitors[0])
    await store.save(json(40), for: visitors[1])
    await store.save(json(50), for: visitors[2])
    #expect(await store.draft(for: visitors[0]) == nil)
    #expect(await store.draft(for: visitors[1]) != nil)
    #expect(await store.bytes == 90)
  }

  @Test("a draft over the byte bound alone is not kept, and the one it replaces is forgotten")
  func refusesTooLarge() async {
    let store = VisitorDraftStore(maximumEntries: 10, maximumBytes: 100)
    let old = VisitorID.make()
    let other = VisitorID.make()
    await store.save(json(10), for: old)
    await store.save(json(10), for: other)
    #expect(await store.save(json(101), for: VisitorID.make(), replacing: old) == false)
    #expect(await store.draft(for: old) == nil)
    #expect(await store.draft(for: other) != nil)
    #expect(await store.bytes == 10)
  }

  @Test("saving under a new id forgets the draft of the id it replaces")
  func replaces() async {
    let store = VisitorDraftStore(maximumEntries: 10, maximumBytes: 100)
    let old = VisitorID.make()
    let new = VisitorID.make()
    await store.save(json(10), for: old)
    await store.save(json(20), for: new, replacing: old)
    #expect(await store.draft(for: old) == nil)
    #expect(await store.draft(for: new) == json(20))
    #expect(await store.count == 1)
    #expect(await store.bytes == 20)
    await store.delete(new)
    #expect(await store.count == 0)
    #expect(await store.bytes == 0)
  }
}
