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
  /// The facts of a storyboard's bytes; why they cannot be read (with the parser's line) instead.
  static func read(_ data: Data, file: String) -> Result<StoryboardFacts, ScanError> {
    let delegate = Delegate()
    if let error = parseDocument(data, file: file, kind: "storyboard", delegate: delegate) { return .failure(error) }
    return .success(
      StoryboardFacts(
        file: file, initialID: delegate.initialID, controllers: delegate.controllers,
        isLaunchScreen: delegate.isLaunchScreen))
  }

  /// Parses an Interface Builder document (a storyboard or a XIB) with `delegate`; why it cannot
  /// be read, with the parser's line, or `nil`.
  static func parseDocument(
    _ data: Data, file: String, kind: String, delegate: some InterfaceBuilderDocumentDelegate
  ) -> ScanError? {
    if let line = firstLineNotUTF8(in: data) {
      return ScanError(
        file: file, line: line,
        message: "the \(kind) cannot be read: it is not UTF-8 text, as Interface Builder writes \(kind)s")
    }
    if let line = firstProcessingInstructionLine(in: data) {
      return ScanError(
        file: file, line: line,
        message:
          "the \(kind) cannot be read: it holds a processing instruction ('<?'), which Interface Builder never writes")
    }
    let parser = XMLParser(data: data)
    parser.delegate = delegate
    // On Linux, `parse()` may return true for a document that ends early; the error says so.
    guard parser.parse(), parser.parserError == nil else {
      return ScanError(
        file: file, line: parser.lineNumber, message: "the \(kind) cannot be read: \(reason(parser.parserError))")
    }
    guard delegate.isDocument else {
      return ScanError(
        file: file, line: 1, message: "not a \(kind): its top element is not Interface Builder's <document>")
    }
    return nil
  }

  /// The line of the first byte that is not UTF-8; `nil` when all are.
  ///
  /// Interface Builder writes storyboards in UTF-8 (`<?xml … encoding="UTF-8"?>`). They are
  /// checked before parsing because FoundationXML of Swift 6.3 on Linux crashes on an attribute
  /// name that is not UTF-8, which libxml2 hands on to it (found by `FuzzStoryboard`).
  static func firstLineNotUTF8(in data: Data) -> Int? {
    var line = 1
    var parser = Unicode.UTF8.ForwardParser()
    var bytes = data.makeIterator()
    while true {
      switch parser.parseScalar(from: &bytes) {
      case .valid(let scalar): if scalar.count == 1, scalar.first == 0x0A { line += 1 }
      case .emptyInput: return nil
      case .error: return line
      }
    }
  }

  /// The line of the first processing instruction (`<?name …?>`) other than the XML declaration
  /// that opens the file; `nil` when there is none.
  ///
  /// Interface Builder writes none. They are refused before parsing because FoundationXML of Swift
  /// 6.3 on Linux crashes (a null pointer in `strlen`) on one without data, `<?name?>` (found by
  /// `FuzzStoryboard`). A `<?` in a comment is refused too.
  static func firstProcessingInstructionLine(in data: Data) -> Int? {
    let bytes = [UInt8](data)
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    // The declaration is `<?xml` and white space; `<?xmlname?>` is an instruction like any other.
    if bytes[start...].starts(with: Array("<?xml".utf8)), start + 5 < bytes.count,
      [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start + 5])
    {
      start += 5
    }
    var line = 1
    for index in bytes.indices {
      if bytes[index] == 0x0A { line += 1 }
      if index >= start, bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "?")
      {
        return line
      }
    }
    return nil
  }

  /// What an `XMLParser` error code means, in words (Foundation's `XMLParser.ErrorCode`).
  static func reason(_ error: (any Error)?) -> String {
    let code = (error as NSError?)?.code ?? -1
    switch code {
    case 4: return "it is empty or not XML"
    case 5: return "the XML ends before its elements are closed"
    case 68: return "a '<' opens no tag"
    case 73: return "a tag is not closed with '>'"
    case 76: return "an end tag does not match its start tag"
    default: return "the XML is malformed (parser error \(code))"
    }
  }

  private final class Delegate: NSObject, InterfaceBuilderDocumentDelegate {
    var initialID: String?
    var isLaunchScreen = false
    var controllers: [StoryboardController] = []
    /// Whether the top element is `<document>`.
    var isDocument = false
    private var depth = 0
    /// The controllers whose elements are open, innermost last, by index in `controllers`.
    private var open: [(element: String, index: Int)] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      depth += 1
      if elementName == "document", depth == 1 {
        isDocument = true
        initialID = attributes["initialViewController"]
        isLaunchScreen = attributes["launchScreen"] == "YES"
      } else if elementName.hasSuffix("Controller"), let id = attributes["id"], attributes["sceneMemberID"] != nil {
        controllers.append(
          StoryboardController(
            id: id, element: elementName, customClass: attributes["customClass"], line: parser.lineNumber))
        open.append((elementName, controllers.count - 1))
      } else if elementName == "segue", let owner = open.last, let destination = attributes["destination"] {
        switch attributes["kind"] {
        case "relationship":
          controllers[owner.index].children.append(destination)
        case "presentation", "modal":
          controllers[owner.index].presentations.append(
            (destination, attributes["modalPresentationStyle"], parser.lineNumber))
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

/// What an Interface Builder document's parser tells besides what it reads: whether the top
/// element was `<document>`.
protocol InterfaceBuilderDocumentDelegate: XMLParserDelegate {
  var isDocument: Bool { get }
}
