import Benchmark
import Foundation
import SwivelScan

// Issue 12, point 6: `swivel scan` of a generated project of 2,000 Swift files and 500
// Objective-C files (5% of each mentioning orientation) and a `project.pbxproj` of about 3 MB
// takes under 3 s of wall clock on this machine's 2 cores, parsing spread over the cores.
// Measured: the whole `ProjectScanner` scan, and two floors in the same run: reading every source
// file with the same substring test over the cores, and Foundation's parse of the
// `project.pbxproj` alone.

let swiftFileCount = 2_000
let objectiveCFileCount = 500
/// One file in twenty mentions orientation (5%).
let orientationEvery = 20

/// The generated project, written once per process (outside every measurement) under the
/// temporary directory, and left there so that `swivel scan` can be timed on it too.
let project: (folder: String, bundle: String, pbxprojBytes: Int, sources: [String]) = {
  let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("swivel-scan-benchmark")
  try? FileManager.default.removeItem(atPath: folder)
  var generator = ProjectGenerator(folder: folder)
  return try! generator.write()
}()

/// Writes the benchmark's project: an iOS app target `Big` whose sources are the Swift and
/// Objective-C files (each `.m` with its `.h`), in 50 feature folders, and a unit test target
/// listing test files (never read: the scan skips test bundles) that brings the project file to
/// the size of a large real one.
struct ProjectGenerator {
  let folder: String
  private var nextID = 0x1000

  init(folder: String) { self.folder = folder }

  private mutating func id() -> String {
    nextID += 1
    return String(format: "5EED%020X", nextID)
  }

  private func write(_ text: String, to relative: String) throws {
    let path = (folder as NSString).appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: false, encoding: .utf8)
  }

  mutating func write() throws -> (folder: String, bundle: String, pbxprojBytes: Int, sources: [String]) {
    struct Entry {
      var name: String
      var group: Int
      var type: String
      var phase: String?
      var reference: String
      var buildFile: String
    }
    var appFiles: [Entry] = []
    var sources: [String] = []
    for index in 0..<swiftFileCount {
      let group = index % 50
      let name = "Screen\(index)ViewController.swift"
      try write(Self.swiftFile(index), to: "Big/Feature\(group)/\(name)")
      sources.append("\(folder)/Big/Feature\(group)/\(name)")
      appFiles.append(
        Entry(name: name, group: group, type: "sourcecode.swift", phase: "Sources", reference: id(), buildFile: id()))
    }
    for index in 0..<objectiveCFileCount {
      let group = index % 50
      let name = "Legacy\(index)Controller"
      try write(Self.objectiveCFile(index), to: "Big/Feature\(group)/\(name).m")
      try write(Self.objectiveCHeader(index), to: "Big/Feature\(group)/\(name).h")
      sources.append("\(folder)/Big/Feature\(group)/\(name).m")
      appFiles.append(
        Entry(
          name: "\(name).m", group: group, type: "sourcecode.c.objc", phase: "Sources", reference: id(), buildFile: id()
        ))
      appFiles.append(
        Entry(name: "\(name).h", group: group, type: "sourcecode.c.h", phase: nil, reference: id(), buildFile: id()))
    }
    var testFiles: [Entry] = []
    for index in 0..<3_200 {
      testFiles.append(
        Entry(
          name: "Screen\(index)ViewControllerTests.swift", group: index % 50, type: "sourcecode.swift",
          phase: "Sources",
          reference: id(), buildFile: id()))
    }

    var lines = [
      "// !$*UTF8*$!", "{", "\tarchiveVersion = 1;", "\tclasses = {", "\t};", "\tobjectVersion = 56;", "\tobjects = {",
      "",
    ]
    lines.append("/* Begin PBXBuildFile section */")
    for file in appFiles + testFiles where file.phase != nil {
      lines.append(
        "\t\t\(file.buildFile) /* \(file.name) in \(file.phase!) */ = {isa = PBXBuildFile; fileRef = \(file.reference) /* \(file.name) */; };"
      )
    }
    lines.append("/* End PBXBuildFile section */")
    lines.append("")
    lines.append("/* Begin PBXFileReference section */")
    for file in appFiles + testFiles {
      lines.append(
        "\t\t\(file.reference) /* \(file.name) */ = {isa = PBXFileReference; fileEncoding = 4; lastKnownFileType = \(file.type); path = \(file.name); sourceTree = \"<group>\"; };"
      )
    }
    lines.append("/* End PBXFileReference section */")
    lines.append("")
    lines.append("/* Begin PBXGroup section */")
    let mainGroup = id()
    var topGroups: [String] = []
    for (root, files) in [("Big", appFiles), ("BigTests", testFiles)] {
      let rootID = id()
      topGroups.append(rootID)
      var children: [String] = []
      for group in 0..<50 {
        let groupID = id()
        children.append(groupID)
        lines.append("\t\t\(groupID) /* Feature\(group) */ = {")
        lines.append("\t\t\tisa = PBXGroup;")
        lines.append("\t\t\tchildren = (")
        for file in files where file.group == group { lines.append("\t\t\t\t\(file.reference) /* \(file.name) */,") }
        lines.append("\t\t\t);")
        lines.append("\t\t\tpath = Feature\(group);")
        lines.append("\t\t\tsourceTree = \"<group>\";")
        lines.append("\t\t};")
      }
      lines.append("\t\t\(rootID) /* \(root) */ = {")
      lines.append("\t\t\tisa = PBXGroup;")
      lines.append("\t\t\tchildren = (")
      for child in children { lines.append("\t\t\t\t\(child),") }
      lines.append("\t\t\t);")
      lines.append("\t\t\tpath = \(root);")
      lines.append("\t\t\tsourceTree = \"<group>\";")
      lines.append("\t\t};")
    }
    lines.append("\t\t\(mainGroup) = {")
    lines.append("\t\t\tisa = PBXGroup;")
    lines.append("\t\t\tchildren = (")
    for group in topGroups { lines.append("\t\t\t\t\(group),") }
    lines.append("\t\t\t);")
    lines.append("\t\t\tsourceTree = \"<group>\";")
    lines.append("\t\t};")
    lines.append("/* End PBXGroup section */")
    lines.append("")

    let projectID = id()
    let projectConfigurations = (id(), id(), id())
    var targetIDs: [String] = []
    var phaseLines: [String] = []
    for (name, files, productType) in [
      ("Big", appFiles, "com.apple.product-type.application"),
      ("BigTests", testFiles, "com.apple.product-type.bundle.unit-test"),
    ] {
      let targetID = id()
      targetIDs.append(targetID)
      let phaseID = id()
      let configurations = (id(), id(), id())
      lines.append("\t\t\(targetID) /* \(name) */ = {")
      lines.append("\t\t\tisa = PBXNativeTarget;")
      lines.append("\t\t\tbuildConfigurationList = \(configurations.0);")
      lines.append("\t\t\tbuildPhases = (")
      lines.append("\t\t\t\t\(phaseID) /* Sources */,")
      lines.append("\t\t\t);")
      lines.append("\t\t\tname = \(name);")
      lines.append("\t\t\tproductName = \(name);")
      lines.append("\t\t\tproductType = \"\(productType)\";")
      lines.append("\t\t};")
      phaseLines.append("\t\t\(phaseID) /* Sources */ = {")
      phaseLines.append("\t\t\tisa = PBXSourcesBuildPhase;")
      phaseLines.append("\t\t\tbuildActionMask = 2147483647;")
      phaseLines.append("\t\t\tfiles = (")
      for file in files where file.phase != nil {
        phaseLines.append("\t\t\t\t\(file.buildFile) /* \(file.name) in Sources */,")
      }
      phaseLines.append("\t\t\t);")
      phaseLines.append("\t\t\trunOnlyForDeploymentPostprocessing = 0;")
      phaseLines.append("\t\t};")
      phaseLines += Self.configurationList(
        configurations, name: name,
        settings: [
          "GENERATE_INFOPLIST_FILE": "YES", "IPHONEOS_DEPLOYMENT_TARGET": "15.0", "TARGETED_DEVICE_FAMILY": "\"1,2\"",
          "INFOPLIST_KEY_UISupportedInterfaceOrientations":
            "\"UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight\"",
          "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad":
            "\"UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight\"",
          "INFOPLIST_KEY_UILaunchStoryboardName": "LaunchScreen", "PRODUCT_BUNDLE_IDENTIFIER": "com.example.\(name)",
          "PRODUCT_NAME": "\"$(TARGET_NAME)\"", "SWIFT_VERSION": "5.0",
        ])
    }
    lines += phaseLines
    lines.append("\t\t\(projectID) /* Project object */ = {")
    lines.append("\t\t\tisa = PBXProject;")
    lines.append("\t\t\tbuildConfigurationList = \(projectConfigurations.0);")
    lines.append("\t\t\tmainGroup = \(mainGroup);")
    lines.append("\t\t\ttargets = (")
    for target in targetIDs { lines.append("\t\t\t\t\(target),") }
    lines.append("\t\t\t);")
    lines.append("\t\t};")
    lines += Self.configurationList(projectConfigurations, name: "Big", settings: ["SDKROOT": "iphoneos"])
    lines.append("\t};")
    lines.append("\trootObject = \(projectID) /* Project object */;")
    lines.append("}")
    let text = lines.joined(separator: "\n") + "\n"
    try write(text, to: "Big.xcodeproj/project.pbxproj")
    return (folder, "\(folder)/Big.xcodeproj", text.utf8.count, sources)
  }

  /// A configuration list with Debug and Release, both with `settings`.
  static func configurationList(_ ids: (String, String, String), name: String, settings: [String: String]) -> [String] {
    var lines = ["\t\t\(ids.0) /* Build configuration list for \(name) */ = {", "\t\t\tisa = XCConfigurationList;"]
    lines += [
      "\t\t\tbuildConfigurations = (", "\t\t\t\t\(ids.1) /* Debug */,", "\t\t\t\t\(ids.2) /* Release */,", "\t\t\t);",
    ]
    lines += ["\t\t\tdefaultConfigurationName = Release;", "\t\t};"]
    for (id, configuration) in [(ids.1, "Debug"), (ids.2, "Release")] {
      lines += ["\t\t\(id) /* \(configuration) */ = {", "\t\t\tisa = XCBuildConfiguration;", "\t\t\tbuildSettings = {"]
      for (key, value) in settings.sorted(by: { $0.key < $1.key }) { lines.append("\t\t\t\t\(key) = \(value);") }
      lines += ["\t\t\t};", "\t\t\tname = \(configuration);", "\t\t};"]
    }
    return lines
  }

  /// A Swift view controller of about 50 lines; every twentieth overrides the orientation
  /// properties and calls a mechanism.
  static func swiftFile(_ index: Int) -> String {
    var text = """
      import UIKit

      struct Row\(index): Hashable {
        var title: String
        var subtitle: String?
        var count: Int
      }

      final class Screen\(index)ViewController: UITableViewController {
        private var rows: [Row\(index)] = []
        private let formatter: NumberFormatter = {
          let formatter = NumberFormatter()
          formatter.numberStyle = .decimal
          return formatter
        }()

        override func viewDidLoad() {
          super.viewDidLoad()
          title = "Screen \(index)"
          tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
          rows = (0..<20).map { Row\(index)(title: "Row \\($0)", subtitle: $0 % 2 == 0 ? nil : "odd", count: $0 * \(index)) }
        }

        override func numberOfSections(in tableView: UITableView) -> Int { 1 }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
          rows.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
          let row = rows[indexPath.row]
          var content = cell.defaultContentConfiguration()
          content.text = row.title
          content.secondaryText = row.subtitle ?? formatter.string(from: NSNumber(value: row.count))
          cell.contentConfiguration = content
          return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
          tableView.deselectRow(at: indexPath, animated: true)
          switch rows[indexPath.row].count % 3 {
          case 0: navigationController?.pushViewController(UIViewController(), animated: true)
          case 1: present(UIAlertController(title: "Row", message: nil, preferredStyle: .alert), animated: true)
          default: break
          }
        }

      """
    if index % orientationEvery == 0 {
      text += """

          override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [.portrait, .landscapeLeft] }

          override var shouldAutorotate: Bool { \(index % 40 == 0 ? "false" : "true") }

          func lock() {
            UIViewController.attemptRotationToDeviceOrientation()
          }

        """
    }
    return text + "}\n"
  }

  /// An Objective-C controller of about 25 lines; every twentieth overrides the orientation
  /// methods and sets the device's orientation.
  static func objectiveCFile(_ index: Int) -> String {
    var text = """
      #import "Legacy\(index)Controller.h"

      @implementation Legacy\(index)Controller {
          NSArray<NSString *> *_items;
      }

      - (void)viewDidLoad {
          [super viewDidLoad];
          self.title = @"Legacy \(index)";
          NSMutableArray *items = [NSMutableArray array];
          for (NSInteger i = 0; i < 20; i++) {
              [items addObject:[NSString stringWithFormat:@"Item %ld", (long)i * \(index)]];
          }
          _items = [items copy];
      }

      - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
          return _items.count;
      }

      - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
          UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"cell" forIndexPath:indexPath];
          cell.textLabel.text = _items[indexPath.row];
          return cell;
      }

      """
    if index % orientationEvery == 0 {
      text += """

        - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
            return UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskLandscapeLeft;
        }

        - (BOOL)shouldAutorotate {
            return NO;
        }

        - (void)lock {
            [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationPortrait) forKey:@"orientation"];
        }

        """
    }
    return text + "@end\n"
  }

  static func objectiveCHeader(_ index: Int) -> String {
    "#import <UIKit/UIKit.h>\n\n@interface Legacy\(index)Controller : UITableViewController\n@end\n"
  }
}

/// Process CPU time in nanoseconds: all threads, so that CPU ÷ wall shows how many cores the scan
/// kept busy.
func processCPUNanoseconds() -> Int {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return time.tv_sec * 1_000_000_000 + time.tv_nsec
}

/// Process CPU time per iteration, in nanoseconds.
let processCPU = BenchmarkMetric.custom("Process CPU time (ns)", polarity: .prefersSmaller, useScalingFactor: false)

func measure(_ benchmark: Benchmark, _ body: () throws -> Void) rethrows {
  benchmark.startMeasurement()
  let start = processCPUNanoseconds()
  try body()
  let cpu = processCPUNanoseconds() - start
  benchmark.stopMeasurement()
  benchmark.measurement(processCPU, cpu)
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, processCPU, .mallocCountTotal], timeUnits: .milliseconds, warmupIterations: 1,
    maxDuration: .seconds(30), maxIterations: 10)

  Benchmark("Scan: 2,000 Swift + 500 Objective-C files, 3 MB project.pbxproj") { benchmark in
    let bundle = project.bundle
    measure(benchmark) {
      let report = ProjectScanner().scan(path: bundle)
      precondition(report.targets.count == 1 && report.errors.isEmpty, "the generated project must scan")
      precondition(
        report.targets[0].controllers.count == (swiftFileCount + objectiveCFileCount) / orientationEvery,
        "every generated controller must be read")
      blackHole(report.findings.count)
    }
  }

  Benchmark("Floor: read the 2,500 sources and look for orientation names, over the cores") { benchmark in
    let sources = project.sources
    let names: [[UInt8]] = [
      "supportedInterfaceOrientations", "shouldAutorotate", "preferredInterfaceOrientationForPresentation",
      "prefersInterfaceOrientationLocked", "requestGeometryUpdate", "setNeedsUpdateOfSupportedInterfaceOrientations",
      "attemptRotationToDeviceOrientation", "\"orientation\"", "beginGeneratingDeviceOrientationNotifications",
      "statusBarOrientation",
    ].map { Array($0.utf8) }
    measure(benchmark) {
      let counter = Counter()
      DispatchQueue.concurrentPerform(iterations: sources.count) { index in
        guard let data = FileManager.default.contents(atPath: sources[index]) else { return }
        if data.withUnsafeBytes({ bytes in names.contains { contains($0, in: bytes) } }) { counter.increment() }
      }
      precondition(counter.value == (swiftFileCount + objectiveCFileCount) / orientationEvery)
    }
  }

  Benchmark("Floor: PropertyListSerialization of the 3 MB project.pbxproj") { benchmark in
    let file = "\(project.bundle)/project.pbxproj"
    measure(benchmark) {
      let data = FileManager.default.contents(atPath: file)!
      blackHole(try! PropertyListSerialization.propertyList(from: data, format: nil))
    }
  }
}

/// Whether `bytes` holds `name`: the scan's own byte search (`memchr`, then `memcmp`).
func contains(_ name: [UInt8], in bytes: UnsafeRawBufferPointer) -> Bool {
  guard let base = bytes.baseAddress, bytes.count >= name.count else { return false }
  return name.withUnsafeBytes { name in
    var start = 0
    let last = bytes.count - name.count
    while start <= last, let found = memchr(base + start, Int32(name[0]), last - start + 1) {
      if memcmp(found, name.baseAddress!, name.count) == 0 { return true }
      start = base.distance(to: found) + 1
    }
    return false
  }
}

/// A count several threads add to.
///
/// `@unchecked Sendable`: every access to `count` holds `lock`.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  func increment() {
    lock.lock()
    count += 1
    lock.unlock()
  }
  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
}
