import CLibclang
import Foundation
import SwivelScenario

/// Where libclang is looked for: the library of clang's C interface that every Swift toolchain
/// ships (`usr/lib/libclang.so` beside `usr/bin/swift`; `libclang.dylib` in Xcode's toolchain).
///
/// `swivel scan` no longer uses it: Objective-C is tokenised by ``ObjCLexer``. libclang is
/// opened only to hold that lexer to clang's (the tests, and `FuzzObjCLexer` through
/// ``ObjCLexerCheck``).
public enum LibclangSearch: Hashable, Sendable {
  /// `SWIVEL_LIBCLANG` when it is set (and then only it); else beside the `swift` found on `PATH`
  /// (`../lib/libclang.so`), `/opt/swift/usr/lib`, `/usr/lib/llvm-*/lib` (newest first), and on
  /// macOS Xcode's toolchain (`DEVELOPER_DIR` first) and the Command Line Tools.
  case automatic
  /// These paths, in order.
  case paths([String])

  /// The environment variable that names libclang's path, overriding the search.
  public static let environmentVariable = "SWIVEL_LIBCLANG"

  /// The paths to try, in order.
  ///
  /// - Parameters:
  ///   - environment: the process's environment (`PATH`, `SWIVEL_LIBCLANG`, `DEVELOPER_DIR`).
  ///   - fileExists: whether a file exists at a path (to find `swift` on `PATH`).
  func candidates(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
  ) -> [String] {
    switch self {
    case .paths(let paths): return paths
    case .automatic:
      if let path = environment[Self.environmentVariable], !path.isEmpty { return [path] }
      #if os(macOS)
        let name = "libclang.dylib"
      #else
        let name = "libclang.so"
      #endif
      var paths: [String] = []
      for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
        let swift = "\(folder)/swift"
        guard fileExists(swift) else { continue }
        // The toolchain's `usr/bin/swift` may be a link to swift-driver or from elsewhere.
        let resolved = URL(fileURLWithPath: swift).resolvingSymlinksInPath().deletingLastPathComponent().path
        for bin in [String(folder), resolved] {
          let library = (PathName.parent(of: bin) as NSString).appendingPathComponent("lib/\(name)")
          if !paths.contains(library) { paths.append(library) }
        }
        break
      }
      #if os(macOS)
        if let developer = environment["DEVELOPER_DIR"], !developer.isEmpty {
          paths.append("\(developer)/Toolchains/XcodeDefault.xctoolchain/usr/lib/\(name)")
        }
        paths += [
          "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/\(name)",
          "/Library/Developer/CommandLineTools/usr/lib/\(name)",
        ]
      #else
        paths.append("/opt/swift/usr/lib/\(name)")
        let llvm = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib")) ?? []
        let versions = llvm.filter { $0.hasPrefix("llvm-") }.sorted {
          (Int($0.dropFirst(5)) ?? 0, $0) > (Int($1.dropFirst(5)) ?? 0, $1)
        }
        for version in versions { paths += ["/usr/lib/\(version)/lib/\(name)", "/usr/lib/\(version)/lib/\(name).1"] }
      #endif
      var unique: [String] = []
      for path in paths where !unique.contains(path) { unique.append(path) }
      return unique
    }
  }
}

/// libclang, opened with `dlopen`, and the few functions of its C interface the scan calls
/// (declared in the `CLibclang` module, from clang-c/Index.h).
///
/// `@unchecked Sendable`: every stored property is set once in `init` and never changes (C
/// function pointers). No libclang object is shared between calls: ``tokens(of:file:language:)``
/// makes its own `CXIndex` and translation unit, and disposes of them before returning, so
/// threads never touch the same one; `clang_createIndex` itself may be called from several
/// threads (it installs its process-wide error handler with `std::call_once`, LLVM review D4077,
/// tools/libclang/CIndex.cpp). `LibclangTests` tokenise from 16 threads at once.
final class Libclang: @unchecked Sendable {
  /// The path it was opened from.
  let path: String
  private let createIndex: swivel_clang_createIndex
  private let disposeIndex: swivel_clang_disposeIndex
  private let parseTranslationUnit2: swivel_clang_parseTranslationUnit2
  private let disposeTranslationUnit: swivel_clang_disposeTranslationUnit
  private let getFile: swivel_clang_getFile
  private let getLocationForOffset: swivel_clang_getLocationForOffset
  private let getRange: swivel_clang_getRange
  private let tokenize: swivel_clang_tokenize
  private let disposeTokens: swivel_clang_disposeTokens
  private let getTokenKind: swivel_clang_getTokenKind
  private let getTokenSpelling: swivel_clang_getTokenSpelling
  private let getTokenLocation: swivel_clang_getTokenLocation
  private let getSpellingLocation: swivel_clang_getSpellingLocation
  private let getCString: swivel_clang_getCString
  private let disposeString: swivel_clang_disposeString

  /// Why libclang could not be opened.
  enum LoadFailure: Error, Equatable {
    /// No candidate path exists.
    case notFound(searched: [String])
    /// A file exists but `dlopen` refused it, or it lacks a function: the path and the reason.
    case unusable(path: String, reason: String)
  }

  private init(path: String, handle: UnsafeMutableRawPointer) throws(LoadFailure) {
    func symbol<T>(_ name: String, as type: T.Type) throws(LoadFailure) -> T {
      guard let address = dlsym(handle, name) else {
        throw .unusable(path: path, reason: "it has no function \(name)")
      }
      return unsafeBitCast(address, to: type)
    }
    self.path = path
    createIndex = try symbol("clang_createIndex", as: swivel_clang_createIndex.self)
    disposeIndex = try symbol("clang_disposeIndex", as: swivel_clang_disposeIndex.self)
    parseTranslationUnit2 = try symbol("clang_parseTranslationUnit2", as: swivel_clang_parseTranslationUnit2.self)
    disposeTranslationUnit = try symbol("clang_disposeTranslationUnit", as: swivel_clang_disposeTranslationUnit.self)
    getFile = try symbol("clang_getFile", as: swivel_clang_getFile.self)
    getLocationForOffset = try symbol("clang_getLocationForOffset", as: swivel_clang_getLocationForOffset.self)
    getRange = try symbol("clang_getRange", as: swivel_clang_getRange.self)
    tokenize = try symbol("clang_tokenize", as: swivel_clang_tokenize.self)
    disposeTokens = try symbol("clang_disposeTokens", as: swivel_clang_disposeTokens.self)
    getTokenKind = try symbol("clang_getTokenKind", as: swivel_clang_getTokenKind.self)
    getTokenSpelling = try symbol("clang_getTokenSpelling", as: swivel_clang_getTokenSpelling.self)
    getTokenLocation = try symbol("clang_getTokenLocation", as: swivel_clang_getTokenLocation.self)
    getSpellingLocation = try symbol("clang_getSpellingLocation", as: swivel_clang_getSpellingLocation.self)
    getCString = try symbol("clang_getCString", as: swivel_clang_getCString.self)
    disposeString = try symbol("clang_disposeString", as: swivel_clang_disposeString.self)
  }

  /// The first candidate of `search` that opens, or why none did.
  ///
  /// A library once opened stays open for the process (libclang is never closed: it is large and
  /// closing it would run its static destructors under other threads' feet), so a second scan
  /// finds it at once.
  static func load(_ search: LibclangSearch) -> Result<Libclang, LoadFailure> {
    let candidates = search.candidates()
    var firstFailure: LoadFailure?
    for path in candidates where FileManager.default.fileExists(atPath: path) {
      switch cache.library(at: path) {
      case .success(let library): return .success(library)
      case .failure(let failure): firstFailure = firstFailure ?? failure
      }
    }
    return .failure(firstFailure ?? .notFound(searched: candidates))
  }

  private static let cache = LibraryCache()

  /// Opens the library at a path, once per process.
  fileprivate static func open(_ path: String) -> Result<Libclang, LoadFailure> {
    guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
      let reason = dlerror().map { String(cString: $0) } ?? "dlopen failed"
      return .failure(.unusable(path: path, reason: reason))
    }
    do throws(LoadFailure) {
      return .success(try Libclang(path: path, handle: handle))
    } catch {
      return .failure(error)
    }
  }

  /// The language to tokenise a file as.
  typealias Language = ObjCLexer.Language

  /// The tokens of a file's text, comments left out, each with its line; `nil` when clang cannot
  /// make a translation unit of it.
  ///
  /// The text is given to clang as an unsaved file, so nothing is read from disk, and parsed in
  /// `CXTranslationUnit_SingleFileParse` mode (no `#import` is followed: no headers exist here),
  /// skipping function bodies, going on after errors; only the tokens are used, never the
  /// semantic parse. Its preprocessor syntax is blanked first (``PreprocessorSyntax``): some
  /// directives crash clang's preprocessor in this mode, and the tokens need none of them.
  /// No `#` token is given back.
  func tokens(of text: String, file: String, language: Language) -> [ObjCToken]? {
    guard let index = createIndex(0, 0) else { return nil }
    defer { disposeIndex(index) }
    var bytes = PreprocessorSyntax.blanked(Array(text.utf8))
    let length = bytes.count
    bytes.append(0)
    // No system include paths and no predefined macros: no header is read in this mode, and the
    // tokens are lexed raw, so neither changes them; leaving them out about halves clang's set-up
    // for a small file.
    let arguments = ["-x", language.rawValue, "-fsyntax-only", "-nostdinc", "-undef"]
    var unit: CXTranslationUnit?
    let options = UInt32(
      CXTranslationUnit_SingleFileParse | CXTranslationUnit_SkipFunctionBodies | CXTranslationUnit_KeepGoing
        | CXTranslationUnit_Incomplete)
    let status = file.withCString { name in
      bytes.withUnsafeBufferPointer { contents in
        contents.withMemoryRebound(to: CChar.self) { characters in
          withCStrings(arguments) { argv in
            var unsaved = CXUnsavedFile(Filename: name, Contents: characters.baseAddress, Length: UInt(length))
            return parseTranslationUnit2(index, name, argv, Int32(arguments.count), &unsaved, 1, options, &unit)
          }
        }
      }
    }
    guard status == 0, let unit else { return nil }
    defer { disposeTranslationUnit(unit) }
    guard let cxFile = file.withCString({ getFile(unit, $0) }) else { return nil }
    let range = getRange(
      getLocationForOffset(unit, cxFile, 0), getLocationForOffset(unit, cxFile, UInt32(clamping: length)))
    var tokenPointer: UnsafeMutablePointer<CXToken>?
    var count: UInt32 = 0
    tokenize(unit, range, &tokenPointer, &count)
    guard let tokenPointer else { return [] }
    defer { disposeTokens(unit, tokenPointer, count) }
    var tokens: [ObjCToken] = []
    tokens.reserveCapacity(Int(count))
    for position in 0..<Int(count) {
      let token = tokenPointer[position]
      let kind = ObjCToken.Kind(rawValue: Int(getTokenKind(token))) ?? .punctuation
      guard kind != .comment else { continue }
      let spelling = getTokenSpelling(unit, token)
      let text = getCString(spelling).map { String(cString: $0) } ?? ""
      disposeString(spelling)
      var line: UInt32 = 0
      getSpellingLocation(getTokenLocation(unit, token), nil, &line, nil, nil)
      tokens.append(ObjCToken(kind: kind, text: text, line: Int(line)))
    }
    return tokens
  }
}

/// Calls `body` with a C array of C strings, valid during the call.
private func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
  let duplicates = strings.map { strdup($0) }
  defer { duplicates.forEach { free($0) } }
  let pointers = duplicates.map { UnsafePointer($0) }
  return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}

/// The libraries opened so far, by path.
///
/// `@unchecked Sendable`: every access to `libraries` holds `lock`.
private final class LibraryCache: @unchecked Sendable {
  private let lock = NSLock()
  private var libraries: [String: Result<Libclang, Libclang.LoadFailure>] = [:]

  func library(at path: String) -> Result<Libclang, Libclang.LoadFailure> {
    lock.lock()
    defer { lock.unlock() }
    if let known = libraries[path] { return known }
    let result = Libclang.open(path)
    libraries[path] = result
    return result
  }
}

/// One token of an Objective-C file, as clang's lexer spells it (`clang_tokenize`).
struct ObjCToken: Hashable, Sendable {
  /// libclang's `CXTokenKind`.
  enum Kind: Int, Sendable {
    case punctuation = 0, keyword, identifier, literal, comment
  }

  var kind: Kind
  /// Its spelling: `@`, `implementation`, `UIInterfaceOrientationMaskPortrait`, `"orientation"`.
  var text: String
  /// Its line, from 1.
  var line: Int
}
