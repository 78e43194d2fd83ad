import Testing

@testable import SwivelScan

/// Which override gives a class its answer: its own, else its nearest superclass's in the sources
/// (The Swift Programming Language, "Inheritance": a subclass inherits the methods it does not
/// override).
@Suite struct SourceFactsTests {
  private func scan(_ name: String, superclass: String? = nil, supported: String? = nil, autorotate: String? = nil)
    -> ControllerScan
  {
    ControllerScan(
      className: name, superclass: superclass, location: ScanLocation(file: "\(name).swift", line: 1),
      supported: supported, shouldAutorotate: autorotate)
  }

  @Test func theNearestOverrideGivesEachAnswer() {
    let facts = SourceFacts(
      controllers: [
        scan("Base", supported: "portrait", autorotate: "true"),
        scan("Middle", superclass: "Base", supported: "landscape"),
        scan("Leaf", superclass: "Middle", autorotate: "false"),
      ],
      superclasses: ["Plain": "Leaf"])
    #expect(facts.declaring(\.supported, for: "Leaf")?.className == "Middle")
    #expect(facts.declaring(\.shouldAutorotate, for: "Leaf")?.className == "Leaf")
    #expect(facts.declaring(\.shouldAutorotate, for: "Middle")?.className == "Base")
    // A class no reader saw (it overrides nothing) inherits through the plain scan's superclass.
    #expect(facts.declaring(\.supported, for: "Plain")?.className == "Middle")
    #expect(facts.declaring(\.preferred, for: "Leaf") == nil)
    #expect(facts.declaring(\.supported, for: "Unknown") == nil)
  }

  // Sources can say anything: a cycle of superclasses (which no compiler takes) ends the search.
  @Test func aCycleOrALongChainEndsTheSearch() {
    let cycle = SourceFacts(superclasses: ["A": "B", "B": "A"])
    #expect(cycle.declaring(\.supported, for: "A") == nil)
    var long = SourceFacts(controllers: [scan("C0", supported: "portrait")])
    for index in 1...40 { long.superclasses["C\(index)"] = "C\(index - 1)" }
    #expect(long.declaring(\.supported, for: "C31")?.className == "C0")
    #expect(long.declaring(\.supported, for: "C40") == nil)
  }
}
