import Combine

extension TransferQueue: ObservableObject {}

extension UploadMonitor: ObservableObject {}
