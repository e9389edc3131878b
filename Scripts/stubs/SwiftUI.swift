// Stand-ins for the SwiftUI, UIKit, WebKit, Combine and Foundation declarations the rules' fix
// examples use, so `Scripts/check-fix-compile` can type-check them on any platform. Only the
// signatures the examples need; written for this project, not copied from any SDK.

// MARK: - Foundation and Combine

open class NSObject: Hashable {
  public init() {}
  public static func == (a: NSObject, b: NSObject) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
public protocol NSObjectProtocol: AnyObject {}
extension NSObject: NSObjectProtocol {}

public struct Notification {
  public struct Name: Hashable { public init(_ raw: String) {} }
}
extension Notification.Name {
  static let search = Notification.Name("search")
  static let changed = Notification.Name("changed")
}
public final class OperationQueue { public static let main = OperationQueue() }
public final class AnyCancellable: Hashable {
  public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
public struct NotificationPublisher {
  public func sink(receiveValue: @escaping (Notification) -> Void) -> AnyCancellable { AnyCancellable() }
}
public final class NotificationCenter {
  public static let `default` = NotificationCenter()
  public func publisher(for name: Notification.Name) -> NotificationPublisher { NotificationPublisher() }
  public func addObserver(
    forName name: Notification.Name?, object: Any?, queue: OperationQueue?, using: @escaping (Notification) -> Void
  ) -> NSObjectProtocol { NSObject() }
}
public final class Timer {
  public static func scheduledTimer(withTimeInterval: Double, repeats: Bool, block: @escaping @Sendable (Timer) -> Void)
    -> Timer
  { Timer() }
}
public struct URLRequest {}
public protocol ObservableObject: AnyObject {}
// `@Observable` is a macro; a global actor is an attribute a class may carry without a plugin.
@globalActor public actor Observable { public static let shared = Observable() }

// MARK: - SwiftUI

public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}
extension Never: View { public var body: Never { fatalError() } }
@resultBuilder public enum ViewBuilder {
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}
public struct Text: View {
  public init(_ text: String) {}
  public var body: Never { fatalError() }
}
public struct List<Content: View>: View {
  public init<Data: RandomAccessCollection>(_ data: Data, @ViewBuilder row: (Data.Element) -> Content) {}
  public var body: Never { fatalError() }
}
@propertyWrapper public struct State<Value> {
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(initialValue: Value) { wrappedValue = initialValue }
  public var wrappedValue: Value
  public var projectedValue: Binding<Value> { Binding(wrappedValue) }
}
@propertyWrapper public struct StateObject<Object: ObservableObject> {
  public init(wrappedValue: @autoclosure @escaping () -> Object) { self.wrappedValue = wrappedValue() }
  public var wrappedValue: Object
}
@propertyWrapper public struct ObservedObject<Object> {
  public init(wrappedValue: Object) { self.wrappedValue = wrappedValue }
  public var wrappedValue: Object
}
@propertyWrapper public struct Binding<Value> {
  public init(_ value: Value) { wrappedValue = value }
  public var wrappedValue: Value
  public var projectedValue: Binding<Value> { self }
}
public struct RepresentableContext<Coordinator> { public var coordinator: Coordinator }
public protocol UIViewRepresentable {
  associatedtype Coordinator = Void
  typealias Context = RepresentableContext<Coordinator>
}
public protocol UIViewControllerRepresentable {
  associatedtype Coordinator = Void
  typealias Context = RepresentableContext<Coordinator>
}

// MARK: - UIKit and WebKit

open class UIView: NSObject {
  open var bounds = 0
  open var frame = 0
  open var isFirstResponder = false
  open func addSubview(_ view: UIView) {}
  open func removeFromSuperview() {}
}
open class UIViewController: NSObject {
  open var view = UIView()
  open var parent: UIViewController?
  open func addChild(_ child: UIViewController) {}
  open func removeFromParent() {}
  open func didMove(toParent parent: UIViewController?) {}
  open func willMove(toParent parent: UIViewController?) {}
  open func viewDidLoad() {}
  // The spelling before Swift 4.2, still in old apps.
  open func addChildViewController(_ child: UIViewController) {}
  open func removeFromParentViewController() {}
  open func didMove(toParentViewController parent: UIViewController?) {}
  open func willMove(toParentViewController parent: UIViewController?) {}
}
open class UITableViewCell: UIView { open var contentView = UIView() }
public protocol UITextViewDelegate: AnyObject {}
public protocol UISearchBarDelegate: AnyObject {}
open class UITextView: UIView {
  open var text: String = ""
  open var delegate: Any?
}
open class UITextField: UIView {
  open var text: String?
  open var delegate: Any?
}
open class UISearchBar: UIView {
  open var text: String?
  open var showsCancelButton = false
  open var delegate: Any?
}
open class UIPageViewController: UIViewController {
  public enum TransitionStyle { case scroll }
  public enum NavigationOrientation { case horizontal }
  public override init() {}
  public init(transitionStyle: TransitionStyle, navigationOrientation: NavigationOrientation) {}
  open var dataSource: Any?
  open var delegate: Any?
}
open class WKWebView: UIView {
  open var allowsBackForwardNavigationGestures = false
  open var navigationDelegate: Any?
  open var uiDelegate: Any?
  open func load(_ request: URLRequest) {}
}
open class MailController: UIViewController {}
