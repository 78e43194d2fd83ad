import SwivelCore
import Testing

@testable import swivel

@Suite struct ErasCommandTests {
  // Scenario reference, command line: `swivel eras` lists each era boundary with its source.
  @Test func erasListsEachBoundaryWithItsSource() throws {
    let result = try SwivelRunner.run(["eras"])
    #expect(result.status == 0)
    #expect(result.output.contains("\n16    shouldAutorotate is ignored"))
    #expect(result.output.contains("      source: Apple, setNeedsUpdateOfSupportedInterfaceOrientations()"))
    // A point release's row says its minor: the iPhone Duo's 27.1 (Apple, Tech Talk 111461).
    #expect(result.output.contains("\n27.1  The iPhone Duo: "))
    #expect(result.output.split(separator: "\n").count == 1 + 2 * SystemBehavior.changes.count)
  }

  // Its help names the range of versions a scenario's ios: takes, the newest filled in.
  @Test func theHelpNamesTheNewestVersion() {
    let help = Swivel.helpMessage(for: ErasCommand.self, columns: 1000)
    #expect(help.contains("(from \"3.0\" to \"\(SystemVersion.newest)\")"))
    #expect(!help.contains("\\("))
  }
}
