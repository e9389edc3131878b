import SwiftUI
import UIKit

protocol SignatureCanvasDelegate: AnyObject {
    func signatureCanvasDidChange(_ canvas: SignatureCanvas)
}

/// A vendored drawing view with an Objective-C style delegate setter.
final class SignatureCanvas: UIView {
    private weak var delegate: SignatureCanvasDelegate?
    private(set) var strokes: [[CGPoint]] = []
    var strokeColor: UIColor = .label

    func setDelegate(_ delegate: SignatureCanvasDelegate?) {
        self.delegate = delegate
    }

    func clear() {
        strokes.removeAll()
        setNeedsDisplay()
        delegate?.signatureCanvasDidChange(self)
    }
}

struct SignaturePad: UIViewRepresentable {
    @Binding var isSigned: Bool
    var inkColor: UIColor

    func makeCoordinator() -> Coordinator {
        Coordinator(isSigned: $isSigned)
    }

    func makeUIView(context: Context) -> SignatureCanvas {
        SignatureCanvas()
    }

    func updateUIView(_ uiView: SignatureCanvas, context: Context) {
        uiView.setDelegate(context.coordinator)  // expect: 16 [delegate_in_update]
        if uiView.strokeColor != inkColor {
            uiView.strokeColor = inkColor
        }
    }

    final class Coordinator: NSObject, SignatureCanvasDelegate {
        @Binding var isSigned: Bool

        init(isSigned: Binding<Bool>) {
            _isSigned = isSigned
        }

        func signatureCanvasDidChange(_ canvas: SignatureCanvas) {
            isSigned = !canvas.strokes.isEmpty
        }
    }
}

/// Assigns its scroll delegate from a deferred block inside update: still the update method.
struct ZoomablePhoto: UIViewRepresentable {
    let image: UIImage

    func makeCoordinator() -> Coordinator {
        Coordinator()
    }

    func makeUIView(context: Context) -> UIScrollView {
        let scrollView = UIScrollView()
        scrollView.maximumZoomScale = 4
        scrollView.addSubview(context.coordinator.imageView)
        return scrollView
    }

    func updateUIView(_ scrollView: UIScrollView, context: Context) {
        if context.coordinator.imageView.image !== image {
            context.coordinator.imageView.image = image
            context.coordinator.imageView.sizeToFit()
        }
        DispatchQueue.main.async {
            scrollView.delegate = context.coordinator  // expect: 24 [delegate_in_update]
        }
    }

    final class Coordinator: NSObject, UIScrollViewDelegate {
        let imageView = UIImageView()

        func viewForZooming(in scrollView: UIScrollView) -> UIView? {
            imageView
        }
    }
}

struct ChecklistTable: UIViewRepresentable {
    var items: [String]

    func makeCoordinator() -> Coordinator {
        Coordinator()
    }

    func makeUIView(context: Context) -> UITableView {
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        return tableView
    }

    func updateUIView(_ tableView: UITableView, context: Context) {
        tableView.dataSource = context.coordinator; tableView.delegate = context.coordinator  // expect: [delegate_in_update] [delegate_in_update]
        if context.coordinator.items != items {
            context.coordinator.items = items
            tableView.reloadData()
        }
    }

    final class Coordinator: NSObject, UITableViewDataSource, UITableViewDelegate {
        var items: [String] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            items.count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = items[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }
    }
}

/// Sheet controller that listens for interactive dismissal.
struct ShareSheet: UIViewControllerRepresentable {
    let items: [Any]
    @Binding var isPresented: Bool

    func makeCoordinator() -> Coordinator {
        Coordinator(isPresented: $isPresented)
    }

    func makeUIViewController(context: Context) -> UIActivityViewController {
        UIActivityViewController(activityItems: items, applicationActivities: nil)
    }

    func updateUIViewController(_ controller: UIActivityViewController, context: Context) {
        controller.presentationController?.delegate = context.coordinator  // expect: 44 [delegate_in_update]
    }

    final class Coordinator: NSObject, UIAdaptivePresentationControllerDelegate {
        @Binding var isPresented: Bool

        init(isPresented: Binding<Bool>) {
            _isPresented = isPresented
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            isPresented = false
        }
    }
}
