import SwiftUI

struct ProfileHeader: View {
  @State var isExpanded = false  // expect: 10 [state_not_private]
  @State private var avatarScale: CGFloat = 1
  @State var name: String
  @Binding var isFollowing: Bool

  var body: some View {
    VStack {
      Text(name).font(isExpanded ? .title : .headline)
      Toggle("Follow", isOn: $isFollowing)
    }
    .scaleEffect(avatarScale)
    .onTapGesture { isExpanded.toggle() }
  }
}

public struct ProfileBadge: View {
  @State public var isHighlighted = false  // expect: 10 [state_not_private]
  @StateObject private var loader = BadgeLoader()

  public var body: some View {
    Text("Badge").bold(isHighlighted)
  }
}

struct ProfileEditor: View {
  @StateObject var draft = ProfileDraft()  // expect: 16 [state_not_private]
  @State private(set) var isSaving = false  // expect: 10 [state_not_private]
  @State internal var bio: String = ""  // expect: 10 [state_not_private]
  @ObservedObject var session: Session
  @FocusState var focusedField: Field?
  @AppStorage("compact") var isCompact = false

  enum Field { case name, bio }

  init(session: Session) {
    self.session = session
  }

  var body: some View {
    Form {
      TextField("Bio", text: $bio).focused($focusedField, equals: .bio)
      Button("Save") { isSaving = true }
    }
  }
}

final class BadgeLoader: ObservableObject {}
final class ProfileDraft: ObservableObject {}
final class Session: ObservableObject {}

#Preview {
  @Previewable @State var isFollowing = true
  ProfileHeader(name: "Ada", isFollowing: $isFollowing)
}
