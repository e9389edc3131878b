import SwiftUI
import UIKit

/// The notebook screen: a SwiftUI list of notes, a strip of recent photos below it,
/// and a sync badge above. Notes open in a pushed SwiftUI editor.
final class NotebookViewController: UIViewController {
    private let library: NoteLibrary
    private lazy var listHost = UIHostingController(rootView: NoteListView(library: library) { [weak self] note in
        self?.open(note)
    })
    private let photoStrip = PhotoStripViewController()
    private let statusBar = UIStackView()

    init(library: NoteLibrary) {
        self.library = library
        super.init(nibName: nil, bundle: nil)
        title = AppSettings.shared.notebookName
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .compose, primaryAction: UIAction { [weak self] _ in
            self?.createNote()
        })

        statusBar.axis = .horizontal
        statusBar.translatesAutoresizingMaskIntoConstraints = false
        // The badge's hosting controller is never added as a child and is released right away.
        statusBar.addArrangedSubview(UIHostingController(rootView: SyncStatusBadge()).view)  // expect: 19 [hosting_view_without_containment]
        view.addSubview(statusBar)

        addChild(listHost)
        listHost.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(listHost.view)
        listHost.didMove(toParent: self)

        // The strip is added as a child, but never told didMove(toParent: self).
        addChild(photoStrip)  // expect: 9 [missing_did_move]
        photoStrip.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(photoStrip.view)

        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            statusBar.topAnchor.constraint(equalTo: guide.topAnchor),
            statusBar.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            listHost.view.topAnchor.constraint(equalTo: statusBar.bottomAnchor, constant: 8),
            listHost.view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            listHost.view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            photoStrip.view.topAnchor.constraint(equalTo: listHost.view.bottomAnchor),
            photoStrip.view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            photoStrip.view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            photoStrip.view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            photoStrip.view.heightAnchor.constraint(equalToConstant: 96),
        ])
    }

    private func open(_ note: Note) {
        let editor = UIHostingController(rootView: NoteEditorView(library: library, noteID: note.id))
        navigationController?.pushViewController(editor, animated: true)
    }

    private func createNote() {
        open(library.add())
    }
}

/// Thumbnails of the photos attached to recent notes.
final class PhotoStripViewController: UIViewController {
    private let stack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        stack.axis = .horizontal
        stack.spacing = 8
        stack.distribution = .fillEqually
        stack.frame = view.bounds.insetBy(dx: 16, dy: 8)
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)
        for symbol in ["bird", "leaf", "mountain.2", "drop"] {
            let imageView = UIImageView(image: UIImage(systemName: symbol))
            imageView.contentMode = .scaleAspectFit
            imageView.tintColor = .secondaryLabel
            stack.addArrangedSubview(imageView)
        }
    }
}

struct SyncStatusBadge: View {
    var body: some View {
        Label("Synced", systemImage: "checkmark.icloud")
            .font(.caption)
            .foregroundStyle(.secondary)
    }
}
