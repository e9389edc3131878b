import BridgeLint
import Rules
import XCTest

/// Shapes round ff's reviewers found missed or wrongly reported, with the messages users read.
final class RoundFFShapesTests: XCTestCase {
  private func lint(_ text: String, _ rule: any Rule.Type) -> [String] {
    LintHarness.lint(text, rules: [rule]).map { "\($0.line):\($0.column) \($0.severity.rawValue): \($0.message)" }
  }

  private let copies = """
    final class PaymentModel: ObservableObject {
      @Published var alertType: AlertKind?
      @Published var closeDate: Date?
      @Published var dueDate = Date()
    }
    struct OneButtonAlert: ViewModifier {
      let title: String
      @State var alertType: AlertKind?
      func body(content: Content) -> some View {
        content.alert(item: $alertType) { _ in Alert(title: Text(title)) }
      }
    }
    struct PenaltySection: View {
      @State var toDate: Date
      var body: some View { Text(toDate, style: .date) }
    }

    """

  /// A modifier's `@State` handed to `.alert(item:)`, seeded from a view model that sets it later:
  /// SwiftUI's reset on dismissal is no edit handed back, and the alert never shows. A kept date
  /// with a fresh fallback (`closeDate ?? Date()`) is as stale as the date itself.
  func testAPresentationCopyAndAFallbackSeedAreReported() {
    let code =
      copies + """
        struct AddPayment: View {
          @ObservedObject var model: PaymentModel
          var body: some View {
            Form { PenaltySection(toDate: model.closeDate ?? Date()) }
              .modifier(OneButtonAlert(title: "Error", alertType: model.alertType))
          }
        }
        """
    XCTAssertEqual(
      lint(code, DuplicateStateCopyRule.self),
      [
        "20:35 warning: `PenaltySection` keeps the first `toDate` it is given (`@State var toDate` in "
          + "Example.swift); later changes of `model.closeDate` never reach it — pass a `@Binding` or a `let`",
        "21:59 warning: `OneButtonAlert` keeps the first `alertType` it is given (`@State var alertType` in "
          + "Example.swift); later changes of `model.alertType` never reach it — pass a `@Binding` or a `let`",
      ])
  }

  /// `.id(fieldID)` where the caller mints `fieldID = UUID()` again when the date changes, and a
  /// value unwrapped from a pushed destination's item, are fixed for the child (both judged wrong).
  func testAReMintedKeyAndAnUnwrappedDestinationValueAreFixed() {
    let code =
      copies + """
        struct AddPayment: View {
          @ObservedObject var model: PaymentModel
          @State private var fieldID = UUID()
          var body: some View {
            PenaltySection(toDate: model.dueDate)
              .id(fieldID)
              .onChange(of: model.dueDate) { _ in fieldID = UUID() }
          }
        }
        struct Inbox: View {
          let messages: [Message]
          var body: some View {
            NavigationStack {
              List(messages) { message in NavigationLink(value: message) { Text(message.text) } }
                .navigationDestination(for: Message.self) { message in
                  if let user = message.user { PenaltySection(toDate: user.joined) }
                }
            }
          }
        }
        """
    XCTAssertEqual(lint(code, DuplicateStateCopyRule.self), [])
    // Keyed by an identity minted once, the same child keeps its first date.
    let once = code.replacingOccurrences(of: "fieldID = UUID() }", with: "print(fieldID) }")
    XCTAssertEqual(lint(once, DuplicateStateCopyRule.self).count, 1)
  }

  /// An image picker's finishing callback that returns before it dismisses when the pick cannot be
  /// read (labelled in rounds bb and ff): here an edited image, which a pick may lack; returning
  /// after the dismiss is fine. The original image of a picker that offers only images is always
  /// there (round ll), so a guard on it alone strands nothing.
  func testAnImagePickersEarlyReturnBeforeItsDismissIsReported() {
    let picker = """
      final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        let parent: ImagePicker
        init(_ parent: ImagePicker) { self.parent = parent }
        func imagePickerController(
          _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
        ) {
          guard let image = info[.editedImage] as? UIImage else { return }
          parent.image = image
          parent.dismiss()
        }
        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { parent.dismiss() }
      }
      """
    XCTAssertEqual(
      lint(picker, ModalExitPathMissingRule.self),
      [
        "7:61 warning: This `return` leaves `imagePickerController(_:didFinishPickingMediaWithInfo:)` before it "
          + "dismisses: when the pick cannot be read (a video, no edited image) the picker stays on screen with "
          + "nothing to close it; dismiss before returning"
      ])
    let dismissedFirst = picker.replacingOccurrences(
      of: "guard let image", with: "parent.dismiss()\n    guard let image")
    XCTAssertEqual(lint(dismissedFirst, ModalExitPathMissingRule.self), [])
    let original = picker.replacingOccurrences(of: ".editedImage", with: ".originalImage")
    XCTAssertEqual(lint(original, ModalExitPathMissingRule.self), [])
    // Offered movies too, a video has no original image.
    let movies = original + "\nlet kinds = picker.mediaTypes\n"
    XCTAssertEqual(lint(movies, ModalExitPathMissingRule.self).count, 1)
  }

  /// `update…` calls a helper from a `Task` that replaces the representable's `@State` (round ff's
  /// map overlays): each write lands after the pass and starts another update. A helper that
  /// writes only when the value changed is left alone.
  func testAHelperCalledFromATaskInUpdateWritesAfterEveryUpdate() {
    let code = """
      struct PlacesMap: UIViewRepresentable {
        let places: [Place]
        @State private var annotations: [MKPointAnnotation] = []
        func makeUIView(context: Context) -> MKMapView { MKMapView() }
        func updateUIView(_ map: MKMapView, context: Context) {
          Task { showPlaces(on: map) }
        }
        private func showPlaces(on map: MKMapView) {
          let fresh = places.map { place in MKPointAnnotation(__coordinate: place.coordinate) }
          map.removeAnnotations(annotations)
          map.addAnnotations(fresh)
          annotations = fresh
        }
      }
      """
    XCTAssertEqual(
      lint(code, StateWriteDuringUpdateRule.self),
      [
        "12:5 info: `annotations` (@State) is written in `showPlaces`, which `updateUIView` calls from an async hop "
          + "after every update: each write starts another update; write it from a coordinator callback, or only "
          + "when it changed"
      ])
    let checked = code.replacingOccurrences(
      of: "    annotations = fresh", with: "    if annotations.count != fresh.count { annotations = fresh }")
    XCTAssertEqual(lint(checked, StateWriteDuringUpdateRule.self), [])
  }

  /// A sheet controller built and presented whenever `update…` runs with its flag set (round ff's
  /// custom sheet): each later update presents another. A check of `presentedViewController` or
  /// a reset of the flag once presented stops it.
  func testASheetPresentedWhileItsFlagHoldsIsBuiltOnEveryUpdate() {
    let code = """
      struct SheetHelper<Sheet: View>: UIViewControllerRepresentable {
        var sheet: Sheet
        @Binding var showSheet: Bool
        func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
        func updateUIViewController(_ controller: UIViewController, context: Context) {
          if showSheet {
            let sheetController = UIHostingController(rootView: sheet)
            controller.present(sheetController, animated: true)
          } else {
            controller.dismiss(animated: true)
          }
        }
      }
      """
    XCTAssertEqual(
      lint(code, ViewCreatedInUpdateRule.self),
      [
        "7:29 warning: `UIHostingController` is built and presented again on every SwiftUI update while `showSheet` "
          + "is true, and UIKit refuses a second presentation; present only when `presentedViewController == nil`, "
          + "or reset `showSheet` once presented"
      ])
    let checked = code.replacingOccurrences(
      of: "if showSheet {", with: "if showSheet, controller.presentedViewController == nil {")
    XCTAssertEqual(lint(checked, ViewCreatedInUpdateRule.self), [])
    let reset = code.replacingOccurrences(
      of: "animated: true)\n    } else", with: "animated: true) { showSheet = false }\n    } else")
    XCTAssertEqual(lint(reset, ViewCreatedInUpdateRule.self), [])
  }
}
