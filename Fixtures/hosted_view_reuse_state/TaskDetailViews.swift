import SwiftUI

struct TaskEditor: View {
  let task: TaskItem
  @State private var title = ""
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Form {
      TextField("Title", text: $title)
      Button("Done") { dismiss() }
    }
    .onAppear { title = task.title }
  }
}

struct TaskHistory: View {
  let task: TaskItem
  @State private var filter = 0

  var body: some View {
    List {
      Picker("Show", selection: $filter) {
        Text("All").tag(0)
        Text("Mine").tag(1)
      }
      Text(task.title)
    }
  }
}
