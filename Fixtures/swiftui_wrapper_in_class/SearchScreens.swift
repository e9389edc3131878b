import SwiftUI
import UIKit

struct SearchField: UIViewRepresentable {
  @Binding var query: String

  func makeUIView(context: Context) -> UISearchBar {
    let bar = UISearchBar()
    bar.delegate = context.coordinator
    return bar
  }

  func updateUIView(_ bar: UISearchBar, context: Context) {
    if bar.text != query { bar.text = query }
  }

  func makeCoordinator() -> Coordinator { Coordinator(query: $query) }

  final class Coordinator: NSObject, UISearchBarDelegate {
    @Binding var query: String
    @State var isEditing = false  // expect: 5 [swiftui_wrapper_in_class]
    var lastSubmitted: String?

    init(query: Binding<String>) { _query = query }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { query = searchText }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { isEditing = true }
  }
}

final class SearchViewModel: ObservableObject {
  @Published var results: [String] = []
  @StateObject var history = SearchHistory()  // expect: 3 [swiftui_wrapper_in_class]
  @AppStorage("recentLimit") var recentLimit = 10
}

final class SearchHistory: ObservableObject {
  @Published var entries: [String] = []
}

final class SearchViewController: UIViewController {
  @ObservedObject var model: SearchViewModel  // expect: [swiftui_wrapper_in_class]
  @Environment(\.dismiss) private var dismiss  // expect: [swiftui_wrapper_in_class]
  private var host: UIHostingController<SearchResults>?

  init(model: SearchViewModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}

struct SearchResults: View {
  @ObservedObject var model: SearchViewModel
  @State private var selection: String?
  @FocusState private var isFocused: Bool

  var body: some View {
    List(model.results, id: \.self, selection: $selection) { Text($0) }
  }
}

actor SearchIndex {
  @Environment(\.locale) var locale  // expect: [swiftui_wrapper_in_class]
  var terms: [String: Int] = [:]
}

struct SearchToken: DynamicProperty {
  @State private var token = UUID()
}

enum SearchDefaults {
  @AppStorage("lastQuery") static var lastQuery = ""
}
