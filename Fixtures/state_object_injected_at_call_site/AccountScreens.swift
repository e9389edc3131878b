import SwiftUI

struct AccountTab: View {
  @StateObject private var model = AccountModel()
  @State private var draft = AccountDraft()

  var body: some View {
    VStack {
      AccountProfileView(model: model)  // expect: [state_object_injected_at_call_site] [duplicate_state_copy]
      AccountDraftView(draft: draft)  // expect: [state_object_injected_at_call_site] [duplicate_state_copy]
      AccountSummaryView(model: model)
      AccountProfileView(model: AccountModel())
    }
  }
}
