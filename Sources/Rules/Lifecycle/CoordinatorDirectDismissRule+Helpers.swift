import BridgeLint

/// Model helpers only this rule reads (issue 27: shared ones stay in the model).
extension BridgeModel {
  /// The name of the type `make…` returns (`UIImagePickerController` in
  /// `func makeUIViewController(context: Context) -> UIImagePickerController`).
  func madeTypeName(of representable: Representable) -> String? {
    guard let make = representable.make else { return nil }
    return file.typeName(in: file[function: make].returnType)
  }
}
