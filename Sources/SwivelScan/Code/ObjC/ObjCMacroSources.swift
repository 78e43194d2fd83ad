import Foundation
import SwivelScenario

/// The macros an Objective-C file of a target is compiled with before its own: its target's prefix
/// header's (`GCC_PREFIX_HEADER`, which Xcode includes before every source of the target, whether
/// or not `GCC_PRECOMPILE_PREFIX_HEADER` precompiles it), then those of each project header it
/// imports with quotes (`#import "Macros.h"`), found beside the file or among the project's
/// headers by name (Xcode's header map finds every project header so), and the headers those
/// import, ``importDepth`` deep.
///
/// Each header is read and tokenised once for the scan, whichever file imports it; one with no
/// `#define` nor `#undef` is not tokenised at all. A header that cannot be read gives nothing.
///
/// `@unchecked Sendable`: the stored properties are set in `init` and never change, but for
/// `cache`, every access to which holds `lock`.
final class ObjCMacroSources: @unchecked Sendable {
  /// How deep imports are followed from a file (its own imports are depth 1).
  static let importDepth = 4
  /// The definitions kept from one header with its imports.
  static let definitionLimit = 20_000

  typealias Definition = ObjCMacroExpander.Definition

  /// The prefix header's definitions, with those of the headers it imports.
  private(set) var prefix: [Definition] = []
  /// The names among `prefix` that concern orientation.
  private var prefixNames: Set<String> = []
  /// The project's headers by their name, lowercased (macOS ignores case), each list sorted.
  private let projectHeaders: [String: [String]]
  /// Whether quoted imports are read from the disk.
  private let followsImports: Bool
  private let lock = NSLock()
  private var cache: [String: [Definition]] = [:]

  /// The macros of a target.
  ///
  /// - Parameters:
  ///   - prefixHeader: the path of the target's prefix header, if it has one.
  ///   - projectHeaders: the paths of the headers the project lists.
  init(prefixHeader: String?, projectHeaders: [String] = []) {
    followsImports = true
    var byName: [String: [String]] = [:]
    for header in projectHeaders {
      byName[PathName.last(of: header).lowercased(), default: []].append(header)
    }
    self.projectHeaders = byName.mapValues { $0.sorted() }
    if let prefixHeader { prefix = headerDefinitions(prefixHeader, depth: 1) }
    prefixNames = ObjCMacroExpander.names(in: prefix, mentioning: ObjCFileMacros.orientationIdentifiers)
  }

  /// The macros of a prefix header given as text; no import, its own or a source's, is followed.
  init(prefixHeaderText text: String, file: String) {
    projectHeaders = [:]
    followsImports = false
    var bytes = text
    prefix = bytes.withUTF8 { definitions(ofBytes: UnsafeRawBufferPointer($0), text: text, file: file, depth: 1) }
    prefixNames = ObjCMacroExpander.names(in: prefix, mentioning: ObjCFileMacros.orientationIdentifiers)
  }

  /// The definitions a header gives, its imports' at their place (a header already being read
  /// further up gives nothing, as `#import` reads a file once); cached.
  private func headerDefinitions(_ path: String, depth: Int, visiting: Set<String> = []) -> [Definition] {
    guard !visiting.contains(path) else { return [] }
    lock.lock()
    let known = cache[path]
    lock.unlock()
    if let known { return known }
    var found: [Definition] = []
    if depth <= Self.importDepth, case .success(let data) = ScanFile.read(path) {
      found = data.withUnsafeBytes { bytes in
        definitions(ofBytes: bytes, text: nil, file: path, depth: depth, visiting: visiting.union([path]))
      }
    }
    lock.lock()
    cache[path] = found
    lock.unlock()
    return found
  }

  /// The definitions of a header's bytes, its imports' (deeper by one) at their place.
  private func definitions(
    ofBytes bytes: UnsafeRawBufferPointer, text: String?, file: String, depth: Int, visiting: Set<String> = []
  ) -> [Definition] {
    let directives = ObjCMacroExpander.directives(in: bytes)
    let defines = directives.contains {
      switch $0.kind {
      case .define, .undefine: return true
      default: return false
      }
    }
    var definitions: [Definition] = []
    if defines {
      let text = text ?? String(decoding: bytes, as: UTF8.self)
      let tokens = ObjCLexer.tokens(of: text, language: .objectiveC)
      for piece in ObjCMacroExpander.pieces(of: tokens, directives: directives) {
        switch piece {
        case .code: break
        case .definition(let definition): definitions.append(definition)
        case .include(let name): definitions += imported(name, from: file, depth: depth, visiting: visiting)
        }
        if definitions.count > Self.definitionLimit { break }
      }
    } else {
      for case .include(let name) in directives.map(\.kind) {
        definitions += imported(name, from: file, depth: depth, visiting: visiting)
        if definitions.count > Self.definitionLimit { break }
      }
    }
    return Array(definitions.prefix(Self.definitionLimit))
  }

  /// The definitions of the header `#import "name"` in `file` names.
  private func imported(
    _ name: String, from file: String, depth: Int, visiting: Set<String> = []
  ) -> [Definition] {
    guard followsImports, depth < Self.importDepth, let path = resolve(name, from: file) else { return [] }
    return headerDefinitions(path, depth: depth + 1, visiting: visiting)
  }

  /// The header `#import "name"` opens from `file`: beside it (its case ignored, as ``ScanFile``
  /// reads), else the first project header whose path ends with `name`.
  func resolve(_ name: String, from file: String) -> String? {
    guard !name.isEmpty, !name.hasPrefix("/") else { return nil }
    let beside = ProjectPaths.normalized(
      (PathName.parent(of: file) as NSString).appendingPathComponent(name))
    if FileManager.default.fileExists(atPath: beside) || ScanFile.caseInsensitiveMatch(for: beside) != nil {
      return beside
    }
    let lowered = name.lowercased()
    let candidates = projectHeaders[PathName.last(of: lowered)] ?? []
    return candidates.first { $0.lowercased() == lowered || $0.lowercased().hasSuffix("/" + lowered) }
  }

  /// The macros one source file sees before its own text, and whether the file uses one that
  /// concerns orientation.
  ///
  /// - Parameters:
  ///   - bytes: the file's bytes.
  ///   - file: its path, from which its imports are found.
  func file(_ bytes: UnsafeRawBufferPointer, path file: String) -> ObjCFileMacros {
    let directives = ObjCMacroExpander.directives(in: bytes)
    var definitions = prefix
    for case .include(let name) in directives.map(\.kind) {
      definitions += imported(name, from: file, depth: 0)
      if definitions.count > 4 * Self.definitionLimit { break }
    }
    // Most files import no macro: the prefix header's names, found once, are theirs.
    let names =
      definitions.count == prefix.count
      ? prefixNames : ObjCMacroExpander.names(in: definitions, mentioning: ObjCFileMacros.orientationIdentifiers)
    let isUsed = names.contains { name in SwiftSourceReader.contains(Array(name.utf8), in: bytes) }
    return ObjCFileMacros(
      directives: directives, prefix: prefix, imported: definitions,
      resolve: { [self] name in imported(name, from: file, depth: 0) }, usesOrientationMacro: isUsed)
  }
}

/// The macros of one Objective-C file (``ObjCMacroSources/file(_:path:)``): its directives, what
/// its prefix header and imports define, and whether it uses a macro that concerns orientation.
struct ObjCFileMacros {
  /// The names a macro's replacement must mention for it to concern orientation: the
  /// identifiers the scan looks for (``SwiftSourceReader/identifiers``), iOS 5's method, and the
  /// app delegate's selector piece.
  static let orientationIdentifiers: Set<String> = Set(SwiftSourceReader.identifiers).union([
    "shouldAutorotateToInterfaceOrientation", "supportedInterfaceOrientationsForWindow",
  ])

  /// The file's directives.
  var directives: [ObjCMacroExpander.Directive]
  /// The definitions of the prefix header, which come before the file's text.
  var prefix: [ObjCMacroExpander.Definition]
  /// The definitions of the prefix header and of the headers the file imports, in order.
  var imported: [ObjCMacroExpander.Definition]
  /// The definitions of the header a quoted import names.
  var resolve: (String) -> [ObjCMacroExpander.Definition]
  /// Whether the file names a macro of its prefix header or imports that concerns orientation.
  var usesOrientationMacro: Bool
}
