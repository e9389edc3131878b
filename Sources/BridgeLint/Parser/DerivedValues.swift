/// One file's values computed by higher layers, each built on first use and kept with the file
/// (`ParsedFile.derived`). Used like a `lazy` property: by one thread at a time, as the file is.
public final class DerivedValues: @unchecked Sendable {
  private var objects: [AnyObject] = []

  public init() {}

  /// The stored value of type `T`, made by `make` the first time it is asked for.
  public func value<T: AnyObject>(_ make: () -> T) -> T {
    // Two values per file today: a scan costs less than hashing a type.
    for object in objects {
      if let value = object as? T { return value }
    }
    let value = make()
    objects.append(value)
    return value
  }
}
