import SwiftUI
import UIKit

final class TaskListController: UIViewController {
  private var collectionView: UICollectionView!
  private var editing: Set<UUID> = []

  private lazy var taskCell = UICollectionView.CellRegistration<UICollectionViewListCell, TaskItem> { cell, _, task in
    cell.contentConfiguration = UIHostingConfiguration { TaskRow(task: task) }  // expect: [hosted_view_reuse_state]
  }

  private lazy var commentCell = UICollectionView.CellRegistration<UICollectionViewListCell, TaskItem> { cell, _, task in
    cell.contentConfiguration = UIHostingConfiguration {  // expect: [hosted_view_reuse_state]
      CommentRow(task: task)
    }
    .margins(.horizontal, 16)
  }

  private lazy var titleCell = UICollectionView.CellRegistration<UICollectionViewListCell, TaskItem> { cell, _, task in
    cell.contentConfiguration = UIHostingConfiguration { TaskTitle(task: task) }
  }

  private lazy var editableCell = UICollectionView.CellRegistration<UICollectionViewListCell, TaskItem> {
    [unowned self] cell, _, task in
    cell.contentConfiguration = UIHostingConfiguration {
      EditableRow(task: task, isEditing: self.binding(for: task))
    }
  }

  private lazy var historyCell = UICollectionView.CellRegistration<UICollectionViewListCell, TaskItem> { cell, _, task in
    cell.contentConfiguration = UIHostingConfiguration { HistoryRow(task: task) }
  }

  /// The empty state replaces the list in place: nothing reuses it.
  override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
    contentUnavailableConfiguration = UIHostingConfiguration { EmptyTasksView() }
  }

  private func binding(for task: TaskItem) -> Binding<Bool> {
    Binding(
      get: { [weak self] in self?.editing.contains(task.id) ?? false },
      set: { [weak self] isOn in
        if isOn { self?.editing.insert(task.id) } else { self?.editing.remove(task.id) }
      })
  }

  /// Keyed by the task: SwiftUI gives each task its own row identity, so the row's state starts over.
  private lazy var keyedCell = UICollectionView.CellRegistration<UICollectionViewListCell, TaskItem> { cell, _, task in
    cell.contentConfiguration = UIHostingConfiguration {
      TaskRow(task: task)
        .id(task.id)
    }
    .margins(.horizontal, 12)
  }

  /// Only the stateful child is keyed; the title next to it keeps no state.
  private lazy var keyedCommentCell = UICollectionView.CellRegistration<UICollectionViewListCell, TaskItem> {
    cell, _, task in
    cell.contentConfiguration = UIHostingConfiguration {
      VStack(alignment: .leading) {
        TaskTitle(task: task)
        CommentRow(task: task).id("comments-\(task.id)")
      }
    }
  }
}
