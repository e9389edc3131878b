import Combine
import Observation

class TransferQueue {
  @Published var pending: [String] = []
}

final class DownloadQueue: TransferQueue {}

final class UploadMonitor {
  @Published var progress = 0.0
}

@Observable
final class DownloadFilter {
  var query = ""
}
