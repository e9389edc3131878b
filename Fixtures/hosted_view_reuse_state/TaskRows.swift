import SwiftUI

struct TaskItem: Identifiable, Hashable {
  let id: UUID
  var title: String
  var notes: String
  var isDone: Bool
}

/// Keeps whether its notes are expanded in `@State`: the flag stays with the reused cell.
struct TaskRow: View {
  let task: TaskItem
  @State private var showsNotes = false

  var body: some View {
    VStack(alignment: .leading) {
      TaskTitle(task: task)
      if showsNotes {
        Text(task.notes).font(.footnote)
      }
    }
    .onTapGesture { showsNotes.toggle() }
  }
}

struct TaskTitle: View {
  let task: TaskItem

  var body: some View {
    HStack {
      Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
      Text(task.title)
    }
  }
}

/// Stateless itself; the draft lives in the quick-reply field it builds.
struct CommentRow: View {
  let task: TaskItem

  var body: some View {
    VStack(alignment: .leading) {
      TaskTitle(task: task)
      QuickReplyField()
    }
  }
}

struct QuickReplyField: View {
  @State private var draft = ""

  var body: some View {
    TextField("Reply", text: $draft)
  }
}

/// The edit flag is owned by the model (a binding), and the editor is presented: its state is the sheet's.
struct EditableRow: View {
  let task: TaskItem
  @Binding var isEditing: Bool

  var body: some View {
    TaskTitle(task: task)
      .sheet(isPresented: $isEditing) {
        TaskEditor(task: task)
      }
  }
}

/// Opens the task's history as a link destination: the history's state is not the row's.
struct HistoryRow: View {
  let task: TaskItem

  var body: some View {
    NavigationLink {
      TaskHistory(task: task)
    } label: {
      TaskTitle(task: task)
    }
  }
}

struct EmptyTasksView: View {
  @State private var isPulsing = false

  var body: some View {
    Image(systemName: "checklist")
      .scaleEffect(isPulsing ? 1.1 : 1)
      .onAppear { isPulsing = true }
  }
}
