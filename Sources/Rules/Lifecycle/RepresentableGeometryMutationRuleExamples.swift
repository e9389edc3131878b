import BridgeLint

/// `RepresentableGeometryMutationRule`'s examples (run as tests, shown on its page), kept apart from its logic.
enum RepresentableGeometryMutationExamples {
  static let nonTriggering: [Example] = [
    Example(
      """
      struct Field: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextField {
          let field = UITextField(frame: .zero)
          field.borderStyle = .roundedRect
          return field
        }
      }
      """),
    Example(
      """
      struct Ring: UIViewRepresentable {
        func updateUIView(_ ring: UIView, context: Context) {
          ring.subviews.first?.frame = ring.bounds.insetBy(dx: 4, dy: 4)
        }
      }
      """),
    Example(
      """
      struct Ring: UIViewRepresentable {
        func updateUIView(_ ring: UIView, context: Context) {
          context.coordinator.track.frame = ring.bounds
          context.coordinator.progress.transform = CGAffineTransform(rotationAngle: angle)
        }
      }
      """),
    Example(
      """
      struct Camera: UIViewRepresentable {
        func updateUIView(_ preview: PreviewView, context: Context) {
          preview.videoLayer.frame = preview.bounds
        }
      }
      """),
    Example(
      """
      struct Label: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
          let container = UIView()
          let label = UILabel()
          label.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
          container.addSubview(label)
          return container
        }
      }
      """),
    Example(
      """
      struct Label: UIViewRepresentable {
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
          uiView.sizeThatFits(CGSize(width: proposal.width ?? 320, height: .greatestFiniteMagnitude))
        }
      }
      """),
    Example(
      """
      final class Card: UIView {
        func updateUIView(_ view: UIView) {
          view.frame = bounds
        }
      }
      """),
    Example(
      """
      struct Map: UIViewRepresentable {
        func updateUIView(_ map: MKMapView, context: Context) {
          let frame = map.frame
          context.coordinator.lastFrame = frame
        }
      }
      """),
    Example(
      """
      struct Picker: UIViewRepresentable {
        func updateUIView(_ uiView: UIView, context: Context) {
          let button = UIButton(type: .system)
          button.center = CGPoint(x: 20, y: 20)
        }
      }
      """),
    Example(
      """
      struct Canvas: UIViewRepresentable {
        func updateUIView(_ canvas: PKCanvasView, context: Context) {
          canvas.contentSize = CGSize(width: 2000, height: 2000)
          canvas.layer.cornerRadius = 12
        }
      }
      """),
    Example(
      """
      struct Player: UIViewRepresentable {
        func updateUIView(_ player: PlayerView, context: Context) {
          player.onResize = { size in player.overlay.frame = CGRect(origin: .zero, size: size) }
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example(
      """
      struct Field: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextField {
          let field = UITextField()
          field.↓frame = CGRect(x: 0, y: 0, width: 300, height: 44)
          return field
        }
      }
      """),
    Example(
      """
      struct Flip: UIViewRepresentable {
        func updateUIView(_ uiView: UIImageView, context: Context) {
          uiView.↓transform = isMirrored ? CGAffineTransform(scaleX: -1, y: 1) : .identity
        }
      }
      """),
    Example(
      """
      struct Badge: UIViewRepresentable {
        func updateUIView(_ badge: BadgeView, context: Context) {
          badge.↓frame.size.height = 24
          badge.↓center = CGPoint(x: 12, y: 12)
        }
      }
      """),
    Example(
      """
      struct Chart: UIViewRepresentable {
        func updateUIView(_ chart: ChartView, context: Context) {
          DispatchQueue.main.async {
            chart.↓bounds = CGRect(origin: .zero, size: size)
          }
        }
      }
      """),
    Example(
      """
      struct Map: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView {
          return context.coordinator.mapView
        }
        func updateUIView(_ uiView: MKMapView, context: Context) {
          context.coordinator.mapView.↓frame = frame
        }
      }
      """),
    Example(
      """
      struct Sheet: UIViewControllerRepresentable {
        func updateUIViewController(_ controller: SheetController, context: Context) {
          controller.view.↓frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        }
      }
      """),
    Example(
      """
      struct Graph: NSViewRepresentable {
        func updateNSView(_ nsView: GraphView, context: Context) {
          nsView.↓frame = NSRect(x: 0, y: 0, width: width, height: height)
        }
      }
      """),
  ]
}
