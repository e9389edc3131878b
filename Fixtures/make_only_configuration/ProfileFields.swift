import MapKit
import SwiftUI
import UIKit

/// The nickname field reads its binding and the environment only when it is made.
struct NicknameField: UIViewRepresentable {
    @Binding var nickname: String
    @Binding var isLocked: Bool
    @Environment(\.isEnabled) private var isEnabled
    var placeholder: String

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.text = nickname  // expect: 22 [make_only_configuration]
        field.isEnabled = isEnabled && !isLocked  // expect: [make_only_configuration] [make_only_configuration]
        field.placeholder = placeholder
        field.borderStyle = .roundedRect
        return field
    }

    func updateUIView(_ field: UITextField, context: Context) {}
}

/// Done right: every input that can change is applied in update too.
struct BioField: UIViewRepresentable {
    @Binding var bio: String
    @Environment(\.isEnabled) private var isEnabled

    func makeUIView(context: Context) -> UITextView {
        let textView = UITextView()
        textView.text = bio
        textView.isEditable = isEnabled
        return textView
    }

    func updateUIView(_ textView: UITextView, context: Context) {
        if textView.text != bio { textView.text = bio }
        textView.isEditable = isEnabled
    }
}

/// Hands its binding to the view (it stays live), and configures a creation-only style.
struct AvatarCropper: UIViewRepresentable {
    @Binding var crop: CGRect
    let style: UITableView.Style

    func makeUIView(context: Context) -> CropView {
        let view = CropView(crop: $crop)
        return view
    }

    func updateUIView(_ view: CropView, context: Context) {}
}

final class CropView: UIView {
    let crop: Binding<CGRect>

    init(crop: Binding<CGRect>) {
        self.crop = crop
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }
}

/// A map whose type follows a binding, applied in a helper that update calls.
struct HomeMap: UIViewRepresentable {
    @Binding var mapType: MKMapType
    @Binding var showsTraffic: Bool

    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.mapType = mapType
        map.showsTraffic = showsTraffic
        return map
    }

    func updateUIView(_ map: MKMapView, context: Context) {
        apply(to: map)
    }

    private func apply(to map: MKMapView) {
        map.mapType = mapType
        map.showsTraffic = showsTraffic
    }
}

/// Reads the state for its first value only, then forgets it.
struct PinnedMap: UIViewRepresentable {
    @Binding var mapType: MKMapType

    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.mapType = self.mapType  // expect: 28 [make_only_configuration]
        return map
    }

    func updateUIView(_ map: MKMapView, context: Context) {
        map.showsCompass = true
    }
}
