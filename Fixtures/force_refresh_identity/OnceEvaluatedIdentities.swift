import SwiftUI

/// Identities evaluated once per instance (an initializer, a creation closure whose view is
/// stored, a stored property, an action) do not churn; rendering code does.
class DocumentEditor {
  let view: AnyView
  let title: String

  init(view: AnyView, title: String) {
    self.view = view
    self.title = title
  }
}

final class ChartEditor: DocumentEditor {
  let chartView = PlotCanvas()

  init(title: String) {
    super.init(view: AnyView(ChartHost(canvas: chartView).id(UUID())), title: title)
  }
}

final class EditorRegistry {
  private var makers: [String: (URL) -> DocumentEditor] = [:]

  func registerCharts() {
    makers["chart"] = { url in
      DocumentEditor(view: AnyView(ChartHost(canvas: PlotCanvas()).id(UUID())), title: url.lastPathComponent)
    }
  }
}

struct EditorTabs: View {
  @EnvironmentObject var workspace: Workspace
  @State private var preview: AnyView?
  let placeholder = AnyView(ChartHost(canvas: PlotCanvas()).id(UUID()))

  var body: some View {
    VStack {
      Menu {
        ForEach(workspace.editors, id: \.title) { editor in Button(editor.title) { workspace.open(editor) } }
      } label: {
        Text(workspace.current?.title ?? "")
      }
      .id(UUID())
      Button { workspace.toggleReveal() } label: { Image(systemName: "ellipsis") }
        .buttonStyle(.borderless)
        .id(UUID())  // a new identity keeps the icon from animating on every toggle
      preview ?? placeholder
      toolbar
    }
    .onAppear { preview = AnyView(ChartHost(canvas: PlotCanvas()).id(UUID())) }
  }

  @ViewBuilder private var toolbar: some View {
    ChartHost(canvas: PlotCanvas())
      .id(UUID())  // expect: 11 [force_refresh_identity]
  }
}

struct Reloading: ViewModifier {
  func body(content: Content) -> some View {
    content.id(Date())  // expect: 16 [force_refresh_identity]
  }
}

struct ChartHost: UIViewRepresentable {
  let canvas: PlotCanvas
  func makeUIView(context: Context) -> PlotCanvas { canvas }
  func updateUIView(_ view: PlotCanvas, context: Context) {}
}

final class PlotCanvas: UIView {}

final class Workspace: ObservableObject {
  @Published var editors: [DocumentEditor] = []
  @Published var current: DocumentEditor?
  func open(_ editor: DocumentEditor) { current = editor }
  func toggleReveal() {}
}
