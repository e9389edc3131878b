import SpriteKit
import SwiftUI
import UIKit
#if os(macOS)
import AppKit
#endif

/// Puzzle board rendered by SpriteKit: `addChild` here builds a node tree, not a controller tree.
final class BoardScene: SKScene {
    private let hud = ScoreNode()
    private var tiles: [SKSpriteNode] = []

    override func didMove(to view: SKView) {
        backgroundColor = .black
        addChild(hud)
        for column in 0..<8 {
            let tile = SKSpriteNode(color: .darkGray, size: CGSize(width: 40, height: 40))
            tile.position = CGPoint(x: 24 + CGFloat(column) * 44, y: 120)
            addChild(tile)
            tiles.append(tile)
        }
    }

    func clearRow() {
        tiles.forEach { $0.removeFromParent() }
        tiles.removeAll()
    }
}

final class ScoreNode: SKNode {
    private let label = SKLabelNode(fontNamed: "Menlo-Bold")

    override init() {
        super.init()
        label.fontSize = 18
        addChild(label)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    func celebrate() {
        let spark = SKEmitterNode()
        addChild(spark)
        spark.run(.sequence([.wait(forDuration: 0.6), .removeFromParent()]))
    }
}

/// A UIKit screen that owns the scene: `scene.addChild` is SpriteKit's API.
final class BoardViewController: UIViewController {
    private let boardView = SKView()
    private let scene = BoardScene(size: CGSize(width: 390, height: 600))

    override func viewDidLoad() {
        super.viewDidLoad()
        boardView.frame = view.bounds
        boardView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(boardView)
        let banner = SKLabelNode(text: "Level 1")
        banner.position = CGPoint(x: 195, y: 560)
        scene.addChild(banner)
        boardView.presentScene(scene)
    }
}

/// Folder hierarchy shown in the sidebar: a model tree with its own addChild/removeFromParent.
final class FolderNode {
    let name: String
    private(set) weak var parent: FolderNode?
    private(set) var children: [FolderNode] = []

    init(name: String) {
        self.name = name
    }

    func addChild(_ node: FolderNode) {
        node.parent = self
        children.append(node)
    }

    func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    func move(to newParent: FolderNode) {
        removeFromParent()
        newParent.addChild(self)
    }
}

final class FolderListViewController: UITableViewController {
    private let root = FolderNode(name: "Library")

    func createFolder(named name: String) {
        let folder = FolderNode(name: name)
        root.addChild(folder)
        tableView.reloadData()
    }
}

/// A cell that hosts a chart for the controller that owns the table.
final class ChartCell: UITableViewCell {
    private var host: UIHostingController<ActivityFeed>?

    func configure(entries: [String], parent: UIViewController) {
        if let host {
            host.rootView = ActivityFeed(entries: entries)
            return
        }
        let host = UIHostingController(rootView: ActivityFeed(entries: entries))
        parent.addChild(host)
        host.view.frame = contentView.bounds
        contentView.addSubview(host.view)
        host.didMove(toParent: parent)
        self.host = host
    }
}

#if os(macOS)
/// AppKit containment has no willMove/didMove step.
final class PreferencesViewController: NSViewController {
    private let general = GeneralPaneController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(general)
        view.addSubview(general.view)
    }

    func resetPanes() {
        general.view.removeFromSuperview()
        general.removeFromParent()
    }
}

final class GeneralPaneController: NSViewController {
    override func loadView() {
        view = NSView(frame: NSRect(x: 0, y: 0, width: 480, height: 320))
    }
}
#endif
