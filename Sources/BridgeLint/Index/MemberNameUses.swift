/// What one file may name as a member of a type declared elsewhere: every name written after a
/// `.` (`row.isOn`, `\.isOn`, `\Row.isOn`, `#keyPath(Row.isOn)`, `row.$isOn`), and every name in
/// the body of an extension, by the extended type. A fix that narrows a member's access reads it
/// to prove no other file names the member. Names are kept as 64-bit hashes: a collision can only
/// make a proof fail, never make one hold that should not.
public struct MemberNameUses: Sendable, Equatable {
  public var path: String
  /// Sorted hashes of the names written after a `.`.
  var memberNames: [UInt64]
  /// Each extended type's simple name with the sorted hashes of the names its extensions' bodies
  /// write other than after a `.` (those are in `memberNames`, which every answer reads too),
  /// sorted by name: one array, not a dictionary per file (every file's uses are kept, and a small
  /// dictionary's storage was the larger part of them).
  var extensionNames: [ExtendedType]

  struct ExtendedType: Sendable, Equatable {
    var name: String
    var hashes: [UInt64]
  }

  public init(path: String, memberNames: [UInt64] = [], extensionNames: [String: [UInt64]] = [:]) {
    self.path = path
    self.memberNames = memberNames
    self.extensionNames = extensionNames.map { ExtendedType(name: $0.key, hashes: $0.value) }.sorted {
      $0.name < $1.name
    }
  }

  /// The sorted hashes of the names the extensions of `typeName` write; nil when the file extends no such type.
  func extensionHashes(_ typeName: String) -> [UInt64]? {
    let low = extensionNames.partitionPoint { $0.name < typeName }
    return low < extensionNames.count && extensionNames[low].name == typeName ? extensionNames[low].hashes : nil
  }

  /// Does this file name `name` after a `.`, or anywhere in an extension of `typeName` (a simple name)?
  func mayName(_ name: String, ofType typeName: String) -> Bool {
    mayName(hash: MemberNameUses.hash(name), ofType: typeName)
  }

  /// `mayName` for a name's `hash`.
  func mayName(hash: UInt64, ofType typeName: String) -> Bool {
    MemberNameUses.contains(memberNames, hash) || extendsNaming(hash: hash, ofType: typeName)
  }

  /// Does an extension of `typeName` in this file name the name of `hash`?
  func extendsNaming(hash: UInt64, ofType typeName: String) -> Bool {
    !extensionNames.isEmpty && extensionHashes(typeName).map { MemberNameUses.contains($0, hash) } == true
  }

  private static func contains(_ sorted: [UInt64], _ value: UInt64) -> Bool {
    let low = sorted.partitionPoint { $0 < value }
    return low < sorted.count && sorted[low] == value
  }

  /// FNV-1a over the name without `$` or backticks (`$isOn` and `` `isOn` `` name `isOn`).
  static func hash<Bytes: Sequence>(bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes where byte != UInt8(ascii: "$") && byte != UInt8(ascii: "`") {
      value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return value
  }

  static func hash(_ name: String) -> UInt64 { hash(bytes: name.utf8) }
}

extension ParsedFile {
  /// Pass 1's record of the member names this file writes (see `MemberNameUses`): one walk over its tokens.
  /// A file writes the same few members hundreds of times (`.padding`, `self.model`): hashes are
  /// deduplicated as they are gathered (`HashSet`), so only the distinct ones are sorted.
  public func memberNameUses() -> MemberNameUses {
    var members = HashSet()
    var extensions: [String: HashSet] = [:]
    source.bytes.withUnsafeBufferPointer { bytes in
      tokens.withUnsafeBufferPointer { tokens in
        func hash(_ token: Token) -> UInt64 {
          let start = min(token.startOffset, bytes.count)
          let end = max(start, min(token.endOffset, bytes.count))
          return MemberNameUses.hash(bytes: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        }
        var previous = TokenKind.unknown
        for token in tokens {
          if token.kind == .identifier && previous == .period { members.insert(hash(token)) }
          previous = token.kind
        }
        for type in syntax.types where type.kind == .extension && type.bodyOpen >= 0 && type.bodyClose > type.bodyOpen {
          let name = ProjectIndex.simpleName(compactText(type.nameRange))
          var names = extensions.removeValue(forKey: name) ?? HashSet()
          let end = min(Int(type.bodyClose), tokens.count)
          var position = Int(type.bodyOpen) + 1
          // A name after a `.` is in `members` already, which the table answers from for any file at
          // or before this one: the extension's list needs only the others (a third of its names).
          while position < end {
            if tokens[position].kind == .identifier && tokens[position - 1].kind != .period {
              names.insert(hash(tokens[position]))
            }
            position += 1
          }
          extensions[name] = names
        }
      }
    }
    return MemberNameUses(
      path: path, memberNames: members.sortedValues(), extensionNames: extensions.mapValues { $0.sortedValues() })
  }

  /// A set of 64-bit hashes with open addressing and no second hashing (the values are hashes
  /// already); it grows at half full, so a file's cost stays linear in its tokens.
  private struct HashSet {
    private var slots: [UInt64] = []
    private var count = 0
    /// 0 marks an empty slot; the value 0 itself is kept aside.
    private var hasZero = false

    mutating func insert(_ value: UInt64) {
      guard value != 0 else {
        hasZero = true
        return
      }
      if count * 2 >= slots.count { grow() }
      let mask = slots.count - 1
      var slot = Int(truncatingIfNeeded: value >> 7) & mask
      while true {
        let held = slots[slot]
        if held == value { return }
        if held == 0 {
          slots[slot] = value
          count += 1
          return
        }
        slot = (slot + 1) & mask
      }
    }

    private mutating func grow() {
      let old = slots
      slots = [UInt64](repeating: 0, count: max(64, old.count * 2))
      count = 0
      for value in old where value != 0 { insert(value) }
    }

    /// The values sorted, in an array of exactly their count (it is kept for the whole run).
    func sortedValues() -> [UInt64] {
      var values: [UInt64] = []
      values.reserveCapacity(count + (hasZero ? 1 : 0))
      if hasZero { values.append(0) }
      for value in slots where value != 0 { values.append(value) }
      values.sort()
      return values
    }
  }
}

/// Which file of a project first names each member name, so a member question costs a lookup
/// instead of a pass over every file's names (thousands of questions in pass 2 of a large run).
/// For every hash written after a `.` it keeps the first file that writes it and the first after
/// that with another path: the first file other than the asking one is one of the two. Extensions
/// are few: their files are listed per extended type and searched in order.
final class MemberNameTable {
  /// Open addressing over the hashes; 0 marks an empty slot (the hash 0 is kept aside).
  private var keys: [UInt64]
  private var first: [Int32]
  private var second: [Int32]
  private var count = 0
  private var zero: (first: Int32, second: Int32)?
  /// Extended type's simple name → the positions of the files that extend it, in order.
  private var extending: [String: [Int32]] = [:]
  /// The files in the table's order; streamed ones (`append`) without their `.` names, which
  /// only the table keeps then.
  private(set) var uses: [MemberNameUses]

  init(_ uses: [MemberNameUses]) {
    self.uses = uses
    keys = [UInt64](repeating: 0, count: 1024)
    first = [Int32](repeating: -1, count: 1024)
    second = [Int32](repeating: -1, count: 1024)
    for (position, file) in uses.enumerated() { index(file, at: Int32(position)) }
  }

  /// Adds the next file in the project's order, keeping only its path and extensions: a whole run
  /// builds the table as pass 1 finishes files, so each file's sorted `.` names (most of them the
  /// same few hundred names in every file) are not held for the rest of the run.
  func append(_ file: MemberNameUses) {
    var kept = file
    kept.memberNames = []
    // An extended type's name is kept once, as `extending`'s key: the same names (`View`, a
    // project's models) are extended in many files, each name its own string past 15 bytes.
    for position in kept.extensionNames.indices {
      if let known = extending.index(forKey: kept.extensionNames[position].name) {
        kept.extensionNames[position].name = extending[known].key
      }
    }
    uses.append(kept)
    index(kept, memberNames: file.memberNames, at: Int32(uses.count - 1))
  }

  /// Room for `count` files in all: a whole run knows how many it appends (the list doubled as it
  /// grew, up to twice the room, 32 bytes a file).
  func reserve(files count: Int) { uses.reserveCapacity(count) }

  private func index(_ file: MemberNameUses, at position: Int32) {
    index(file, memberNames: file.memberNames, at: position)
  }

  private func index(_ file: MemberNameUses, memberNames: [UInt64], at position: Int32) {
    for hash in memberNames { add(hash, position) }
    for extended in file.extensionNames { extending[extended.name, default: []].append(position) }
  }

  private func add(_ hash: UInt64, _ position: Int32) {
    if hash == 0 {
      if let held = zero {
        if held.second < 0 && uses[Int(held.first)].path != uses[Int(position)].path { zero?.second = position }
      } else {
        zero = (position, -1)
      }
      return
    }
    if count * 4 >= keys.count * 3 { grow() }
    let slot = self.slot(of: hash)
    if keys[slot] == 0 {
      keys[slot] = hash
      first[slot] = position
      count += 1
    } else if second[slot] < 0 && uses[Int(first[slot])].path != uses[Int(position)].path {
      second[slot] = position
    }
  }

  /// The slot that holds `hash`, or the empty one where it would go.
  private func slot(of hash: UInt64) -> Int {
    let mask = keys.count - 1
    var slot = Int(truncatingIfNeeded: hash >> 7) & mask
    while keys[slot] != 0 && keys[slot] != hash { slot = (slot + 1) & mask }
    return slot
  }

  private func grow() {
    let (oldKeys, oldFirst, oldSecond) = (keys, first, second)
    keys = [UInt64](repeating: 0, count: oldKeys.count * 2)
    first = [Int32](repeating: -1, count: oldKeys.count * 2)
    second = [Int32](repeating: -1, count: oldKeys.count * 2)
    for index in oldKeys.indices where oldKeys[index] != 0 {
      let slot = self.slot(of: oldKeys[index])
      keys[slot] = oldKeys[index]
      first[slot] = oldFirst[index]
      second[slot] = oldSecond[index]
    }
  }

  /// The first file (in the project's order) whose path is not `path` and that may name `name`
  /// of `typeName` (a simple name), as `MemberNameUses.mayName` decides; nil when none does.
  func firstOther(naming name: String, ofType typeName: String, path: String) -> MemberNameUses? {
    let hash = MemberNameUses.hash(name)
    var best = Int.max
    let written: (first: Int32, second: Int32)?
    if hash == 0 {
      written = zero
    } else {
      let slot = self.slot(of: hash)
      written = keys[slot] == 0 ? nil : (first[slot], second[slot])
    }
    if let written {
      if uses[Int(written.first)].path != path {
        best = Int(written.first)
      } else if written.second >= 0 {
        best = Int(written.second)
      }
    }
    for position in extending[typeName] ?? [] where Int(position) < best {
      let file = uses[Int(position)]
      if file.path != path && file.extendsNaming(hash: hash, ofType: typeName) {
        best = Int(position)
        break
      }
    }
    return best == Int.max ? nil : uses[best]
  }
}

extension ParsedFile {
  /// The hash (`MemberNameUses.hash`) of the name at `token`, a valid token.
  func nameHash(_ token: Int32) -> UInt64 {
    let range = tokens[Int(token)].startOffset..<tokens[Int(token)].endOffset
    return source.bytes.withUnsafeBufferPointer { MemberNameUses.hash(bytes: $0[range]) }
  }
}

extension MemberNameUses {
  /// `values` sorted without repeats, in an array of exactly that size (it is kept for the whole run).
  static func sortedUnique(_ values: [UInt64]) -> [UInt64] {
    var values = values
    values.sort()
    var count = 0
    for index in values.indices where count == 0 || values[count - 1] != values[index] {
      values[count] = values[index]
      count += 1
    }
    return Array(values[..<count])
  }
}
