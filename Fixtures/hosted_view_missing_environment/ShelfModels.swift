import Combine
import Observation

final class ShelfStore: ObservableObject {
  @Published var shelves: [String] = []
  static let shared = ShelfStore()
}

@Observable
final class ReaderSession {
  var openBook: String?
}

final class RemotePairing: ObservableObject {
  @Published var isPaired = false
}
