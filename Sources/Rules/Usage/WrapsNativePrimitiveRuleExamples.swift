import BridgeLint

/// `WrapsNativePrimitiveRule`'s examples (run as tests, shown on its page), kept apart from its logic.
enum WrapsNativePrimitiveExamples {
  static let nonTriggering: [Example] = [
    Example(
      """
      struct Stepper: UIViewRepresentable {
        func makeUIView(context: Context) -> UIStepper { UIStepper() }
        func updateUIView(_ view: UIStepper, context: Context) {}
      }
      """),
    Example(
      """
      struct Padded: UIViewRepresentable {
        func makeUIView(context: Context) -> PaddedLabel { PaddedLabel() }
        func updateUIView(_ view: PaddedLabel, context: Context) {}
      }
      """),
    Example(
      """
      struct Badge: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
          let container = UIView()
          container.addSubview(UILabel())
          return container
        }
        func updateUIView(_ view: UIView, context: Context) {}
      }
      """),
    Example(
      """
      struct Caption: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel {
          let label = UILabel()
          label.addSubview(UIImageView(image: icon))
          return label
        }
        func updateUIView(_ view: UILabel, context: Context) {}
      }
      """),
    Example(
      """
      struct Editor: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextView { UITextView() }
        func updateUIView(_ view: UITextView, context: Context) {}
      }
      """),
    Example("final class AvatarView: UIImageView {}"),
    Example("let label = UILabel()"),
    Example(
      """
      struct Picker: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
        func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}
      }
      """),
    Example(
      """
      struct MacLabel: NSViewRepresentable {
        func makeNSView(context: Context) -> NSTextField { NSTextField(labelWithString: "") }
        func updateNSView(_ view: NSTextField, context: Context) {}
      }
      """),
    Example("struct Row: View {\n  var body: some View { Text(\"UILabel\") }\n}"),
    Example(
      """
      struct Map: UIViewRepresentable {
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ view: MKMapView, context: Context) {}
      }
      """),
  ]

  static let triggering: [Example] = [
    Example(
      """
      struct ↓AttributedLabel: UIViewRepresentable {
        let text: NSAttributedString
        func makeUIView(context: Context) -> UILabel {
          let label = UILabel()
          label.numberOfLines = 0
          return label
        }
        func updateUIView(_ label: UILabel, context: Context) { label.attributedText = text }
      }
      """),
    Example(
      """
      struct ↓Spinner: UIViewRepresentable {
        func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView(style: .medium) }
        func updateUIView(_ view: UIActivityIndicatorView, context: Context) { view.startAnimating() }
      }
      """),
    Example(
      """
      struct ↓Switch: UIViewRepresentable {
        @Binding var isOn: Bool
        func makeUIView(context: Context) -> UISwitch {
          let control = UISwitch()
          control.addTarget(context.coordinator, action: #selector(Coordinator.changed), for: .valueChanged)
          return control
        }
        func updateUIView(_ control: UISwitch, context: Context) { control.isOn = isOn }
      }
      """),
    Example(
      """
      struct ↓VolumeSlider: UIViewRepresentable {
        func makeUIView(context: Context) -> UISlider { UISlider() }
        func updateUIView(_ slider: UISlider, context: Context) {}
      }
      """),
    Example(
      """
      struct ↓RemoteImage: UIViewRepresentable {
        let image: UIImage?
        func makeUIView(context: Context) -> UIImageView { UIImageView() }
        func updateUIView(_ view: UIImageView, context: Context) { view.image = image }
      }
      """),
    Example(
      """
      struct ↓ActionButton: UIViewRepresentable {
        func makeUIView(context: Context) -> UIButton { UIButton(type: .system) }
        func updateUIView(_ button: UIButton, context: Context) {}
      }
      """),
    Example(
      """
      struct ↓Title {
        let text: String
      }
      extension Title: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel { UILabel() }
        func updateUIView(_ label: UILabel, context: Context) { label.text = text }
      }
      """),
  ]
}
