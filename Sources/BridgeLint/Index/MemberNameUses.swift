/// What one file may name as a member of a type declared elsewhere: every name written after a
/// `.` (`row.isOn`, `\.isOn`, `\Row.isOn`, `#keyPath(Row.isOn)`, `row.$isOn`), and every name in
/// the body of an extension, by the extended type. A fix that narrows a member's access reads it
/// to prove no other file names the member. Names are kept as 64-bit hashes: a collision can only
/// make a proof fail, never make one hold that should not.
public struct MemberNameUses: Sendable, Equatable {
  public var path: String
  /// Sorted hashes of the names written after a `.`.
  var memberNames: [UInt64]
  /// Extended type's simple name → sorted hashes of the names its extensions' bodies write.
  var extensionNames: [String: [UInt64]]

  public init(path: String, memberNames: [UInt64] = [], extensionNames: [String: [UInt64]] = [:]) {
    self.path = path
    self.memberNames = memberNames
    self.extensionNames = extensionNames
  }

  /// Does this file name `name` after a `.`, or anywhere in an extension of `typeName` (a simple name)?
  func mayName(_ name: String, ofType typeName: String) -> Bool {
    let hash = MemberNameUses.hash(name)
    return MemberNameUses.contains(memberNames, hash)
      || extensionNames[typeName].map { MemberNameUses.contains($0, hash) } == true
  }

  private static func contains(_ sorted: [UInt64], _ value: UInt64) -> Bool {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low < sorted.count && sorted[low] == value
  }

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
  /// Hashes are gathered in arrays, then sorted and deduplicated: no set hashes the hashes again.
  public func memberNameUses() -> MemberNameUses {
    var members: [UInt64] = []
    for token in 1..<max(1, Int32(tokens.count)) where kind(token) == .identifier && isKind(token - 1, .period) {
      members.append(nameHash(token))
    }
    var extensions: [String: [UInt64]] = [:]
    for type in syntax.types where type.kind == .extension && type.bodyOpen >= 0 && type.bodyClose > type.bodyOpen {
      let name = ProjectIndex.simpleName(compactText(type.nameRange))
      var names = extensions.removeValue(forKey: name) ?? []
      for token in (type.bodyOpen + 1)..<type.bodyClose where kind(token) == .identifier {
        names.append(nameHash(token))
      }
      extensions[name] = names
    }
    return MemberNameUses(
      path: path, memberNames: MemberNameUses.sortedUnique(members),
      extensionNames: extensions.mapValues(MemberNameUses.sortedUnique))
  }

  func nameHash(_ token: Int32) -> UInt64 {
    let range = tokens[Int(token)].startOffset..<tokens[Int(token)].endOffset
    return source.bytes.withUnsafeBufferPointer { MemberNameUses.hash(bytes: $0[range]) }
  }
}
