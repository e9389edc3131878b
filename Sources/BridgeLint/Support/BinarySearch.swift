extension RandomAccessCollection where Index == Int {
  /// The index of the first element for which `isBefore` is false, in a collection ordered so
  /// that every element that `isBefore` comes first (the standard library's missing lower bound).
  @inlinable
  public func partitionPoint(where isBefore: (Element) -> Bool) -> Int {
    var low = startIndex
    var high = endIndex
    while low < high {
      let middle = low + (high - low) / 2
      if isBefore(self[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
