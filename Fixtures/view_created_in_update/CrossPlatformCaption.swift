import SwiftUI

#if os(iOS)
import UIKit

/// The iOS caption: its update adds a label each time.
struct CrossPlatformCaption: UIViewRepresentable {
    let text: String

    func makeUIView(context: Context) -> UIView {
        UIView()
    }

    func updateUIView(_ uiView: UIView, context: Context) {
        let label = UILabel()  // expect: 21 [view_created_in_update]
        label.text = text
        uiView.addSubview(label)  // expect: 16 [registration_in_update]
    }
}
#elseif os(macOS)
import AppKit

/// The macOS caption of the same name, checked on its own (this branch was skipped).
struct CrossPlatformCaption: NSViewRepresentable {
    let text: String

    func makeNSView(context: Context) -> NSView {
        NSView()
    }

    func updateNSView(_ nsView: NSView, context: Context) {
        let field = NSTextField(labelWithString: text)  // expect: 21 [view_created_in_update]
        nsView.addSubview(field)  // expect: 16 [registration_in_update]
    }
}
#endif
