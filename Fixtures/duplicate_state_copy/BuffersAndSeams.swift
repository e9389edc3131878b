import Observation
import SwiftUI

/// Edit buffers recognised by use, objects the view builds itself, and the seams that let a
/// caller slip an existing object into view-owned state.
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

struct InjectableContactsScreen: View {
    @StateObject private var model: ContactsModel  // expect: 5 [duplicate_state_copy]

    init(model: ContactsModel? = nil, store: ContactStore) {
        _model = StateObject(wrappedValue: model ?? ContactsModel(store: store))
    }

    var body: some View {
        List(model.contacts) { Text($0.name) }
    }
}

struct ContactsPreviewCard: View {
    @ObservedObject var model: ContactsModel = .preview  // expect: 5 [duplicate_state_copy]

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
    @State private var conversation: Conversation  // expect: 5 [duplicate_state_copy]

    init(conversation: Conversation) {
        _conversation = State(initialValue: conversation)
    }

    var body: some View {
        TextField("Title", text: $conversation.title)
    }
}

struct UnreadBadge: View {
    @State private var unread: Int  // expect: 5 [duplicate_state_copy]

    init(conversation: Conversation) {
        _unread = State(initialValue: conversation.unread)
    }

    var body: some View {
        Text("\(unread)")
            .onTapGesture { unread = 0 }
    }
}
