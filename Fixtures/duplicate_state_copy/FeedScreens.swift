import Combine
import SwiftUI
import UIKit

// Fixtures run the default configuration: an `@ObservedObject` that builds its own object and
// callers' seeds (a kept value handed into a child's state, a declaration seeded from an
// initializer parameter) are reported; a shared instance held in view-owned state waits for
// the `report_shared_instances` option, so those lines must stay silent here.

struct FeedItem: Identifiable, Hashable {
    let id: UUID
    var title: String
    var isRead: Bool
}

protocol FeedRepository {
    func load() async -> [FeedItem]
}

final class FeedViewModel: ObservableObject {
    @Published var items: [FeedItem] = []
    private let repository: FeedRepository?

    init(repository: FeedRepository? = nil) {
        self.repository = repository
    }

    @MainActor
    func reload() async {
        items = await repository?.load() ?? []
    }
}

final class FilterModel: ObservableObject {
    @Published var showsUnreadOnly = false
}

struct Dependencies {
    let feed: FeedViewModel
    let filters: FilterModel
}

/// Recreates its model every time the parent re-renders.
struct FeedScreen: View {
    @ObservedObject var viewModel = FeedViewModel()  // expect: [duplicate_state_copy]
    @ObservedObject var filters: FilterModel = .init()  // expect: [duplicate_state_copy]

    var body: some View {
        List(viewModel.items.filter { !filters.showsUnreadOnly || !$0.isRead }) { item in
            Text(item.title)
        }
        .task { await viewModel.reload() }
    }
}

/// Owns its model and passes it down: the usual, correct split.
struct FeedOwnerScreen: View {
    @StateObject private var viewModel = FeedViewModel()
    @StateObject private var filters = FilterModel()

    var body: some View {
        FeedList(viewModel: viewModel, filters: filters)
    }
}

struct FeedList: View {
    @ObservedObject var viewModel: FeedViewModel
    @ObservedObject var filters: FilterModel

    var body: some View {
        List(viewModel.items) { item in
            Text(item.title)
        }
        .toolbar {
            Toggle("Unread", isOn: $filters.showsUnreadOnly)
        }
    }
}

/// Takes ownership of a model somebody else already owns.
struct FeedDetailScreen: View {
    @StateObject private var viewModel: FeedViewModel  // expect: [duplicate_state_copy]

    init(viewModel: FeedViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel)
    }

    var body: some View {
        FeedList(viewModel: viewModel, filters: FilterModel())
    }
}

struct DependencyFeedScreen: View {
    @StateObject private var viewModel: FeedViewModel  // expect: [duplicate_state_copy]
    @StateObject private var filters: FilterModel  // expect: [duplicate_state_copy]

    init(dependencies: Dependencies) {
        self._viewModel = StateObject(wrappedValue: dependencies.feed)
        _filters = .init(wrappedValue: dependencies.filters)
    }

    var body: some View {
        FeedList(viewModel: viewModel, filters: filters)
    }
}

struct SessionBadge: View {
    @StateObject private var session: SessionStore

    init() {
        _session = StateObject(wrappedValue: SessionStore.shared)
    }

    var body: some View {
        Text(session.userName)
    }
}

/// Builds a fresh model from an injected dependency: ownership, not a copy.
struct InjectedFeedScreen: View {
    @StateObject private var viewModel: FeedViewModel

    init(repository: FeedRepository) {
        _viewModel = StateObject(wrappedValue: FeedViewModel(repository: repository))
    }

    var body: some View {
        FeedList(viewModel: viewModel, filters: FilterModel())
    }
}

/// Documented lazy creation through an autoclosure.
struct LazyFeedScreen: View {
    @StateObject private var viewModel: FeedViewModel

    init(viewModel: @autoclosure @escaping () -> FeedViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel())
    }

    var body: some View {
        FeedList(viewModel: viewModel, filters: FilterModel())
    }
}

final class ChartModel: ObservableObject {
    @Published var points: [CGFloat] = []
}

/// A representable counts as a view type too.
struct SparklineView: UIViewRepresentable {
    @ObservedObject var model = ChartModel()  // expect: [duplicate_state_copy]

    func makeUIView(context: Context) -> UIProgressView {
        UIProgressView(progressViewStyle: .bar)
    }

    func updateUIView(_ uiView: UIProgressView, context: Context) {
        let progress = Float(model.points.last ?? 0)
        if uiView.progress != progress {
            uiView.progress = progress
        }
    }
}

#Preview {
    FeedDetailScreen(viewModel: FeedViewModel())
}

/// Builds its model in the initializer: a new object on every parent render, like a default.
struct TrendsView: View {
    @ObservedObject var trends: TrendsModel  // expect: [duplicate_state_copy]
    let title: String

    init(title: String, window: Int) {
        self.title = title
        trends = .init(window: window)
    }

    var body: some View {
        Text("\(title): \(trends.summary)")
    }
}

/// Handed its model by the caller (not built here), and a model a factory method builds on
/// every `init`, which the parent's next render replaces.
struct TrendsPanel: View {
    @ObservedObject var trends: TrendsModel
    @ObservedObject var export: ExportModel  // expect: [duplicate_state_copy]

    init(trends: TrendsModel, factory: ExportFactory) {
        self.trends = trends
        export = factory.makeExport()
    }

    var body: some View {
        Text(trends.summary + export.status)
    }
}

