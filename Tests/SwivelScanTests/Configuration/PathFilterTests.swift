import Testing

@testable import SwivelScan

/// What a configuration's `excluded:` and `included:` leave out while `swivel scan` looks for
/// projects (issue 55): a folder, project or workspace left out is never opened.
@Suite struct PathFilterTests {
  // The five ways a user wrote to keep a vendored project out, and ways that must not.
  @Test(
    arguments: [
      ("ThirdParty", true), ("ThirdParty/**", true), ("ThirdParty/Vendor/Vendor.xcodeproj", true),
      ("**/Vendor.xcodeproj", true), ("ThirdParty/*", true), ("./ThirdParty/", true), ("**/ThirdParty", true),
      ("Third", false), ("ThirdParty/Other", false), ("App", false), ("**/Other.xcodeproj", false),
    ] as [(String, Bool)])
  func anExcludedPatternLeavesOutTheVendoredProject(pattern: String, isLeftOut: Bool) {
    let filter = PathFilter(folder: "/p", excluded: [PathGlob(pattern)])
    #expect(filter.excludesBundle("/p/ThirdParty/Vendor/Vendor.xcodeproj") == isLeftOut)
    #expect(!filter.excludesBundle("/p/App.xcodeproj"))
  }

  @Test func anExcludedFolderIsNotSearchedAndOthersAre() {
    let filter = PathFilter(folder: "/p", excluded: [PathGlob("ThirdParty"), PathGlob("**/Generated")])
    #expect(filter.excludesFromSearch("/p/ThirdParty"))
    #expect(filter.excludesFromSearch("/p/App/Generated"))
    #expect(!filter.excludesFromSearch("/p/App"))
    #expect(!filter.excludesFromSearch("/p/App/Sources"))
    // The configuration's own folder, and folders outside it, are never left out.
    #expect(!filter.excludesFromSearch("/p"))
    #expect(!filter.excludesFromSearch("/elsewhere/ThirdParty"))
  }

  // With `included:`, the search goes only where an included path may be: into the folders that
  // lead to one and those under one. A project or workspace is opened when the folder it lies in
  // is searched, so `included: [App/Sources]` still opens the project beside `App`.
  @Test func includedPathsLimitTheSearchToTheFoldersThatLeadToThem() {
    let filter = PathFilter(folder: "/p", included: [PathGlob("App/Sources"), PathGlob("Kits/*/Code")])
    #expect(!filter.excludesFromSearch("/p/App"))
    #expect(!filter.excludesFromSearch("/p/App/Sources/Deep"))
    #expect(filter.excludesFromSearch("/p/App/Tests"))
    #expect(filter.excludesFromSearch("/p/ThirdParty"))
    #expect(!filter.excludesFromSearch("/p/Kits/Network"))
    #expect(filter.excludesFromSearch("/p/Kits/Network/Tests"))
    #expect(!filter.excludesBundle("/p/App.xcodeproj"))
    #expect(!filter.excludesBundle("/p/App.xcworkspace"))
    #expect(!filter.excludesBundle("/p/App/App.xcodeproj"))
    #expect(filter.excludesBundle("/p/ThirdParty/Vendor.xcodeproj"))
    // The search asks the same question of every path it meets: a project, a workspace or a
    // project's file is judged as a bundle, by the folder it lies in.
    #expect(!filter.excludesFromSearch("/p/App.xcodeproj"))
    #expect(!filter.excludesFromSearch("/p/App.xcworkspace"))
    #expect(!filter.excludesFromSearch("/p/App.xcodeproj/project.pbxproj"))
    #expect(filter.excludesFromSearch("/p/ThirdParty/Vendor.xcodeproj/project.pbxproj"))
    let anywhere = PathFilter(folder: "/p", included: [PathGlob("**/Sources")])
    #expect(!anywhere.excludesFromSearch("/p/Any/Where"))
  }

  @Test func withoutPatternsNothingIsLeftOut() {
    let filter = PathFilter(folder: "/p")
    #expect(!filter.excludesFromSearch("/p/ThirdParty"))
    #expect(!filter.excludesBundle("/p/ThirdParty/Vendor.xcodeproj"))
  }
}
