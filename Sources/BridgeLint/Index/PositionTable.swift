/// A shard's qualified name → position in its `entries`, by open addressing over the positions
/// alone: the names are the entries' own, so a slot is 4 bytes where a dictionary's was 24 (a
/// reference to the name's string and an `Int`), and a whole run's tables were 3 MB of pass 1's
/// peak. Every lookup is given the entries, to compare the name at a slot's position.
struct PositionTable: Sendable {
  private static let empty: Int32 = -1
  /// A slot whose position was removed: probes pass over it (see `remove`).
  private static let removed: Int32 = -2
  /// A power of two (or none), never more than three quarters used, so every probe meets an empty slot.
  private var slots: [Int32] = []
  /// Slots holding a position or removed.
  private var used = 0
  /// Positions held.
  private(set) var count = 0

  init() {}

  /// Every entry's position.
  init(_ entries: [ProjectIndex.IndexedType]) {
    reserveCapacity(entries.count, in: entries)
    for position in entries.indices { insert(position, of: entries[position].qualifiedName, in: entries) }
  }

  /// Room for `count` positions without growing (`entries` as for `insert`).
  mutating func reserveCapacity(_ count: Int, in entries: [ProjectIndex.IndexedType]) {
    guard PositionTable.capacity(for: count) > slots.count else { return }
    rebuild(capacity: PositionTable.capacity(for: count), positionsOf: entries)
  }

  /// The smallest power of two (at least 16) three quarters of which hold `count`.
  private static func capacity(for count: Int) -> Int {
    var capacity = 16
    while capacity / 4 * 3 < count { capacity <<= 1 }
    return capacity
  }

  func position(of name: String, in entries: [ProjectIndex.IndexedType]) -> Int? {
    guard !slots.isEmpty else { return nil }
    let mask = slots.count - 1
    var slot = name.hashValue & mask
    while true {
      let value = slots[slot]
      if value == PositionTable.empty { return nil }
      if value >= 0 && entries[Int(value)].qualifiedName == name { return Int(value) }
      slot = (slot + 1) & mask
    }
  }

  /// Adds `position` for `name`, which has none; `entries` holds every position the table holds.
  mutating func insert(_ position: Int, of name: String, in entries: [ProjectIndex.IndexedType]) {
    if (used + 1) > slots.count / 4 * 3 {
      // Grown to half again what it holds, the smallest power of two over it: then at most three
      // quarters and at least a quarter used. Removed slots are dropped.
      rebuild(capacity: PositionTable.capacity(for: count + 1 + (count + 1) / 2), positionsOf: entries)
    }
    let mask = slots.count - 1
    var slot = name.hashValue & mask
    while slots[slot] != PositionTable.empty { slot = (slot + 1) & mask }
    slots[slot] = Int32(position)
    used += 1
    count += 1
  }

  /// Removes `position`, which `name` has (its entry may have moved already: only positions are compared).
  mutating func remove(_ position: Int, of name: String) {
    guard !slots.isEmpty else { return }
    let mask = slots.count - 1
    var slot = name.hashValue & mask
    while slots[slot] != PositionTable.empty {
      if slots[slot] == Int32(position) {
        slots[slot] = PositionTable.removed
        count -= 1
        return
      }
      slot = (slot + 1) & mask
    }
  }

  /// Each position `p` becomes `renumbered(p)` (kept when nil), in place: no name is read.
  mutating func renumber(_ renumbered: (Int) -> Int?) {
    for slot in slots.indices where slots[slot] >= 0 {
      if let after = renumbered(Int(slots[slot])) { slots[slot] = Int32(after) }
    }
  }

  /// `capacity` slots holding the positions held now, whose names `entries` has.
  private mutating func rebuild(capacity: Int, positionsOf entries: [ProjectIndex.IndexedType]) {
    let old = slots
    slots = [Int32](repeating: PositionTable.empty, count: capacity)
    used = 0
    count = 0
    let mask = capacity - 1
    for value in old where value >= 0 {
      var slot = entries[Int(value)].qualifiedName.hashValue & mask
      while slots[slot] != PositionTable.empty { slot = (slot + 1) & mask }
      slots[slot] = value
      used += 1
      count += 1
    }
  }
}
