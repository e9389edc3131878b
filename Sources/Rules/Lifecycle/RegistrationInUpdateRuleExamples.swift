import BridgeLint

/// `RegistrationInUpdateRule`'s examples (run as tests, shown on its page), kept apart from its logic.
enum RegistrationInUpdateExamples {
  static let nonTriggering: [Example] = [
    // Constraints between views built in this update go away with them (the controllers built on
    // every update are `view_created_in_update`'s finding).
    Example(
      """
      struct Sheet<Content: View>: UIViewRepresentable {
        let content: Content
        func makeUIView(context: Context) -> UIView { UIView() }
        func updateUIView(_ uiView: UIView, context: Context) {
          let container = UIViewController()
          let host = UIHostingController(rootView: content)
          container.view.addSubview(host.view)
          host.view.topAnchor.constraint(equalTo: container.view.topAnchor).isActive = true
        }
      }
      """),
    Example(
      """
      struct Canvas: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
          let view = UIView()
          view.addGestureRecognizer(UITapGestureRecognizer(target: context.coordinator, action: #selector(Coordinator.tap)))
          return view
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
      }
      """),
    Example(
      """
      struct Card: UIViewRepresentable {
        func updateUIView(_ uiView: UIView, context: Context) {
          if uiView.subviews.isEmpty {
            uiView.addSubview(UILabel())
          }
        }
      }
      """),
    Example(
      """
      struct Tags: UIViewRepresentable {
        func updateUIView(_ stack: UIStackView, context: Context) {
          stack.arrangedSubviews.forEach { $0.removeFromSuperview() }
          for tag in tags { stack.addArrangedSubview(TagView(tag)) }
        }
      }
      """),
    Example(
      """
      struct Web: UIViewRepresentable {
        func updateUIView(_ web: WKWebView, context: Context) {
          web.configuration.userContentController.removeScriptMessageHandler(forName: "bridge")
          web.configuration.userContentController.add(context.coordinator, name: "bridge")
        }
      }
      """),
    Example(
      """
      struct Player: UIViewRepresentable {
        func updateUIView(_ uiView: PlayerView, context: Context) {
          uiView.addSubview(context.coordinator.overlay)
          uiView.addGestureRecognizer(context.coordinator.tap)
        }
      }
      """),
    Example(
      """
      struct Scroller: UIViewRepresentable {
        let host: UIHostingController<Rows>
        func updateUIView(_ uiView: UIScrollView, context: Context) {
          let controller = host
          uiView.addSubview(host.view)
          uiView.addSubview(controller.view)
        }
      }
      """),
    Example(
      """
      struct Share: UIViewControllerRepresentable {
        @Binding var isPresented: Bool
        func updateUIViewController(_ host: UIViewController, context: Context) {
          guard isPresented, host.presentedViewController == nil else { return }
          host.present(UIActivityViewController(activityItems: items, applicationActivities: nil), animated: true)
        }
      }
      """),
    Example(
      """
      struct Slider: UIViewRepresentable {
        func updateUIView(_ slider: UISlider, context: Context) {
          slider.addTarget(context.coordinator, action: #selector(Coordinator.changed), for: .valueChanged)
          slider.value = value
        }
      }
      """),
    Example(
      """
      struct Setup: UIViewRepresentable {
        func updateUIView(_ uiView: UIView, context: Context) {
          guard !context.coordinator.didSetup else { return }
          context.coordinator.didSetup = true
          NotificationCenter.default.addObserver(context.coordinator, selector: #selector(Coordinator.rotated), name: UIDevice.orientationDidChangeNotification, object: nil)
        }
      }
      """),
    Example(
      """
      struct Badge: UIViewRepresentable {
        func updateUIView(_ uiView: UIView, context: Context) {
          let badge = UIView()
          badge.addGestureRecognizer(UITapGestureRecognizer())
          badge.addSubview(UILabel())
        }
      }
      """),
    Example(
      """
      struct Button: UIViewRepresentable {
        func updateUIView(_ button: UIButton, context: Context) {
          button.addAction(UIAction(identifier: .init("tap")) { _ in onTap() }, for: .touchUpInside)
        }
      }
      """),
    Example(
      """
      struct Grid: UIViewRepresentable {
        func updateUIView(_ grid: UIView, context: Context) {
          NSLayoutConstraint.deactivate(context.coordinator.constraints)
          context.coordinator.constraints = [grid.heightAnchor.constraint(equalToConstant: height)]
          NSLayoutConstraint.activate(context.coordinator.constraints)
        }
      }
      """),
    Example(
      """
      struct Menu: UIViewRepresentable {
        func updateUIView(_ button: UIButton, context: Context) {
          button.menu = UIMenu(children: actions.map { action in UIAction(title: action.title) { _ in action.run() } })
        }
      }
      """),
    Example(
      """
      struct Canvas: UIViewRepresentable {
        @State private var picker = PKToolPicker()
        func updateUIView(_ canvas: PKCanvasView, context: Context) {
          picker.setVisible(true, forFirstResponder: canvas)
          picker.addObserver(canvas)
        }
      }
      """),
    Example(
      """
      final class Renderer {
        func updateUIView(_ view: UIView) {
          view.addSubview(UILabel())
        }
      }
      """),
    Example(
      """
      struct PinMap: UIViewRepresentable {
        var place: CLLocationCoordinate2D
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          map.removeAnnotations(map.annotations)
          let pin = MKPointAnnotation()
          pin.coordinate = place
          map.addAnnotation(pin)
        }
      }
      """),
    Example(
      """
      struct PinMap: UIViewRepresentable {
        var place: CLLocationCoordinate2D
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          context.coordinator.pin.coordinate = place
          map.addAnnotation(context.coordinator.pin)
        }
      }
      """),
  ]

  static let triggering: [Example] = [
    Example(
      """
      struct Canvas: UIViewRepresentable {
        func updateUIView(_ uiView: UIView, context: Context) {
          uiView.↓addGestureRecognizer(UITapGestureRecognizer(target: context.coordinator, action: #selector(Coordinator.tap)))
        }
      }
      """),
    Example(
      """
      struct Web: UIViewRepresentable {
        func updateUIView(_ web: WKWebView, context: Context) {
          web.configuration.userContentController.↓add(context.coordinator, name: "bridge")
          web.load(URLRequest(url: url))
        }
      }
      """),
    Example(
      """
      struct Card: UIViewRepresentable {
        func updateUIView(_ uiView: UIView, context: Context) {
          let label = UILabel()
          label.text = title
          uiView.↓addSubview(label)
        }
      }
      """),
    Example(
      """
      struct Scroller<Content: View>: UIViewRepresentable {
        let content: () -> Content
        func updateUIView(_ uiView: UIScrollView, context: Context) {
          let host = UIHostingController(rootView: content())
          host.view.backgroundColor = .clear
          uiView.↓addSubview(host.view)
        }
      }
      """),
    Example(
      """
      struct Banner: UIViewRepresentable {
        func updateUIView(_ uiView: UIView, context: Context) {
          uiView.heightAnchor.constraint(equalToConstant: height).↓isActive = true
        }
      }
      """),
    Example(
      """
      struct Keyboard: UIViewRepresentable {
        func updateUIView(_ uiView: UITextView, context: Context) {
          NotificationCenter.default.↓addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { _ in
            context.coordinator.keyboardShown()
          }
        }
      }
      """),
    Example(
      """
      struct Picker: UIViewControllerRepresentable {
        func updateUIViewController(_ host: UIViewController, context: Context) {
          let picker = UIImagePickerController()
          picker.delegate = context.coordinator
          host.↓present(picker, animated: true)
        }
      }
      """),
    Example(
      """
      struct Button: UIViewRepresentable {
        func updateUIView(_ button: UIButton, context: Context) {
          button.↓addAction(UIAction { _ in onTap() }, for: .touchUpInside)
        }
      }
      """),
    Example(
      """
      struct Chart: UIViewRepresentable {
        func updateUIView(_ chart: UIView, context: Context) {
          NSLayoutConstraint.↓activate([chart.widthAnchor.constraint(equalToConstant: width)])
        }
      }
      """),
    Example(
      """
      struct PinMap: UIViewRepresentable {
        var place: CLLocationCoordinate2D
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          let pin = MKPointAnnotation()
          pin.coordinate = place
          map.↓addAnnotation(pin)
        }
      }
      """),
    Example(
      """
      struct RangeMap: UIViewRepresentable {
        var center: CLLocationCoordinate2D
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          map.↓addOverlay(MKCircle(center: center, radius: 500))
        }
      }
      """),
  ]
}
