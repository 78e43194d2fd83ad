import Foundation
import Testing
import Yams

@testable import swivel

/// `Examples/ci/swivel.yml`, the sample GitHub Actions workflow (issue 28, point 6): it is YAML
/// GitHub can read, it has the steps it promises, and every swivel command it runs parses with
/// today's flags, so that a renamed option cannot leave it broken unnoticed.
@Suite struct WorkflowExampleTests {
  static let file = SwivelRunner.packageRoot.appendingPathComponent("Examples/ci/swivel.yml")

  private func workflow() throws -> [String: Any] {
    let text = try String(contentsOf: Self.file, encoding: .utf8)
    return try #require(try Yams.load(yaml: text) as? [String: Any])
  }

  private func steps() throws -> [[String: Any]] {
    let jobs = try #require(try workflow()["jobs"] as? [String: Any])
    #expect(jobs.count == 1)
    let job = try #require(jobs.values.first as? [String: Any])
    #expect(job["runs-on"] != nil)
    return try #require(job["steps"] as? [[String: Any]])
  }

  /// Each `swivel …` command of a step's `run:`, split into arguments, the workflow's `env`
  /// substituted for `"$NAME"`.
  private func swivelCommands(_ run: String, env: [String: String]) -> [[String]] {
    run.components(separatedBy: "&&").compactMap { part -> [String]? in
      let words = part.split(separator: " ").map { word -> String in
        var word = String(word)
        word = word.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        if word.hasPrefix("$"), let value = env[String(word.dropFirst())] { word = value }
        return word
      }
      guard words.first == "swivel" else { return nil }
      return Array(words.dropFirst())
    }
  }

  @Test func itTriggersOnPullRequestsAndMayWriteCodeScanningAlerts() throws {
    let workflow = try workflow()
    // YAML 1.1 reads a bare `on` as true; GitHub reads it as the key "on". Yams follows YAML 1.2.
    let triggers = try #require(workflow["on"] as? [String: Any])
    #expect(triggers["pull_request"] != nil)
    let permissions = try #require(workflow["permissions"] as? [String: String])
    #expect(permissions["security-events"] == "write")
  }

  @Test func itInstallsScansUploadsTheSARIFItWroteAndAnnotates() throws {
    let steps = try steps()
    let env = try #require(try workflow()["env"] as? [String: String])
    let runs = steps.compactMap { $0["run"] as? String }
    #expect(runs.contains { $0.contains("Scripts/install.sh --prefix") })

    // The scan writes SARIF to a file, and its step does not stop the upload.
    let scanIndex = try #require(
      steps.firstIndex { step in
        (step["run"] as? String).map { swivelCommands($0, env: env).contains { $0.contains("sarif") } } ?? false
      })
    let scan = try #require(swivelCommands(steps[scanIndex]["run"] as! String, env: env).first)
    let outputIndex = try #require(scan.firstIndex(of: "--output"))
    let sarifFile = scan[outputIndex + 1]
    #expect(steps[scanIndex]["continue-on-error"] as? Bool == true)

    let uploadIndex = try #require(
      steps.firstIndex { ($0["uses"] as? String)?.hasPrefix("github/codeql-action/upload-sarif@") == true })
    #expect(uploadIndex > scanIndex)
    let upload = steps[uploadIndex]
    #expect(upload["if"] as? String == "always()")
    #expect((upload["with"] as? [String: Any])?["sarif_file"] as? String == sarifFile)

    // The annotations come from --format github.
    #expect(
      runs.flatMap { swivelCommands($0, env: env) }.contains { $0.contains("github") && $0.first == "scan" })
  }

  @Test func everySwivelCommandInItParses() throws {
    let env = try #require(try workflow()["env"] as? [String: String])
    let commands = try steps().compactMap { $0["run"] as? String }.flatMap { swivelCommands($0, env: env) }
    #expect(commands.count >= 2)
    for arguments in commands {
      let command = try Swivel.parseAsRoot(arguments)
      let scan = try #require(command as? ScanCommand, "\(arguments)")
      #expect(scan.path == env["PROJECT"])
    }
    // The check can fail: a flag swivel does not have does not parse.
    #expect(throws: (any Error).self) { try Swivel.parseAsRoot(["scan", "App.xcodeproj", "--upload"]) }
  }
}
