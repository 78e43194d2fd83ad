import SwivelCore
import Testing

@testable import SwivelScan

/// Which declaration gives a class its mask: its own, else its nearest superclass's in the
/// sources (The Swift Programming Language, "Inheritance": a subclass inherits the methods it does
/// not override), `super` followed up the chain to UIKit's default.
@Suite struct SourceFactsTests {
  private func scan(_ name: String, superclass: String? = nil, supported: OrientationAnswer? = nil) -> ControllerScan {
    var controller = ControllerScan(
      className: name, superclass: superclass, location: ScanLocation(file: "\(name).swift", line: 1))
    if let supported { controller.record("supportedInterfaceOrientations", answer: supported, line: 2) }
    return controller
  }

  @Test func theNearestOverrideGivesTheMask() {
    let facts = SourceFacts(
      controllers: [
        scan("Base", superclass: "UIViewController", supported: .mask(.portrait)),
        scan("Middle", superclass: "Base", supported: .mask(.landscape)),
        scan("Leaf", superclass: "Middle"),
      ],
      superclasses: ["Plain": "Leaf"])
    #expect(facts.supported(of: "Leaf", on: .phone)?.declaring.className == "Middle")
    #expect(facts.supportedMask(of: "Leaf", on: .phone) == .landscape)
    // A class no reader saw (it overrides nothing) inherits through the plain scan's superclass.
    #expect(facts.supportedMask(of: "Plain", on: .pad) == .landscape)
    #expect(facts.supported(of: "Unknown", on: .phone) == nil)
  }

  // Apple, supportedInterfaceOrientations: UIKit's default is "all for the iPad idiom and
  // allButUpsideDown for the iPhone idiom"; `super` of a UIKit controller gives it.
  @Test func superLeadsUpTheChainToUIKitsDefault() {
    let facts = SourceFacts(controllers: [
      scan("Base", superclass: "UINavigationController", supported: .inherited),
      scan("Leaf", superclass: "Base", supported: .byFamily(phone: .mask(.portrait), pad: .inherited)),
      scan("Pod", superclass: "SLKTextViewController", supported: .inherited),
    ])
    #expect(facts.supportedMask(of: "Leaf", on: .phone) == .portrait)
    #expect(facts.supportedMask(of: "Leaf", on: .pad) == .all)
    #expect(facts.supportedMask(of: "Base", on: .phone) == .allButUpsideDown)
    #expect(facts.supported(of: "Leaf", on: .pad)?.declaring.className == "Leaf")
    // `super` of a class the scan does not know is no answer.
    #expect(facts.supported(of: "Pod", on: .phone) == nil)
  }

  // Sources can say anything: a cycle of superclasses (which no compiler takes) ends the search.
  @Test func aCycleOrALongChainEndsTheSearch() {
    let cycle = SourceFacts(controllers: [scan("A", superclass: "B", supported: .inherited)], superclasses: ["B": "A"])
    #expect(cycle.supported(of: "A", on: .phone) == nil)
    var long = SourceFacts(controllers: [scan("C0", supported: .mask(.portrait))])
    for index in 1...40 { long.superclasses["C\(index)"] = "C\(index - 1)" }
    #expect(long.supportedMask(of: "C31", on: .phone) == .portrait)
    #expect(long.supported(of: "C40", on: .phone) == nil)
  }

  // Only view controllers are controllers (Apple: supportedInterfaceOrientations is
  // UIViewController's).
  @Test func ancestryTellsViewControllersFromOthers() {
    let facts = SourceFacts(superclasses: [
      "Feed": "Base", "Base": "UITableViewController", "Helper": "NSObject", "Cell": "UICollectionViewCell",
      "Chat": "SLKTextViewController", "Host": "UIHostingController<AnyView>",
    ])
    #expect(facts.ancestry(of: "Feed") == .viewController)
    #expect(facts.ancestry(of: "Host") == .viewController)
    #expect(facts.ancestry(of: "Helper") == .other)
    #expect(facts.ancestry(of: "Chat") == .unknown("SLKTextViewController"))
    #expect(facts.ancestry(of: "Lonely") == .undeclared)
    #expect(facts.ancestry(of: "Cell") == .other)
  }
}
