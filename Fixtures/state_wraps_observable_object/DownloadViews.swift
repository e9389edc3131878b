import SwiftUI

struct DownloadsView: View {
  @State private var queue = DownloadQueue()  // expect: [state_wraps_observable_object]
  @State private var filter = DownloadFilter()
  @StateObject private var monitor = UploadMonitor()

  var body: some View {
    List(queue.pending, id: \.self) { Text($0) }
  }
}

struct UploadsView: View {
  // expect: [state_wraps_observable_object]
  @State
  private var monitor: UploadMonitor

  var body: some View { Text("\(monitor.progress)") }
}

/// Holds the queue only to hand it to the list, which observes it: nothing here reads it while rendering.
struct DownloadsScreen: View {
  @State private var sharedQueue = DownloadQueue()

  var body: some View {
    DownloadsView().environmentObject(sharedQueue)
  }
}
