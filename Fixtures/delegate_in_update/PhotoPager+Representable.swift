import SwiftUI
import UIKit
#if os(macOS)
import AppKit
#endif

// PhotoPager's methods (including updateUIViewController) are in PhotoPager.swift.
extension PhotoPager: UIViewControllerRepresentable {}

extension PhotoPager {
    /// Called from makeUIViewController: wiring delegates here runs once per pager.
    static func configured(_ pager: UIPageViewController, coordinator: Coordinator) -> UIPageViewController {
        pager.dataSource = coordinator
        pager.delegate = coordinator
        return pager
    }
}

#if os(macOS)
/// The macOS tag list of the same app, built on NSTableView.
struct TagTable: NSViewRepresentable {
    var tags: [String]

    func makeCoordinator() -> Coordinator {
        Coordinator(tags: tags)
    }

    func makeNSView(context: Context) -> NSScrollView {
        let table = NSTableView()
        table.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("tag")))
        table.headerView = nil
        let scrollView = NSScrollView()
        scrollView.documentView = table
        return scrollView
    }

    func updateNSView(_ nsView: NSScrollView, context: Context) {
        guard let table = nsView.documentView as? NSTableView else { return }
        table.dataSource = context.coordinator  // expect: 15 [delegate_in_update]
        table.delegate = context.coordinator  // expect: 15 [delegate_in_update]
        if context.coordinator.tags != tags {
            context.coordinator.tags = tags
            table.reloadData()
        }
    }

    final class Coordinator: NSObject, NSTableViewDataSource, NSTableViewDelegate {
        var tags: [String]

        init(tags: [String]) {
            self.tags = tags
        }

        func numberOfRows(in tableView: NSTableView) -> Int {
            tags.count
        }

        func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
            NSTextField(labelWithString: tags[row])
        }
    }
}

/// Flips through page identifiers; wires its delegate in update.
struct PageFlipper: NSViewControllerRepresentable {
    var pages: [String]

    func makeCoordinator() -> Coordinator {
        Coordinator()
    }

    func makeNSViewController(context: Context) -> NSPageController {
        NSPageController()
    }

    func updateNSViewController(_ controller: NSPageController, context: Context) {
        controller.delegate = context.coordinator  // expect: 20 [delegate_in_update]
        if controller.arrangedObjects as? [String] != pages {
            controller.arrangedObjects = pages
        }
    }

    final class Coordinator: NSObject, NSPageControllerDelegate {
        func pageController(_ pageController: NSPageController, identifierFor object: Any) -> NSPageController.ObjectIdentifier {
            "page"
        }

        func pageController(_ pageController: NSPageController, viewControllerForIdentifier identifier: NSPageController.ObjectIdentifier) -> NSViewController {
            NSViewController()
        }
    }
}

/// An AppKit controller representable that wires its target once, in make.
struct ColorWell: NSViewControllerRepresentable {
    @Binding var color: NSColor

    func makeCoordinator() -> Coordinator {
        Coordinator(color: $color)
    }

    func makeNSViewController(context: Context) -> NSViewController {
        let controller = NSViewController()
        let well = NSColorWell()
        well.target = context.coordinator
        well.action = #selector(Coordinator.colorChanged(_:))
        controller.view = well
        return controller
    }

    func updateNSViewController(_ controller: NSViewController, context: Context) {
        if let well = controller.view as? NSColorWell, well.color != color {
            well.color = color
        }
    }

    final class Coordinator: NSObject {
        @Binding var color: NSColor

        init(color: Binding<NSColor>) {
            _color = color
        }

        @objc func colorChanged(_ sender: NSColorWell) {
            color = sender.color
        }
    }
}
#endif
