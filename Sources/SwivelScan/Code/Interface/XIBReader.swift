import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads XIBs (Interface Builder's XML for one nib, `<document type="….XIB">` with its top-level
/// `<objects>`) with FoundationXML's `XMLParser`, for the view controllers they hold.
///
/// A XIB stands for a view controller in two ways, both read:
/// - its File's Owner (`<placeholder placeholderIdentifier="IBFilesOwner" customClass="…">`) is
///   the controller that loads the nib (`init(nibName:bundle:)`) when its `view` outlet is
///   connected: a `UIViewController`'s root view comes from the nib (Apple, "UIViewController",
///   `nibName`: "the nib file's owner … its view outlet must be connected to the view");
/// - a top-level object whose element names a controller (`viewController`,
///   `navigationController`, `tableViewController` …), with its `customClass`; a controller
///   inside it (a navigation controller's root, a tab bar controller's tabs) is its child.
///
/// The result is a ``StoryboardFacts`` without an initial controller and without segues, which a
/// nib does not have.
enum XIBReader {
  /// The view controllers of a XIB's bytes; why they cannot be read (with the parser's line)
  /// instead.
  static func read(_ data: Data, file: String) -> Result<StoryboardFacts, ScanError> {
    let delegate = Delegate()
    if let error = StoryboardReader.parseDocument(data, file: file, kind: "XIB", delegate: delegate) {
      return .failure(error)
    }
    let controllers = delegate.controllers.filter { $0.element != Self.filesOwner || delegate.ownerHasView }
    var facts = StoryboardFacts(file: file, initialID: nil, controllers: controllers)
    facts.isArchive = StoryboardReader.isArchive(delegate)
    return .success(facts)
  }

  /// The element name given to a File's Owner that is a view controller.
  static let filesOwner = "filesOwner"

  private final class Delegate: NSObject, InterfaceBuilderDocumentDelegate {
    var controllers: [StoryboardController] = []
    var topElement: String?
    var topType: String?
    /// Whether the File's Owner's `view` outlet is connected.
    var ownerHasView = false
    private var depth = 0
    /// The depth of the document's `<objects>`, while it is open.
    private var objectsDepth: Int?
    /// The controllers whose elements are open, innermost last, by index in `controllers`, with
    /// the File's Owner's placeholder among them.
    private var open: [(element: String, index: Int, depth: Int)] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      depth += 1
      if depth == 1 {
        (topElement, topType) = (elementName, attributes["type"])
        return
      }
      if depth == 2, elementName == "objects", topElement == "document" {
        objectsDepth = depth
        return
      }
      guard let objectsDepth else { return }
      if depth == objectsDepth + 1, elementName == "placeholder", attributes["placeholderIdentifier"] == "IBFilesOwner",
        let customClass = attributes["customClass"], !customClass.isEmpty
      {
        controllers.append(
          StoryboardController(
            id: attributes["id"] ?? "-1", element: XIBReader.filesOwner, customClass: customClass,
            line: parser.lineNumber))
        open.append((elementName, controllers.count - 1, depth))
      } else if StoryboardReader.isViewControllerElement(elementName), depth == objectsDepth + 1 || !open.isEmpty {
        let id = attributes["id"] ?? "\(elementName)-\(parser.lineNumber)"
        if let parent = open.last, controllers[parent.index].element != XIBReader.filesOwner {
          controllers[parent.index].children.append(id)
        }
        controllers.append(
          StoryboardController(
            id: id, element: elementName, customClass: attributes["customClass"], line: parser.lineNumber))
        open.append((elementName, controllers.count - 1, depth))
      } else if elementName == "outlet", attributes["property"] == "view", let owner = open.last,
        controllers[owner.index].element == XIBReader.filesOwner
      {
        ownerHasView = true
      }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
      if let last = open.last, last.depth == depth { open.removeLast() }
      if depth == objectsDepth { objectsDepth = nil }
      depth -= 1
    }
  }
}
