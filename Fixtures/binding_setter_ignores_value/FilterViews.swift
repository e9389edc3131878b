import SwiftUI

struct Tag: Hashable, Identifiable {
  let id: Int
  let name: String
}

final class FilterModel: ObservableObject {
  @Published var selected: Set<Tag> = []
  @Published var showsArchived = false
  @Published var error: String?

  func toggle(_ tag: Tag) {
    if selected.contains(tag) { selected.remove(tag) } else { selected.insert(tag) }
  }

  func setSelected(_ tag: Tag, _ isOn: Bool) {
    if isOn { selected.insert(tag) } else { selected.remove(tag) }
  }
}

struct FilterList: View {
  @ObservedObject var model: FilterModel
  let tags: [Tag]
  @State private var sort = Sort.name
  @State private var pinned: Set<Int> = []

  enum Sort { case name, date }

  var body: some View {
    List {
      ForEach(tags) { tag in
        Toggle(tag.name, isOn: Binding(get: { model.selected.contains(tag) }, set: { _ in model.toggle(tag) }))  // expect: [binding_setter_ignores_value]
        Toggle(
          "Pin",
          isOn: Binding(
            get: { pinned.contains(tag.id) },
            set: { _ in
              if pinned.contains(tag.id) {
                pinned.remove(tag.id)  // expect: 24 [binding_setter_ignores_value]
              } else {
                pinned.insert(tag.id)
              }
            }))
        Toggle(tag.name, isOn: Binding(get: { model.selected.contains(tag) }, set: { model.setSelected(tag, $0) }))
      }
      Toggle("By name", isOn: .init(get: { sort == .name }, set: { _ in sort = .name }))
      Toggle("By date", isOn: .init(get: { sort == .date }, set: { _ in sort = .date }))
      Toggle("Archived", isOn: Binding { model.showsArchived } set: { _ in model.showsArchived.toggle() })  // expect: [binding_setter_ignores_value]
    }
    .alert("Error", isPresented: Binding(get: { model.error != nil }, set: { _ in model.error = nil })) {
      Button("OK") {}
    }
  }
}

struct ReadOnlyToggle: View {
  let isOn: Bool
  var body: some View {
    Toggle("Locked", isOn: Binding(get: { isOn }, set: { _ in }))
      .disabled(true)
  }
}

struct FavoriteButton: View {
  @Binding var isFavorite: Bool
  var body: some View {
    Toggle(
      "Favorite",
      isOn: Binding(
        get: { isFavorite },
        set: { _ in
          withAnimation { isFavorite = !isFavorite }  // expect: 27 [binding_setter_ignores_value]
        }))
  }
}
