import UIKit

/// A badge that lays itself out by calling UIKit's hooks directly.
final class CountBadge: UIView {
    private let label = UILabel()

    var count = 0 {
        didSet {
            label.text = String(count)
            layoutSubviews()  // expect: 13 [update_properties_direct_call]
        }
    }

    var inset: CGFloat = 4 {
        didSet { self.updateConstraints() }  // expect: 23 [update_properties_direct_call]
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
        label.layoutSubviews()  // expect: 15 [update_properties_direct_call]
    }

    override func updateConstraints() {
        super.updateConstraints()
    }
}

/// Done right: requests, `…IfNeeded` to run a pending pass, and super calls.
final class StatusBadge: UIView {
    var status = "" {
        didSet {
            setNeedsLayout()
            setNeedsUpdateConstraints()
            updateConstraintsIfNeeded()
        }
    }

    override func updateProperties() {
        super.updateProperties()
        backgroundColor = status.isEmpty ? .clear : .systemRed
    }
}

/// iOS 26 observation tracking: the override must call super, and nobody calls it directly.
final class BadgeListController: UIViewController {
    let model = BadgeModel()

    override func updateProperties() {  // expect: 19 [update_properties_direct_call]
        navigationItem.title = model.title
    }

    func modelDidChange() {
        updateProperties()  // expect: 9 [update_properties_direct_call]
    }

    func refreshHeader(_ header: UIView) {
        header.layoutSubviews()  // expect: 16 [update_properties_direct_call]
        header.layoutIfNeeded()
    }
}

/// Not UIKit's hooks: a layout engine and a renderer with methods of the same names.
struct GridLayout {
    func layoutSubviews() {}
    func updateConstraints() {}

    func run() {
        layoutSubviews()
        updateConstraints()
    }
}

final class BadgeRenderer {
    let layout = GridLayout()

    func render() {
        layout.layoutSubviews()
    }
}

final class BadgeModel {
    var title = "Badges"
}
