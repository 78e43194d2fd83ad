import Foundation
import Testing

/// `Formula/swivel.rb`, the Homebrew formula (issue 55), tested by what Linux can run: Ruby
/// parses it, and loaded with a stand-in for Homebrew's `Formula` DSL its install runs
/// `Scripts/install.sh` with options the script takes, on the tap's own checkout. Homebrew's
/// DSL as its documentation gives it (docs.brew.sh, "Formula Cookbook": `head`, `depends_on`,
/// `on_macos`, `system`, `prefix`, `buildpath`).
@Suite(.enabled(if: Ruby.executable != nil || TestEnvironment.isInCI, Ruby.skipReason))
struct HomebrewFormulaTests {
  static let formula = SwivelRunner.packageRoot.appendingPathComponent("Formula/swivel.rb")

  /// Homebrew's DSL, enough to load the formula and run its install: each call printed.
  static let standIn = #"""
    require "pathname"
    class Formula
      def self.desc(text) = puts("desc #{text}")
      def self.head(url, **options) = puts("head #{url} #{options[:using]} #{options[:branch]}")
      def self.on_macos = yield
      def self.on_linux = yield
      def self.depends_on(*what) = puts("depends_on #{what.inspect}")
      def self.test(&block) = puts("test")
      def prefix = Pathname("/PREFIX")
      def buildpath = Pathname("/BUILD")
      def system(*arguments) = puts("system #{arguments.map(&:to_s).join(" ")}")
    end
    load ARGV.fetch(0)
    Swivel.new.install
    """#

  static func ruby(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let ruby = try #require(Ruby.executable, "ruby is not installed; in CI, .ci/run installs it")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ruby)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func rubyParsesIt() throws {
    let check = try Self.ruby(["-c", Self.formula.path])
    #expect(check.status == 0)
    #expect(check.output == "Syntax OK\n")
  }

  @Test func itsInstallIsTheInstallScriptOnTheTapsOwnCheckout() throws {
    let harness = FileManager.default.temporaryDirectory.appendingPathComponent("swivel-brew-\(UUID()).rb")
    try Self.standIn.write(to: harness, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: harness) }
    let run = try Self.ruby([harness.path, Self.formula.path])
    #expect(run.status == 0, "\(run.output)")
    let lines = run.output.split(separator: "\n").map(String.init)
    let root = SwivelRunner.packageRoot.standardizedFileURL.path
    #expect(lines.contains("head file://\(root) git main"), "\(lines)")
    #expect(lines.contains("test"))
    let install = try #require(lines.last)
    #expect(install == "system Scripts/install.sh --prefix /PREFIX --scratch-path /BUILD/.build")
    // Each option it passes is one the script takes.
    let script = try String(
      contentsOf: SwivelRunner.packageRoot.appendingPathComponent("Scripts/install.sh"), encoding: .utf8)
    for option in install.split(separator: " ").filter({ $0.hasPrefix("--") }) {
      #expect(script.contains("    \(option)) "), "install.sh does not take \(option)")
    }
  }
}

/// Ruby on the PATH, if any (`.ci/run` installs Debian's ruby).
enum Ruby {
  static let executable: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/ruby" }.first(where: FileManager.default.isExecutableFile(atPath:))
  }()

  static let skipReason: Comment = "ruby is not installed (apt-get install ruby): the Homebrew formula is not loaded"
}
