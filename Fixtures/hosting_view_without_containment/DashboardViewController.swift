import SwiftUI
import UIKit

struct SectionHeader: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.headline)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal)
    }
}

struct WeeklyChart: View {
    let values: [Double]

    var body: some View {
        HStack(alignment: .bottom, spacing: 4) {
            ForEach(values.indices, id: \.self) { index in
                Capsule().frame(width: 12, height: values[index] * 100)
            }
        }
    }
}

struct SummaryCard: View {
    var body: some View {
        Label("12,480 steps", systemImage: "figure.walk")
            .padding()
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}

struct StatsFooter: View {
    var body: some View {
        Text("Updated just now").font(.footnote).foregroundStyle(.secondary)
    }
}

struct GoalsView: View {
    var body: some View {
        ProgressView("Daily goal", value: 0.7)
    }
}

struct EmptyStateView: View {
    var body: some View {
        ContentUnavailableView("No activity yet", systemImage: "chart.bar")
    }
}

final class DashboardViewController: UIViewController {
    private let stackView = UIStackView()
    private let tableView = UITableView()
    private let cardContainer = UIView()
    private lazy var footerHost = UIHostingController(rootView: StatsFooter())
    private var chartHost: UIHostingController<WeeklyChart>?

    override func viewDidLoad() {
        super.viewDidLoad()
        stackView.axis = .vertical
        stackView.spacing = 16
        stackView.frame = view.bounds
        stackView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stackView)
        stackView.addArrangedSubview(UIHostingController(rootView: SectionHeader(title: "This week")).view)  // expect: 19 [hosting_view_without_containment]
        installChart()
        installSummary()
        installGoals()
        installBanners()
        stackView.addArrangedSubview(footerHost.view)  // expect: 19 [hosting_view_without_containment]
    }

    /// The full containment dance.
    private func installChart() {
        let host = UIHostingController(rootView: WeeklyChart(values: [0.4, 0.9, 0.6]))
        addChild(host)
        stackView.addArrangedSubview(host.view)
        host.didMove(toParent: self)
        chartHost = host
    }

    private func installSummary() {
        let summary = UIHostingController(rootView: SummaryCard())
        summary.view.backgroundColor = .clear
        cardContainer.addSubview(summary.view)  // expect: 23 [hosting_view_without_containment]
        stackView.addArrangedSubview(cardContainer)
    }

    /// `contain` performs addChild/didMove around the closure that adds the view.
    private func installGoals() {
        let goals = UIHostingController(rootView: GoalsView())
        contain(goals) {
            stackView.addArrangedSubview(goals.view)
        }
    }

    private func contain(_ child: UIViewController, _ install: () -> Void) {
        addChild(child)
        install()
        child.didMove(toParent: self)
    }

    /// Two hosting controllers, only one of them added as a child.
    private func installBanners() {
        let header = UIHostingController(rootView: SectionHeader(title: "Goals"))
        let footer = UIHostingController(rootView: StatsFooter())
        addChild(header)
        stackView.addArrangedSubview(header.view)
        header.didMove(toParent: self)
        stackView.addArrangedSubview(footer.view)  // expect: [hosting_view_without_containment]
    }

    func showEmptyState() {
        view.insertSubview(UIHostingController(rootView: EmptyStateView()).view, at: 0)  // expect: 14 [hosting_view_without_containment]
    }

    func configureTableHeader() {
        tableView.tableHeaderView = UIHostingController(rootView: SectionHeader(title: "Recent")).view  // expect: 37 [hosting_view_without_containment]
    }

    func showDetail(for values: [Double]) {
        let detail = UIHostingController(rootView: WeeklyChart(values: values))
        detail.title = "Details"
        navigationController?.pushViewController(detail, animated: true)
    }

    func showGoalsSheet() {
        let sheet = UIHostingController(rootView: GoalsView())
        sheet.view.backgroundColor = .systemBackground
        sheet.modalPresentationStyle = .formSheet
        present(sheet, animated: true)
    }

    /// Measures the header without ever showing the hosting controller.
    func headerHeight(for title: String) -> CGFloat {
        let fitting = CGSize(width: view.bounds.width, height: .greatestFiniteMagnitude)
        return UIHostingController(rootView: SectionHeader(title: title)).sizeThatFits(in: fitting).height
    }
}

extension UIViewController {
    /// Embeds `child` so that it fills `container`.
    func embed(_ child: UIViewController, in container: UIView) {
        addChild(child)
        child.view.frame = container.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(child.view)
        child.didMove(toParent: self)
    }
}
