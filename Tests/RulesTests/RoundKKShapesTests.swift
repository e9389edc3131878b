import BridgeLint
import Rules
import XCTest

/// Shapes round kk's reviewers labelled or judged, with the messages users read.
final class RoundKKShapesTests: XCTestCase {
  private func lint(_ text: String, _ rule: any Rule.Type) -> [String] {
    LintHarness.lint(text, rules: [rule]).map { "\($0.line):\($0.column) \($0.severity.rawValue): \($0.message)" }
  }

  /// An image picker's finishing callback that dismisses only inside `if let image` leaves the
  /// picker up for a pick it cannot read (labelled); an `else` that dismisses too is silent.
  func testAPickerThatDismissesOnlyForAReadableImage() {
    func picker(_ otherwise: String) -> String {
      """
      struct ImagePicker: UIViewControllerRepresentable {
        @Binding var image: UIImage?
        @Environment(\\.dismiss) private var dismiss
        func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
        func makeUIViewController(context: Context) -> UIImagePickerController {
          let picker = UIImagePickerController()
          picker.delegate = context.coordinator
          return picker
        }
        func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}
        final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
          let parent: ImagePicker
          init(parent: ImagePicker) { self.parent = parent }
          func imagePickerController(
            _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
          ) {
            if let image = info[.editedImage] as? UIImage {
              parent.image = image
              parent.dismiss()
            }\(otherwise)
          }
          func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { parent.dismiss() }
        }
      }
      """
    }
    XCTAssertEqual(
      lint(picker(""), ModalExitPathMissingRule.self),
      [
        "17:7 warning: `imagePickerController(_:didFinishPickingMediaWithInfo:)` dismisses only inside this `if`: "
          + "when the pick cannot be read (a video, no edited image) the picker stays on screen with nothing to close "
          + "it; dismiss on every path"
      ])
    XCTAssertEqual(lint(picker(" else { parent.dismiss() }"), ModalExitPathMissingRule.self), [])
  }

  /// A text field found among the controller's subviews with `first(where:)` and cast is the
  /// view's own field: setting its text on every update resets the user's typing (labelled).
  func testATextFieldFoundByAClosureIsCheckedLikeTheView() {
    func note(_ write: String) -> String {
      """
      struct NoteField: UIViewControllerRepresentable {
        @Binding var note: String
        func makeUIViewController(context: Context) -> UIViewController {
          let controller = UIViewController()
          controller.view.addSubview(UITextField())
          return controller
        }
        func updateUIViewController(_ controller: UIViewController, context: Context) {
          if let field = controller.view.subviews.first(where: { $0 is UITextField }) as? UITextField {
            \(write)
          }
        }
      }
      """
    }
    XCTAssertEqual(
      lint(note("field.text = note"), UnguardedUpdateFeedbackRule.self),
      [
        "10:13 info: `field.text` is set on every SwiftUI update, which feeds back through UIKit; set it only when the "
          + "value differs"
      ])
    XCTAssertEqual(lint(note("if field.text != note { field.text = note }"), UnguardedUpdateFeedbackRule.self), [])
  }

  /// A hosting controller built only to measure its view's size shows nothing (judged wrong);
  /// the same controller whose view is added is reported.
  func testAHostingControllerOnlyMeasuredIsSilent() {
    func row(_ use: String) -> String {
      """
      final class Lane: UIView {
        func measure(_ item: Chip) -> CGSize {
          \(use)
        }
      }
      """
    }
    XCTAssertEqual(
      lint(
        row("UIHostingController(rootView: item).view.intrinsicContentSize"), HostingViewWithoutContainmentRule.self),
      [])
    XCTAssertEqual(
      lint(
        row("addSubview(UIHostingController(rootView: item).view); return .zero"),
        HostingViewWithoutContainmentRule.self),
      [
        "3:5 error: This hosting controller is created only for its view and nothing keeps it, so the hosted view has "
          + "no controller: no appearance callbacks, trait or safe-area updates, or presentation from SwiftUI; keep the "
          + "controller and add it as a child of the view controller that shows this view"
      ])
  }

  /// A view kept in `@State` on the representable is the first copy's view for every copy
  /// (judged wrong); a plain stored view is a new one per copy.
  func testAViewKeptInStateIsTheSameForEveryCopy() {
    func canvas(_ wrapper: String) -> String {
      """
      struct Canvas: UIViewRepresentable {
        \(wrapper)var canvas = PKCanvasView()
        func makeUIView(context: Context) -> PKCanvasView { canvas }
        func updateUIView(_ view: PKCanvasView, context: Context) {
          canvas.isUserInteractionEnabled = true
        }
      }
      """
    }
    XCTAssertEqual(lint(canvas("@State private "), ViewCreatedInUpdateRule.self), [])
    XCTAssertEqual(
      lint(canvas("private "), ViewCreatedInUpdateRule.self),
      [
        "2:24 warning: `canvas` is a new `PKCanvasView` in every copy of the representable, and "
          + "`updateUIView(_:context:)` runs on later copies than the one `makeUIView(context:)` showed, so it changes "
          + "a view that is not on screen; create the view in `makeUIView(context:)` and update the one "
          + "`updateUIView(_:context:)` is given"
      ])
  }

  /// A model built with `try?` and unwrapped just before the call is the child's own (judged
  /// wrong); a model the caller keeps is still reported.
  func testAModelBuiltWithTryQuestionMarkIsFresh() {
    func form(_ argument: String) -> String {
      """
      final class BatchModel: ObservableObject { init(batch: Batch) throws {} }
      struct BatchForm: View {
        @StateObject var model: BatchModel
        var body: some View { Text("") }
      }
      struct IngredientScreen: View {
        let batch: Batch
        @StateObject private var kept = try! BatchModel(batch: Batch())
        var body: some View {
          if let model = try? BatchModel(batch: batch) {
            BatchForm(model: \(argument))
          }
        }
      }
      """
    }
    XCTAssertEqual(lint(form("model"), DuplicateStateCopyRule.self), [])
    XCTAssertEqual(
      lint(form("kept"), DuplicateStateCopyRule.self),
      [
        "11:24 warning: `BatchForm` takes the caller's `kept` into `@StateObject var model` (Example.swift), a second "
          + "owner: state belongs to the view that creates it, and a later object in `kept` would never reach "
          + "`BatchForm` — declare it `@ObservedObject` there"
      ])
  }

  /// `updateNSView` calls a coordinator method that sets the coordinator's `@Binding` at once
  /// (labelled): the write lands in the update pass. The same write from a notification is silent.
  func testACoordinatorMethodWritingItsBindingDuringTheUpdate() {
    func reader(_ write: String) -> String {
      """
      struct OverflowReader: NSViewRepresentable {
        @Binding var hasOverflow: Bool
        func makeCoordinator() -> Coordinator { Coordinator(hasOverflow: $hasOverflow) }
        func makeNSView(context: Context) -> NSView { NSView() }
        func updateNSView(_ view: NSView, context: Context) {
          context.coordinator.updateState(view)
        }
        final class Coordinator {
          @Binding private var hasOverflow: Bool
          init(hasOverflow: Binding<Bool>) { _hasOverflow = hasOverflow }
          func updateState(_ view: NSView) {
            \(write)
          }
        }
      }
      """
    }
    XCTAssertEqual(
      lint(reader("hasOverflow = view.frame.height > 100"), StateWriteDuringUpdateRule.self),
      [
        "12:7 warning: `hasOverflow` (@Binding, kept by the coordinator) is written during SwiftUI's update pass in "
          + "`updateState`, which `updateNSView` calls; write it only from AppKit's callbacks (a delegate method, a "
          + "notification)"
      ])
    XCTAssertEqual(
      lint(
        reader(
          "NotificationCenter.default.addObserver(forName: NSView.frameDidChangeNotification, object: view, "
            + "queue: .main) { [weak self] _ in self?.hasOverflow = view.frame.height > 100 }"),
        StateWriteDuringUpdateRule.self),
      [])
  }
}
