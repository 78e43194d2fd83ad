import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A view controller scene of a storyboard.
struct StoryboardController: Hashable, Sendable {
  /// The scene's object id (`BYZ-38-t0r`).
  var id: String
  /// The element's name: `viewController`, `navigationController`, `tabBarController` …
  var element: String
  /// The custom class set in Interface Builder's identity inspector, if any.
  var customClass: String?
  /// The line of its element.
  var line: Int
  /// The ids its relationship segues name (a navigation controller's `rootViewController`, a tab
  /// bar controller's `viewControllers`), in order.
  var children: [String] = []
  /// Its presentation segues: the destination, the `modalPresentationStyle` written (none for
  /// the default), and the segue's line.
  var presentations: [(destination: String, style: String?, line: Int)] = []
  /// Its show and push segues (a push when it is in a navigation stack): the destination and the
  /// segue's line.
  var pushes: [(destination: String, line: Int)] = []
  /// The storyboard identifier code instantiates it by (`storyboardIdentifier`), if any.
  var storyboardIdentifier: String?

  /// The class UIKit instantiates: the custom class, else UIKit's for the element
  /// (`navigationController` is `UINavigationController`).
  var className: String {
    if let customClass { return customClass }
    let base = element.prefix(1).uppercased() + element.dropFirst()
    return base.hasPrefix("AV") || base.hasPrefix("GLK") ? base : "UI" + base
  }

  /// Whether it is a navigation or tab bar controller, whose own answers decide for its children.
  var isContainer: Bool { element == "navigationController" || element == "tabBarController" }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.id == rhs.id && lhs.element == rhs.element && lhs.customClass == rhs.customClass && lhs.line == rhs.line
  }

  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// What one storyboard holds: its initial controller and its controller scenes.
struct StoryboardFacts: Sendable {
  /// The storyboard, as the scan names it.
  var file: String
  /// The id of the controller the storyboard starts with, if it names one.
  var initialID: String?
  /// Its controller scenes, in the file's order.
  var controllers: [StoryboardController]
  /// Whether it is a launch screen (`<document launchScreen="YES">`): iOS draws it while the app
  /// launches and never runs its controllers.
  var isLaunchScreen = false
  /// Whether it is a XIB in the archive format of Xcode 3 and 4 (`<archive
  /// type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`), whose controllers are not read: a
  /// valid file, so a note rather than a file not read.
  var isArchive = false

  /// The scene with the given id.
  func controller(id: String) -> StoryboardController? { controllers.first { $0.id == id } }
}

/// Reads storyboards (Interface Builder's XML, `<document initialViewController="…">` with
/// `<scene>`s) with FoundationXML's `XMLParser`, which tells the line of each element.
///
/// A scene's controller is any element inside `<objects>` whose name ends in `Controller`
/// (`viewController`, `tableViewController`, `navigationController`, `tabBarController`,
/// `hostingController` …), with its `customClass`; its `<segue>`s of kind `relationship` name its
/// children, those of kind `presentation` (or the older `modal`) a presentation with its
/// `modalPresentationStyle`.
enum StoryboardReader {
  /// Interface Builder's elements whose names end in `Controller` but that are no view
  /// controllers: iOS's `UISearchDisplayController` (an `NSObject`) and AppKit's bindings
  /// controllers. (An old XIB's search display controller was listed as a controller.)
  static let controllerElementsThatAreNoViewControllers: Set<String> = [
    "searchDisplayController", "arrayController", "objectController", "treeController", "dictionaryController",
    "userDefaultsController",
  ]

  /// Whether an element stands for a view controller (`viewController`, `navigationController`, …).
  static func isViewControllerElement(_ name: String) -> Bool {
    name.hasSuffix("Controller") && !controllerElementsThatAreNoViewControllers.contains(name)
  }

  /// The facts of a storyboard's bytes; why they cannot be read (with the parser's line) instead.
  static func read(_ data: Data, file: String) -> Result<StoryboardFacts, ScanError> {
    let delegate = Delegate()
    if let error = parseDocument(data, file: file, kind: "storyboard", delegate: delegate) { return .failure(error) }
    return .success(
      StoryboardFacts(
        file: file, initialID: delegate.initialID, controllers: delegate.controllers,
        isLaunchScreen: delegate.isLaunchScreen, isArchive: isArchive(delegate)))
  }

  /// Parses an Interface Builder document (a storyboard or a XIB) with `delegate`; why it cannot
  /// be read, with the parser's line, or `nil`.
  static func parseDocument(
    _ data: Data, file: String, kind: String, delegate: some InterfaceBuilderDocumentDelegate
  ) -> ScanError? {
    if let error = XMLFile.parse(data, file: file, kind: kind, writer: "Interface Builder", delegate: delegate) {
      return error
    }
    guard delegate.topElement == "document" || isArchive(delegate) else {
      return ScanError(
        file: file, line: 1, message: "not a \(kind): its top element is not Interface Builder's <document>")
    }
    return nil
  }

  /// Whether the document is in the archive format Interface Builder 3 wrote until Xcode 5 (2013)
  /// brought `<document>`: `<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`.
  static func isArchive(_ delegate: some InterfaceBuilderDocumentDelegate) -> Bool {
    delegate.topElement == "archive" && delegate.topType?.hasPrefix("com.apple.InterfaceBuilder3.") == true
  }

  private final class Delegate: NSObject, InterfaceBuilderDocumentDelegate {
    var initialID: String?
    var isLaunchScreen = false
    var controllers: [StoryboardController] = []
    var topElement: String?
    var topType: String?
    private var depth = 0
    /// The controllers whose elements are open, innermost last, by index in `controllers`.
    private var open: [(element: String, index: Int)] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      depth += 1
      if depth == 1 {
        (topElement, topType) = (elementName, attributes["type"])
      }
      if elementName == "document", depth == 1 {
        initialID = attributes["initialViewController"]
        isLaunchScreen = attributes["launchScreen"] == "YES"
      } else if StoryboardReader.isViewControllerElement(elementName), let id = attributes["id"],
        attributes["sceneMemberID"] != nil
      {
        var controller = StoryboardController(
          id: id, element: elementName, customClass: attributes["customClass"], line: parser.lineNumber)
        controller.storyboardIdentifier = attributes["storyboardIdentifier"]
        controllers.append(controller)
        open.append((elementName, controllers.count - 1))
      } else if elementName == "segue", let owner = open.last, let destination = attributes["destination"] {
        switch attributes["kind"] {
        case "relationship":
          controllers[owner.index].children.append(destination)
        case "presentation", "modal":
          controllers[owner.index].presentations.append(
            (destination, attributes["modalPresentationStyle"], parser.lineNumber))
        case "show", "push":
          controllers[owner.index].pushes.append((destination, parser.lineNumber))
        default:
          break
        }
      }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
      depth -= 1
      if let last = open.last, last.element == elementName { open.removeLast() }
    }
  }
}

/// What an Interface Builder document's parser tells besides what it reads: its top element's
/// name (`document`) and `type` attribute.
protocol InterfaceBuilderDocumentDelegate: XMLParserDelegate {
  var topElement: String? { get }
  var topType: String? { get }
}
