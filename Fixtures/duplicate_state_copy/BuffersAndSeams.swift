import Observation
import SwiftUI

// Fixtures run the default configuration: an `@ObservedObject` that builds its own object and
// callers' seeds (a kept value handed into a child's state, a declaration seeded from an
// initializer parameter) are reported; a shared instance held in view-owned state waits for
// the `report_shared_instances` option, so those lines must stay silent here.

/// Edit buffers recognised by use, objects the view builds itself, optional-injection seams, and
/// the observable objects a parent passes into view-owned state.
struct Contact: Identifiable, Hashable {
    let id: UUID
    var name: String
    var phone: String
}

struct ContactNameEditor: View {
    let onCommit: (String) -> Void
    @State private var name: String

    init(contact: Contact, onCommit: @escaping (String) -> Void) {
        _name = State(initialValue: contact.name)
        self.onCommit = onCommit
    }

    var body: some View {
        TextField("Name", text: $name)
            .onSubmit { onCommit(name) }
    }
}

struct PhoneField: View {
    @Binding var phone: String
    @State private var typed: String

    init(phone: Binding<String>) {
        _phone = phone
        _typed = State(initialValue: phone.wrappedValue)
    }

    var body: some View {
        TextField("Phone", text: $typed)
            .onChange(of: typed) { newValue in phone = newValue.filter(\.isNumber) }
    }
}

final class ContactsModel: ObservableObject {
    @Published var contacts: [Contact] = []
    let store: ContactStore

    init(store: ContactStore) { self.store = store }

    static var preview: ContactsModel { ContactsModel(store: ContactStore()) }
}

final class ContactStore {}

struct ContactsScreen: View {
    @StateObject private var model: ContactsModel

    init(store: ContactStore) {
        let model = ContactsModel(store: store)
        _model = StateObject(wrappedValue: model)
    }

    var body: some View {
        List(model.contacts) { Text($0.name) }
    }
}

/// The optional-injection seam: whether a caller passes an object its owner keeps is for the
/// call sites to say.
struct InjectableContactsScreen: View {
    @StateObject private var model: ContactsModel

    init(model: ContactsModel? = nil, store: ContactStore) {
        _model = StateObject(wrappedValue: model ?? ContactsModel(store: store))
    }

    var body: some View {
        List(model.contacts) { Text($0.name) }
    }
}

struct ContactsPreviewCard: View {
    @ObservedObject var model: ContactsModel = .preview  // expect: [duplicate_state_copy]

    var body: some View {
        Text("\(model.contacts.count) contacts")
    }
}

@Observable
final class Conversation {
    var title = ""
    var unread = 0
}

struct ConversationHeader: View {
    @State private var conversation: Conversation  // expect: [duplicate_state_copy]

    init(conversation: Conversation) {
        _conversation = State(initialValue: conversation)
    }

    var body: some View {
        TextField("Title", text: $conversation.title)
    }
}

/// Seeded, then cleared by the view itself: its own state.
struct UnreadBadge: View {
    @State private var unread: Int

    init(conversation: Conversation) {
        _unread = State(initialValue: conversation.unread)
    }

    var body: some View {
        Text("\(unread)")
            .onTapGesture { unread = 0 }
    }
}
