/// The few Apple framework facts bridgelint needs, written down because no SDK is at
/// hand: rules resolve project types through `ProjectIndex` down to these roots.
public enum FrameworkFacts {
  /// Protocols that make a SwiftUI view out of a UIKit/AppKit view or controller.
  public static let representableProtocols: Set<String> = [
    "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
  ]

  /// Protocols of SwiftUI's own view-like types.
  public static let swiftUIViewProtocols: Set<String> = ["View", "App", "Scene", "PreviewProvider"]

  /// UIKit containers whose `addChild` is their own API for adding a tab, a pushed screen or a
  /// column: they run the containment transition themselves. A page controller is not one: its
  /// pages come through `setViewControllers`, so a bare `addChild` on it is half-done containment.
  public static let uiKitManagingContainers: Set<String> = [
    "UINavigationController", "UITabBarController", "UISplitViewController",
  ]

  /// UIKit view controller classes (and Apple's subclasses of them that apps subclass or embed).
  public static let uiKitViewControllers: Set<String> = [
    "UIViewController", "UINavigationController", "UITabBarController", "UITableViewController",
    "UICollectionViewController", "UIPageViewController", "UISplitViewController", "UISearchController",
    "UIHostingController", "UIInputViewController", "UIAlertController", "UIActivityViewController",
    "UIImagePickerController", "UIVideoEditorController", "UIDocumentPickerViewController",
    "UIDocumentBrowserViewController", "UIReferenceLibraryViewController", "UIFontPickerViewController",
    "UIColorPickerViewController", "UICloudSharingController", "UIPrinterPickerController",
    "SFSafariViewController", "MFMailComposeViewController", "MFMessageComposeViewController",
    "PHPickerViewController", "AVPlayerViewController", "QLPreviewController", "CNContactPickerViewController",
    "CNContactViewController", "VNDocumentCameraViewController", "EKEventEditViewController",
    "EKEventViewController", "GKGameCenterViewController", "MKLookAroundViewController",
    "ASWebAuthenticationSession", "DDDevicePickerViewController", "ASAuthorizationController",
  ]

  /// AppKit view controllers: `addChild` there needs no `didMove` step.
  public static let appKitViewControllers: Set<String> = [
    "NSViewController", "NSTabViewController", "NSSplitViewController", "NSPageController",
    "NSTitlebarAccessoryViewController", "NSHostingController", "NSCollectionViewItem",
  ]

  /// SwiftUI's hosting controllers (`NSHostingController` is also an AppKit view controller).
  public static let hostingControllers: Set<String> = ["UIHostingController", "NSHostingController"]

  /// UIKit views (and framework views apps embed in UIKit: maps, web views, canvases).
  public static let uiKitViews: Set<String> = [
    "UIView", "UIControl", "UIButton", "UILabel", "UIImageView", "UIScrollView", "UITableView", "UICollectionView",
    "UIStackView", "UITextField", "UITextView", "UISearchBar", "UISwitch", "UISlider", "UIStepper", "UIPageControl",
    "UISegmentedControl", "UIActivityIndicatorView", "UIProgressView", "UIPickerView", "UIDatePicker",
    "UIVisualEffectView", "UINavigationBar", "UIToolbar", "UITabBar", "UIRefreshControl", "UIWindow",
    "UIInputView", "UIColorWell", "WKWebView", "MKMapView", "MKAnnotationView", "MKMarkerAnnotationView",
    "PKCanvasView", "PDFView", "SCNView", "SKView", "ARSCNView", "ARView", "MTKView", "GLKView", "PHLivePhotoView",
    "AVRoutePickerView", "ASAuthorizationAppleIDButton", "PKPaymentButton", "PKAddPassButton", "LPLinkView",
  ]

  /// Table and collection view cells and reusable views: a hosted SwiftUI view there wants
  /// `UIHostingConfiguration`, and there is no view controller to add a child to.
  public static let cells: Set<String> = [
    "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
    "UICollectionViewListCell",
  ]

  /// AppKit views.
  public static let appKitViews: Set<String> = [
    "NSView", "NSControl", "NSButton", "NSTextField", "NSTextView", "NSScrollView", "NSTableView", "NSOutlineView",
    "NSCollectionView", "NSStackView", "NSImageView", "NSSearchField", "NSVisualEffectView", "NSClipView",
    "NSSplitView", "NSTabView", "NSPopUpButton", "NSSlider", "NSProgressIndicator", "NSBox", "NSSegmentedControl",
  ]

  /// SpriteKit/SceneKit node trees, whose `addChild` is not view controller containment.
  public static let nodeTrees: Set<String> = [
    "SKNode", "SKScene", "SKSpriteNode", "SKShapeNode", "SKLabelNode", "SKEmitterNode", "SKCameraNode",
    "SKEffectNode", "SKCropNode", "SKReferenceNode", "SKLightNode", "SKFieldNode", "SKTileMapNode",
    "SKVideoNode", "SKAudioNode", "SCNNode", "SCNScene",
  ]

  /// Is `name` the name of a delegate-like member (`delegate`, `navigationDelegate`, `dataSource`, …)?
  public static func isDelegateLike(_ name: String) -> Bool {
    name == "delegate" || name == "dataSource" || name.hasSuffix("Delegate") || name.hasSuffix("DataSource")
  }

  /// Calls that run a closure soon and release it: capturing `self` strongly there is fine.
  public static let shortLivedClosureCalls: Set<String> = [
    "async", "asyncAfter", "sync", "asyncAndWait", "concurrentPerform", "animate", "animateKeyframes",
    "addKeyframe", "transition", "performWithoutAnimation", "performBatchUpdates", "map", "compactMap",
    "flatMap", "filter", "forEach", "reduce", "sorted", "sort", "first", "last", "contains", "allSatisfy",
    "firstIndex", "lastIndex", "min", "max", "partition", "removeAll", "withAnimation", "withTransaction",
    "performAndWait", "perform", "run", "withCheckedContinuation", "withCheckedThrowingContinuation",
    "withUnsafeContinuation", "withTaskGroup", "withThrowingTaskGroup", "autoreleasepool", "enumerateObjects",
    "batchUpdates", "updateConstraints", "makeConstraints", "remakeConstraints", "snp", "drop", "prefix",
    "sum", "lazy", "zip", "dismiss", "present", "setViewControllers", "pushViewController", "popViewController",
    "dataTask", "requestAuthorization", "getNotificationSettings", "geocodeAddressString", "reverseGeocodeLocation",
    "geocodePostalAddress", "signIn",
  ]
}
