import BridgeLint

/// The coordinator's names an exit goes through.
struct ExitNames {
  /// Its properties and methods.
  var members: Set<String> = []
  /// Properties holding the representable or whoever presented the controller (`parent`).
  var parents: Set<String>
  /// Stored closures (`let completion: ([String]?) -> Void`): handed to other work, they are
  /// called when it ends (`recognizer.recognize(completion: completion)`).
  var callbacks: Set<String> = []

  init(of coordinator: Coordinator, _ file: ParsedFile) {
    parents = Set(coordinator.parentProperties.map { file.text(file[variable: $0].name) } + ["parent"])
    for property in coordinator.properties {
      let variable = file[variable: property]
      let name = file.text(variable.name)
      members.insert(name)
      if file.isFunctionType(variable.type) { callbacks.insert(name) }
    }
    for function in coordinator.functions where file[function: function].kind == .function {
      members.insert(file.text(file[function: function].name))
    }
  }

  /// The first argument of `call` that is one of the stored closures (`completion`, `self.completion`).
  func handedCallback(in call: Call, _ file: ParsedFile) -> TokenID? {
    guard !callbacks.isEmpty else { return nil }
    for argument in file.arguments(of: call) {
      let text = file.normalizedExpression(argument.value)
      let name = text.hasPrefix("self.") ? String(text.dropFirst("self.".count)) : text
      if callbacks.contains(name) { return TokenID(argument.value.start) }
    }
    return nil
  }
}

/// The delegate callbacks through which each system modal controller is left.
struct ModalExitPaths {
  struct Callback {
    var name: String
    /// Accepted labels of the second parameter (empty: any, or none).
    var labels: [String]
    var signature: String
    /// Cancel arrives through this callback (PHPicker: empty results).
    var cancelArrivesAsResult = false
    /// A result it cannot read (an image picker's video, a missing edited image) arrives here
    /// too: a `return` before the exit strands the picker on that path.
    var unreadableResultStrands = false
    /// Left out, UIKit closes the controller itself, but none of the coordinator's exit runs.
    var closedByUIKitWhenMissing = false
  }

  var protocolName: String
  var controller: String
  /// The controller's class and the property its delegate is set through.
  var controllerType: String
  var delegateProperty = "delegate"
  /// Its ways out, in the user's words.
  var exits = "a pick and Cancel"
  /// Without a delegate it cannot be left (an image picker closes itself).
  var needsDelegate = true
  var callbacks: [Callback]

  /// Is a missing callback no finding? When the coordinator implements no callback of the
  /// protocol at all, nothing shows it is that controller's delegate.
  func implied(_ callback: Callback, _ coordinator: Coordinator, _ file: ParsedFile) -> Bool {
    let names = Set(callbacks.map(\.name))
    return !coordinator.functions.contains { names.contains(file.text(file[function: $0].name)) }
  }

  static let all: [ModalExitPaths] = [
    ModalExitPaths(
      protocolName: "VNDocumentCameraViewControllerDelegate", controller: "document camera",
      controllerType: "VNDocumentCameraViewController", exits: "Save, Cancel and a failure",
      callbacks: [
        Callback(
          name: "documentCameraViewController", labels: ["didFinishWith"],
          signature: "documentCameraViewController(_:didFinishWith:)"),
        Callback(
          name: "documentCameraViewControllerDidCancel", labels: [],
          signature: "documentCameraViewControllerDidCancel(_:)"),
        Callback(
          name: "documentCameraViewController", labels: ["didFailWithError"],
          signature: "documentCameraViewController(_:didFailWithError:)"),
      ]),
    ModalExitPaths(
      protocolName: "UIImagePickerControllerDelegate", controller: "image picker",
      controllerType: "UIImagePickerController", needsDelegate: false,
      callbacks: [
        Callback(
          name: "imagePickerController", labels: ["didFinishPickingMediaWithInfo"],
          signature: "imagePickerController(_:didFinishPickingMediaWithInfo:)", unreadableResultStrands: true),
        Callback(
          name: "imagePickerControllerDidCancel", labels: [], signature: "imagePickerControllerDidCancel(_:)",
          closedByUIKitWhenMissing: true),
      ]),
    ModalExitPaths(
      protocolName: "PHPickerViewControllerDelegate", controller: "photo picker",
      controllerType: "PHPickerViewController",
      callbacks: [
        Callback(
          name: "picker", labels: ["didFinishPicking"], signature: "picker(_:didFinishPicking:)",
          cancelArrivesAsResult: true)
      ]),
    ModalExitPaths(
      protocolName: "MFMailComposeViewControllerDelegate", controller: "mail composer",
      controllerType: "MFMailComposeViewController",
      delegateProperty: "mailComposeDelegate", exits: "Send and Cancel",
      callbacks: [
        Callback(
          name: "mailComposeController", labels: ["didFinishWith"],
          signature: "mailComposeController(_:didFinishWith:error:)")
      ]),
    ModalExitPaths(
      protocolName: "MFMessageComposeViewControllerDelegate", controller: "message composer",
      controllerType: "MFMessageComposeViewController",
      delegateProperty: "messageComposeDelegate", exits: "Send and Cancel",
      callbacks: [
        Callback(
          name: "messageComposeViewController", labels: ["didFinishWith"],
          signature: "messageComposeViewController(_:didFinishWith:)")
      ]),
  ]
}
